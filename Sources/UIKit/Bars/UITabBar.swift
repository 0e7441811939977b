import Foundation

/// A tab bar controller's bar (UITabBar.h): its items and the selected one.
///
/// Defaults as UITabBar.h / Apple's documentation: `isTranslucent` true, `barStyle` `.default`, no items. A tab bar
/// controller's bar is 49 points high (the height UIKit's `sizeThatFits(_:)` gives an iPhone's tab bar without the
/// home indicator's safe area; Apple's Human Interface Guidelines, iOS 12 "Tab Bars") and spans its view's width.
///
/// Playground: does nothing: stored only; the playground shows the hosted view controller without a tab bar.
@preconcurrency @MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?
    /// How the items are placed (UITabBar.ItemPositioning; Apple: the default is `.automatic`).
    open var itemPositioning: ItemPositioning = .automatic
    /// The items' width when centred (Apple: "A value of 0 or less means the bar chooses"; default 0).
    open var itemWidth: CGFloat = 0
    /// The space between centred items (Apple: "A value of 0 or less means the bar chooses"; default 0).
    open var itemSpacing: CGFloat = 0
    /// The bar's delegate (UITabBar.h: weak); stored.
    open weak var delegate: UITabBarDelegate?

    /// How a tab bar places its items (UITabBar.h's `UITabBarItemPositioning`, raw values as there).
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        PlaygroundNotices.record("UITabBar", .doesNothing,
                                 "stored only: the playground shows the hosted view controller without a tab bar")
        self.items = items
    }

    /// Whether the user is customizing the bar's items (Apple, "isCustomizing"): between
    /// `beginCustomizingItems(_:)` and `endCustomizing(animated:)`.
    open private(set) var isCustomizing = false

    /// Presents the sheet that lets the user arrange `items` (Apple, "beginCustomizingItems(_:)").
    /// Playground: approximated: `isCustomizing` becomes true; no sheet is shown.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        PlaygroundNotices.record("UITabBar.beginCustomizingItems(_:)", .approximated,
                                 "isCustomizing is set; no customizing sheet is shown")
        isCustomizing = true
    }

    /// Ends customizing (Apple, "endCustomizing(animated:)"); returns whether the items changed (never here).
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        isCustomizing = false
        return false
    }

    /// 49 points high (above), the width proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 49) }
}

/// A tab bar's delegate (UITabBar.h); every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
