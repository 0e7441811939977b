import Foundation

/// A pointer hovering over a view (UIHoverGestureRecognizer.h, iOS 13).
///
/// Playground: approximated: not fed by the playground's pointer (UIGestureRecognizer): its actions are not called.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The hover's altitude and azimuth (iOS 16.1): 0 here.
    open var zOffset: CGFloat { 0 }
}
