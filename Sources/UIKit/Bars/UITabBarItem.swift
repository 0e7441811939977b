import Foundation

/// A tab's item (UITabBarItem.h): its title, images, tag and badge.
///
/// Playground: does nothing: stored only (tab bars are not drawn here).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    // Title, image, tag, isEnabled, title text attributes and accessibility: UIBarItem's.

    /// UITabBarItem.h's system items (raw values as there).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?

    /// The offset of the title's position (Apple, "titlePositionAdjustment"; default `UIOffset.zero`); stored.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The badge's text attributes per control state (Apple, "setBadgeTextAttributes(_:for:)"); stored.
    private var badgeTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the badge's text attributes for a state (Apple, "setBadgeTextAttributes(_:for:)"); stored.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeTextAttributesByState[state.rawValue] = textAttributes
    }

    /// The badge's text attributes set for exactly that state, or nil (Apple, "badgeTextAttributes(for:)").
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributesByState[state.rawValue]
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
