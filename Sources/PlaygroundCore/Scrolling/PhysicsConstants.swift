internal import RealModule

/// The scroll physics' tunable constants, carried by `PlaygroundConfig.physics` and the `ScrollController`. The
/// defaults are the values the scrolling code always used; the parameter panel and `--param physics.NAME=VALUE`
/// change them (docs/tuning.md). A change applies to the next gesture.
///
///     var p = PhysicsConstants()
///     p.decelerationRate = FrictionSimulation.fastRate   // UIScrollView.DecelerationRate.fast
public struct PhysicsConstants: Hashable, Sendable {
    /// Velocity factor per millisecond after a fling (UIScrollView.DecelerationRate.normal: 0.998; .fast: 0.99).
    public var decelerationRate = FrictionSimulation.normalRate
    /// The rubber band's constant c, dimensionless (UIScrollView: 0.55; REFERENCES §2).
    public var rubberBand = RubberBand.c
    /// The bounce-back spring's stiffness k, per second squared with mass 1 (REFERENCES §2: 100, ω = 10 rad/s).
    public var bounceStiffness = SpringSimulation.Description.bounce.stiffness
    /// The bounce-back spring's damping ratio ζ, dimensionless (REFERENCES §2: 1, critically damped).
    public var bounceDampingRatio = 1.0
    /// The velocity tracker's window, seconds (Flutter `_horizonMilliseconds` / Android: 100 ms).
    public var velocityWindow = VelocityTracker.horizon
    /// Distance a press must travel to become a drag, points (REFERENCES §2 "Fling thresholds": 3–4 px for a mouse).
    public var touchSlop = ScrollController.touchSlop
    /// Below this a release does not fling, points per second (Flutter/Android min fling velocity: 50).
    public var minFlingVelocity = ScrollController.minFlingVelocity
    /// Fling velocities are clamped to this, points per second (Flutter/Android max fling velocity: 8000).
    public var maxFlingVelocity = ScrollController.maxFlingVelocity
    /// Whether a same-direction fling during a fling carries momentum (iOS; Flutter's
    /// BouncingScrollPhysics.carriedMomentum). On by default.
    public var flingAcceleration = true

    public init() {}

    /// The edge bounce spring (mass 1).
    public var bounceSpring: SpringSimulation.Description {
        SpringSimulation.Description(mass: 1, stiffness: bounceStiffness, dampingRatio: bounceDampingRatio)
    }

    /// The release velocity for a tracked velocity `v`: clamped to ±maxFlingVelocity; below minFlingVelocity
    /// (either sign), no fling.
    public func flingVelocity(_ v: Double) -> Double {
        guard v.isFinite, abs(v) >= minFlingVelocity else { return 0 }
        return v.clamped(to: -maxFlingVelocity...maxFlingVelocity)
    }
}

/// iOS fling acceleration, as Flutter reproduces it (packages/flutter/lib/src/widgets/scroll_physics.dart,
/// `BouncingScrollPhysics.carriedMomentum`, and scroll_activity.dart, `ScrollDragController.end`): a drag that
/// catches a moving fling and is released in the same direction adds the momentum carried from the caught velocity.
///
///     FlingMomentum.carried(1000)    // 0.000816 · 1000^1.967 ≈ 650 points per second
///     FlingMomentum.carried(-1000)   // ≈ −650
public enum FlingMomentum {
    /// Flutter's fit of iOS: 0.000816 · |v|^1.967, points per second.
    public static let coefficient = 0.000816
    public static let exponent = 1.967
    /// The carried momentum's bound, points per second (Flutter: 40000).
    public static let limit = 40000.0
    /// Flutter's `momentumRetainVelocityThresholdFactor`: the new fling must be faster than half the carried
    /// momentum, or nothing is carried.
    public static let retainFactor = 0.5
    /// Flutter's `momentumRetainStationaryDurationThreshold`: a drag that stood still longer than this (seconds,
    /// 20 ms) carries nothing.
    public static let stationaryLimit = 0.020

    /// sign(v) · min(0.000816 · |v|^1.967, 40000), points per second.
    public static func carried(_ v: Double) -> Double {
        guard v.isFinite, v != 0 else { return 0 }
        let m = min(coefficient * Double.pow(abs(v), exponent), limit)
        return v < 0 ? -m : m
    }

    /// The new fling's velocity: `release` plus the momentum carried from `caught` (the velocity of the fling the
    /// press caught) when both go the same way and the new fling is not much slower than the carried momentum.
    public static func accelerated(release: Double, caught: Double) -> Double {
        let carry = carried(caught)
        guard release != 0, carry != 0, (release > 0) == (carry > 0),
              abs(release) > abs(carry) * retainFactor else { return release }
        return release + carry
    }
}
