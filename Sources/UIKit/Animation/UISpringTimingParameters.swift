import Foundation
import QuartzCore

/// A spring timing for a property animator (UITimingParameters.h): a damping ratio, or a mass, stiffness and
/// damping, with an initial velocity (a vector, in units of the distance to travel per second).
///
/// `init()` is Apple's default: a damping ratio of 4.56 and no initial velocity (Apple, UISpringTimingParameters
/// init(): "sets the damping ratio to 4.56"). With a damping ratio, the animator's duration is the one given; with
/// mass, stiffness and damping, we take the spring's own settling time as the duration
/// (`CASpringAnimation.settlingDuration`), since those parameters fix the motion.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    open private(set) var initialVelocity: CGVector
    /// The damping ratio ζ; for the mass-stiffness-damping form, c / (2√(mk)). Playground extension (not in UIKit).
    public let playgroundDampingRatio: CGFloat
    /// Mass, stiffness and damping when given (their settling time is the duration).
    /// Playground extension (not in UIKit).
    public let playgroundSpring: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    public override convenience init() { self.init(dampingRatio: 4.56) }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        playgroundDampingRatio = ratio
        playgroundSpring = nil
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        playgroundDampingRatio = damping / (2 * (mass * stiffness).squareRoot())
        playgroundSpring = (mass, stiffness, damping)
        initialVelocity = velocity
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The settling time of the mass-stiffness-damping form (nil for the damping-ratio form, which keeps the
    /// duration given). Playground extension (not in UIKit).
    public var playgroundSettlingDuration: TimeInterval? {
        guard let s = playgroundSpring else { return nil }
        let speed = (initialVelocity.dx * initialVelocity.dx + initialVelocity.dy * initialVelocity.dy).squareRoot()
        return CASpringAnimation.playgroundSettlingDuration(mass: Double(s.mass), stiffness: Double(s.stiffness),
                                                 damping: Double(s.damping), initialVelocity: Double(speed))
    }
}
