/// Which way an assistive technology asks an element to scroll (UIAccessibility.h, `UIAccessibilityScrollDirection`,
/// given to `accessibilityScroll(_:)`).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left
    case up
    case down
    case next
    case previous
}
