import Foundation

/// A two-finger rotation (UIRotationGestureRecognizer.h): `rotation` in radians since the gesture began, `velocity`
/// in radians per second.
///
/// Playground: approximated: the playground's input is one pointer, so no rotation is ever recognized: `rotation`
/// and `velocity` stay 0 and its actions are not called (UIGestureRecognizer).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians; settable, as on iOS (apps reset it to 0 after applying it).
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}
