import Foundation

/// Runs animations alongside a focus update (UIFocusAnimationCoordinator).
///
/// Playground: the playground never updates focus (UIFocusUpdateContext), so it never hands one out; one made by
/// the file runs its animations at once, without animating, and then their completions, as when animations are
/// disabled on iOS.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                               completion: (() -> Void)? = nil) { completion?() }
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                                 completion: (() -> Void)? = nil) { completion?() }
}

/// The timing of a focus animation (UIFocusAnimationContext): its duration, seconds.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: NSObjectProtocol {
    var duration: TimeInterval { get }
}
