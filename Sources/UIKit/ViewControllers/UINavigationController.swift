import Foundation

/// A container that shows a stack of view controllers with a navigation bar (Apple, UINavigationController): the
/// first is its root, `pushViewController(_:animated:)` adds one on top, the pop methods remove them.
///
/// Playground: the stack is kept (its children, `topViewController`, `visibleViewController`) but not shown: the
/// playground hosts the view controller the file names, without a navigation bar, and a push shows nothing new
/// (a notice). A hosted controller has no navigation controller (`navigationController` is nil, as for a root
/// view controller on iOS), so the samples' `navigationController?.pushViewController(…)` does nothing, as it
/// would there.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    /// The controller's bar (UINavigationBar: stored, not drawn here).
    open private(set) lazy var navigationBar = UINavigationBar()
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { viewControllers.last }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func push(_ controller: UIViewController) {
        viewControllers.append(controller)
        addChild(controller)
        controller.didMove(toParent: self)
    }

    /// Puts `viewController` on top of the stack.
    ///
    /// Playground: does nothing: the stack changes, nothing new is shown.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        PlaygroundNotices.record("UINavigationController.pushViewController(_:animated:)", .doesNothing,
                                 "the stack is kept but not shown: the playground shows the hosted view controller only")
        push(viewController)
    }

    /// Removes the top view controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }

    /// Removes every view controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

extension UIViewController {
    /// The nearest navigation controller among the controller and its parents (Apple: "the nearest ancestor in the
    /// view controller hierarchy that is a navigation controller"); nil for the playground's hosted controller,
    /// which is a window's root.
    public var navigationController: UINavigationController? {
        var current = parent
        while let c = current {
            if let n = c as? UINavigationController { return n }
            current = c.parent
        }
        return nil
    }

    /// The coordinator of the presentation or push in progress (Apple: "nil if no transition is in progress").
    /// Nothing presents or pushes the hosted controller here, so it is nil, as on iOS between transitions: the
    /// samples' `if let coordinator = transitionCoordinator { … } else { deselect }` deselects at once.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }
}
