import Foundation

/// A button of a navigation bar or toolbar (Apple, UIBarButtonItem): a title, an image or a system item, with a
/// target and action, a primary action or a menu.
///
/// Drawn by a navigation controller's bar or toolbar; a click on it performs it (docs/hosting.md, "Navigation").
///
/// Playground: drawn as its title, its system item's name, or a square for an image; its menu is not shown.
/// `playgroundTap()` performs it as a tap would.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    // Title, image, tag, isEnabled, title text attributes and accessibility: UIBarItem's.

    /// Apple, UIBarButtonItem.Style.
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// Apple, UIBarButtonItem.SystemItem.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    open var customView: UIView?
    /// The system item it was made with, if any. Playground extension (not in UIKit).
    public private(set) var playgroundSystemItem: SystemItem?
    /// The back button title offsets set, by bar metrics' raw value.
    private var backButtonTitleAdjustments: [Int: UIOffset] = [:]

    /// Moves a back button's title by `adjustment` in bars of `barMetrics` (UIBarButtonItem.h; usually on
    /// `UIBarButtonItem.appearance()`, a common way to hide the back title).
    ///
    /// Playground: does nothing: stored only, read back by `backButtonTitlePositionAdjustment(for:)`; back titles are
    /// drawn where they would be without it.
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        backButtonTitleAdjustments[barMetrics.rawValue] = adjustment
        PlaygroundNotices.record("UIBarButtonItem.setBackButtonTitlePositionAdjustment(_:for:)", .doesNothing,
                                 "stored only: back titles are drawn without the offset")
    }

    /// The offset `setBackButtonTitlePositionAdjustment(_:for:)` set for `barMetrics`; `.zero` when none was.
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        backButtonTitleAdjustments[barMetrics.rawValue] ?? .zero
    }

    public override init() {
        super.init()
        Self.noticeStored()
    }

    /// Sent after a nib's objects are made and connected (UINibLoading.h, `NSObject.awakeFromNib`); subclasses
    /// override it, calling super.
    ///
    /// Playground: approximated: a storyboard's bar button item is made as `UIBarButtonItem` (its custom class is not
    /// made), so a subclass's override compiles but a storyboard does not call it.
    open func awakeFromNib() {}

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.noticeStored()
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        playgroundSystemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14's: a title or image with a primary action or a menu (a tap opens the menu when there is no action).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        playgroundSystemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item with an action or a menu (iOS 14's Swift name, `init(systemItem:primaryAction:menu:)`).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// A flexible space (Apple, "flexibleSpace()").
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A fixed space `width` points wide (Apple, "fixedSpace(_:)").
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Performs the item as a tap would: its primary action, else its action on its target.
    /// Playground extension (not in UIKit).
    public func playgroundTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.playgroundPerform(sender: self)
        } else if let action {
            _ = action.playgroundPerform(on: target, with: self)
        }
    }

    private static func noticeStored() {
        PlaygroundNotices.record("UIBarButtonItem", .approximated,
                                 "drawn in a navigation controller's bars as text (an image as a square); its menu is not shown")
    }
}
