import Foundation

/// The abstract superclass of the items a bar shows (UIBarItem.h): `UIBarButtonItem` and `UITabBarItem` inherit
/// their title, image, image insets, tag, `isEnabled`, title text attributes and accessibility from it, so code that
/// takes a `UIBarItem` (or calls `setTitleTextAttributes(_:for:)` on either) compiles as on iOS.
///
/// Apple: "UIBarItem is an abstract superclass for items added to a bar that appears at the bottom or top of the
/// screen"; `isEnabled` "The default value is true"; `tag` "The default value is 0"; `imageInsets` "The default
/// value is zero".
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    // Accessibility (UIAccessibility.h's informal protocol, NSObject's on iOS; UIBarItem adopts
    // UIAccessibilityIdentification): stored as on iOS; nothing reads them here (no assistive technology runs in
    // the playground; UIAccessibility).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// Whether the item is enabled (Apple: "The default value is true").
    open var isEnabled = true
    /// The title displayed on the item.
    open var title: String?
    /// The image that represents the item.
    open var image: UIImage?
    /// The image in landscape on a phone (iOS 5); stored.
    open var landscapeImagePhone: UIImage?
    /// The image shown in the large content viewer (iOS 11); stored.
    open var largeContentSizeImage: UIImage?
    /// The image's insets for each edge (Apple: "The default value is zero").
    open var imageInsets: UIEdgeInsets = .zero
    /// The landscape image's insets (iOS 5); stored.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// The large content image's insets (iOS 11); stored.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// A number that identifies the item in an app (Apple: "The default value is 0").
    open var tag = 0

    private var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// Made from an archive (NSCoding's initializer, required as on iOS); nothing is read from the coder here.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Sets the title's text attributes for a control state (Apple, "setTitleTextAttributes(_:for:)"); nil
    /// removes them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state.rawValue] = attributes
    }

    /// The title's text attributes set for exactly that state, or nil (Apple, "titleTextAttributes(for:)"; Apple
    /// does not document a fallback to `.normal`, so none is made here).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }
}

/// UIBarItem adopts UIAppearance on iOS (UIBarItem.h: `@interface UIBarItem : NSObject <NSCoding, UIAppearance,
/// UIAccessibilityIdentification>`), so helpers written on `UIAppearance` reach bar items too.
extension UIBarItem: UIAppearance {}
