import Foundation

/// A container that shows a stack of view controllers with a navigation bar (Apple, UINavigationController): the
/// first is its root, `pushViewController(_:animated:)` adds one on top, the pop methods remove them.
///
/// The top controller's view fills the navigation controller's view (its `edgesForExtendedLayout` `.all` by
/// default: under the bars), its safe area inset by the navigation bar (and the toolbar when
/// `isToolbarHidden` is false); the bar shows the top item's title (large when the bar `prefersLargeTitles`), its
/// bar button items, and a back button titled with the previous item's `backButtonTitle` or title ("Back" when
/// empty). Appearance in UIKit's order on a push or pop (Apple, UIViewController, "Handling view-related
/// notifications": the disappearing controller's `viewWillDisappear(_:)`, the appearing one's `viewWillAppear(_:)`,
/// then `viewDidDisappear(_:)` and `viewDidAppear(_:)` when the transition ends).
///
/// Playground: a push or pop is shown at once: iOS slides the views; the playground's window slides the new
/// screen in (docs/hosting.md, "Navigation"). The bars' backgrounds are the standard appearance's, opaque (no
/// blur, and no transparent scroll-edge appearance).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var isToolbarHidden = true { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The controller's navigation bar (UINavigationBar), drawn at the top of its view.
    open private(set) lazy var navigationBar = UINavigationBar()
    /// The controller's toolbar (Apple: shown when `isToolbarHidden` is false, with the top controller's
    /// `toolbarItems`).
    open private(set) lazy var toolbar: UIToolbar! = UIToolbar()
    open weak var delegate: UINavigationControllerDelegate?
    /// The recognizer of the back swipe from the screen's leading edge (UINavigationController.h: readonly,
    /// nullable): apps set its `delegate` or disable it.
    ///
    /// Playground: approximated: a left-edge `UIScreenEdgePanGestureRecognizer` that is never fed here
    /// (UIScreenEdgePanGestureRecognizer), so no swipe pops.
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        recognizer.edges = .left
        return recognizer
    }()
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var topViewController: UIViewController? { stack.last }
    /// The top controller, or what it presents (Apple: "the view controller at the top of the navigation stack
    /// or … a view controller that was presented modally on top of the navigation controller itself").
    open var visibleViewController: UIViewController? {
        var shown: UIViewController? = presentedViewController ?? stack.last
        while let presented = shown?.presentedViewController { shown = presented }
        return shown
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        self.view = view
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { view.addSubview(top.view) }
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        playgroundRefreshBars()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        playgroundLayOutStack()
    }

    /// Puts `viewController` on top of the stack and shows it (UIKit raises when it is already in the stack:
    /// "Pushing the same view controller instance more than once is not supported"; here nothing happens).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        let old = stack.last
        addChild(viewController)
        stack.append(viewController)
        playgroundTransition(from: old, to: viewController, animated: animated)
        viewController.didMove(toParent: self)
    }

    /// Removes the top view controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first ?? top
    }

    /// Removes the controllers above `viewController` and returns them, bottom first (nil when it is not in the
    /// stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        guard index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        let old = stack.last
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeLast(popped.count)
        playgroundTransition(from: old, to: viewController, animated: animated)
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    /// Removes every view controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; the new top is shown (Apple: "If animations are enabled, this method decides which type
    /// of transition to perform based on whether the last item in the items array is already in the navigation
    /// stack").
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = stack.last
        let removed = stack.filter { c in !viewControllers.contains { $0 === c } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        stack = viewControllers
        playgroundTransition(from: old, to: stack.last, animated: animated)
        for controller in removed { controller.removeFromParent() }
        for controller in viewControllers { controller.didMove(toParent: self) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Swaps the shown controller's view for `new`'s, with the appearance calls in UIKit's order when the
    /// navigation controller is on screen (will-disappear, will-appear, the swap and a layout, did-disappear,
    /// did-appear), then the delegate's `willShow` / `didShow` around it.
    private func playgroundTransition(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        playgroundRefreshBars()
        guard old !== new else { return }
        guard let container = viewIfLoaded else { return }
        let onScreen = playgroundAppearance == .appeared || playgroundAppearance == .appearing
        new?.loadViewIfNeeded()  // iOS: the pushed controller's viewDidLoad comes first, when its view is asked
        playgroundRefreshBars()  // again: a controller titles itself in viewDidLoad (`title = "Grid"`)
        if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
        if onScreen { old?.beginAppearanceTransition(false, animated: animated) }
        if let new { container.insertSubview(new.view, belowSubview: navigationBar) }
        old?.viewIfLoaded?.removeFromSuperview()
        container.setNeedsLayout()
        if onScreen { new?.beginAppearanceTransition(true, animated: animated) }
        container.window?.layoutIfNeeded()
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        if let new { delegate?.navigationController(self, didShow: new, animated: animated) }
    }
}

extension UIViewController {
    /// The nearest navigation controller among the controller and its parents (Apple: "the nearest ancestor in the
    /// view controller hierarchy that is a navigation controller"); nil for a window's root that is not in one.
    public var navigationController: UINavigationController? {
        playgroundAskedForNavigation = true
        var current = parent
        while let c = current {
            if let n = c as? UINavigationController { return n }
            current = c.parent
        }
        return nil
    }

    /// The coordinator of the presentation or push in progress (Apple: "nil if no transition is in progress"):
    /// the presentation's or dismissal's while its animator runs (UIViewController+Presentation.swift), the
    /// parent's when it has one. Pushes finish within their call here, so it is nil for them, as on iOS between
    /// transitions: the samples' `if let coordinator = transitionCoordinator { … } else { deselect }` deselects at
    /// once.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        playgroundTransitionCoordinator ?? parent?.transitionCoordinator
    }
}
