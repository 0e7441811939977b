import Foundation

/// An accessible part of a container that is not a view itself (UIAccessibilityElement.h): a custom-drawn
/// chart's bars, a cell's regions. Its attributes are stored as on iOS; `accessibilityFrameInContainerSpace` sets
/// the frame in the container view's coordinates. As on a device where no assistive technology runs
/// (`UIAccessibility.isVoiceOverRunning` is false here), nothing reads them.
open class UIAccessibilityElement: NSObject {
    /// The object that holds this element (UIAccessibilityElement.h: weak; usually a `UIView` or another element).
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The element's frame in screen coordinates (points).
    open var accessibilityFrame: CGRect = .zero
    /// The element's frame in its container's coordinates (iOS 10); when set, iOS computes `accessibilityFrame`
    /// from it as the container moves. Stored here (nothing is on screen to an assistive technology).
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    open var accessibilityElementsHidden = false

    /// An element inside `container` (UIAccessibilityElement.h: `initWithAccessibilityContainer:`).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
