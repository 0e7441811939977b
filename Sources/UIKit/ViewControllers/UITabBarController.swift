import Foundation

/// A container that shows one of its view controllers at a time, chosen by a tab bar (UITabBarController.h).
///
/// As iOS: `viewControllers` become its children; `selectedIndex` is 0 once it has any (UIKit selects the first),
/// `selectedViewController` the one at `selectedIndex`; an index out of range is ignored.
///
/// Playground: does nothing: the controllers are kept but not shown, and no tab bar is drawn; the playground shows
/// the hosted view controller.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    open var viewControllers: [UIViewController]? {
        get { playgroundControllers }
        set { setViewControllers(newValue, animated: false) }
    }
    private var playgroundControllers: [UIViewController]?
    open var selectedIndex: Int {
        get { playgroundSelectedIndex }
        set { if let c = playgroundControllers, c.indices.contains(newValue) { playgroundSelectedIndex = newValue } }
    }
    private var playgroundSelectedIndex = Int.max
    /// The tab bar controller's delegate (UITabBarController.h: weak). Playground: stored; no tab is chosen by a
    /// tap here (no tab bar is drawn), so it is not asked.
    open weak var delegate: UITabBarControllerDelegate?
    /// Its bar, at the bottom of its view, 49 points high (UITabBar), with the controller its delegate
    /// (UITabBarController.h: `UITabBarController : UIViewController <UITabBarDelegate>`, the delegate of the bar it
    /// manages). Stored only: not drawn.
    open private(set) lazy var tabBar: UITabBar = {
        let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        let height = UIScreen.main.bounds.height
        let bar = UITabBar(frame: CGRect(x: 0, y: height - 49, width: width, height: 49))
        bar.delegate = self
        return bar
    }()
    open var selectedViewController: UIViewController? {
        get { playgroundControllers.flatMap { $0.indices.contains(playgroundSelectedIndex) ? $0[playgroundSelectedIndex] : nil } }
        set {
            if let newValue, let i = playgroundControllers?.firstIndex(where: { $0 === newValue }) {
                playgroundSelectedIndex = i
            }
        }
    }

    /// The navigation controller of the More tab (UITabBarController.h). Apple: "This property always contains a
    /// valid More navigation controller, even if a More button is not displayed on the screen"; made on first use,
    /// empty, and not one of `viewControllers`.
    ///
    /// Playground: does nothing: it is made but never shown, as no tab bar, and so no More tab, is drawn here.
    open var moreNavigationController: UINavigationController {
        PlaygroundNotices.record("UITabBarController.moreNavigationController", .doesNothing,
                                 "made but never shown: no tab bar, and so no More tab, is drawn here")
        if let more = playgroundMoreNavigationController { return more }
        let more = UINavigationController(nibName: nil, bundle: nil)
        playgroundMoreNavigationController = more
        return more
    }
    private var playgroundMoreNavigationController: UINavigationController?

    /// The controllers the More tab's Edit sheet may rearrange (UITabBarController.h: "Defaults to all view
    /// controllers": `setViewControllers(_:animated:)` sets it to them). Stored: no sheet is shown here.
    open var customizableViewControllers: [UIViewController]?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The tab bar's delegate method, which UITabBarController implements as its bar's delegate (UITabBarController.h:
    /// `UITabBarController : UIViewController <UITabBarDelegate, …>`), so subclasses override it: selects the
    /// controller at the item's index in the bar's items (an item not in the bar changes nothing).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabBar.items?.firstIndex(where: { $0 === item }) else { return }
        selectedIndex = index
    }

    /// The customizing callbacks of the bar's delegate, declared in the class so that subclasses override them.
    /// Playground: does nothing: UIKit's implementation serves the More tab's customizing sheet, which is not shown
    /// here (UITabBar.beginCustomizingItems(_:)).
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { Self.noticeCustomizing() }
    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { Self.noticeCustomizing() }
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { Self.noticeCustomizing() }
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { Self.noticeCustomizing() }

    private static func noticeCustomizing() {
        PlaygroundNotices.record("UITabBarController.tabBar(_:willBeginCustomizing:)", .doesNothing,
                                 "no customizing sheet is shown here")
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        PlaygroundNotices.record("UITabBarController", .doesNothing,
                                 "the controllers are kept but not shown: the playground shows the hosted view controller")
        for old in playgroundControllers ?? [] {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        playgroundControllers = viewControllers
        for c in viewControllers ?? [] {
            addChild(c)
            c.didMove(toParent: self)
        }
        playgroundSelectedIndex = (viewControllers?.isEmpty ?? true) ? Int.max : 0
        // Apple, UITabBarController: "the tab bar controller … displays a tab for each view controller", its item the
        // controller's tabBarItem.
        tabBar.items = viewControllers?.map { $0.tabBarItem }
        customizableViewControllers = viewControllers
    }
}

extension UIViewController {
    /// The nearest tab bar controller among the controller's parents (Apple: "the nearest ancestor in the view
    /// controller hierarchy that is a tab bar controller").
    public var tabBarController: UITabBarController? {
        var current = parent
        while let c = current {
            if let t = c as? UITabBarController { return t }
            current = c.parent
        }
        return nil
    }

    /// The controller's tab bar item, made on first use with the controller's title (UIViewController.h).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = playgroundAssociatedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            playgroundAssociatedTabBarItem = item
            return item
        }
        set { playgroundAssociatedTabBarItem = newValue }
    }
}

/// The tab bar controller's delegate (UITabBarController.h); every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Apple: returning true lets the tab be selected; the default.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

// Key-value coding on a tab bar controller: custom tab bars replace the controller's bar through it
// (ESTabBarController's `setValue(tabBar, forKey: "tabBar")`; KVC sets the `_tabBar` instance variable, as
// `accessInstanceVariablesDirectly` lets it: Apple, Key-Value Coding Programming Guide, "Accessor Search Patterns").
// Foundation's NSObject on Linux has no key-value coding, so the controller answers that key itself.
extension UITabBarController {
    /// Sets the controller's `tabBar` for the key `tabBar` (a `UITabBar`); any other key, or another value, is UIKit's
    /// NSUnknownKeyException as one line ("this class is not key value coding-compliant for the key …"), and nothing
    /// changes.
    public func setValue(_ value: Any?, forKey key: String) {
        if key == "tabBar", let bar = value as? UITabBar {
            tabBar = bar
            return
        }
        PlaygroundExceptions.raise("NSUnknownKeyException", "[<\(type(of: self)) \(ObjectIdentifier(self))> "
            + "setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).", from: self)
    }
}

