import Foundation
import QuartzCore

/// What an animation tells its delegate (CAAnimation.h): both methods are optional.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began (its `beginTime` came).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its whole active time, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
