import Foundation

/// A tab's item (UITabBarItem.h): its title, images, tag and badge.
///
/// Playground: does nothing: stored only (tab bars are not drawn here).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    // Accessibility (UIAccessibility.h's informal protocol, NSObject's on iOS): stored as on iOS; nothing reads
    // them here (no assistive technology runs in the playground; UIAccessibility).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// UITabBarItem.h's system items (raw values as there).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag = 0
    open var isEnabled = true
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public override init() { super.init() }

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
