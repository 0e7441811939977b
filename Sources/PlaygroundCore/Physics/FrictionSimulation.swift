internal import RealModule

/// UIScrollView's deceleration: the velocity is multiplied by `rate` every millisecond (REFERENCES §2).
///
///     v(t) = v0 · r^(1000t),   x(t) = x0 + v0 · (r^(1000t) − 1) / (1000 · ln r),   rest = x0 − v0 / (1000 · ln r)
///
///     FrictionSimulation(position: 0, velocity: 1000).finalPosition   // ≈ 499.5 (normal rate)
public struct FrictionSimulation: Simulation, Hashable {
    /// UIScrollView.DecelerationRate.normal: 0.998 per millisecond.
    public static let normalRate = 0.998
    /// UIScrollView.DecelerationRate.fast: 0.99 per millisecond.
    public static let fastRate = 0.99

    public let x0: Double
    public let v0: Double
    /// Velocity factor per millisecond, 0 < rate < 1.
    public let rate: Double
    /// The exponent's coefficient, 1000 · ln r (per second, negative).
    public let k: Double

    public init(position: Double, velocity: Double, rate: Double = FrictionSimulation.normalRate) {
        x0 = position
        v0 = velocity
        self.rate = rate
        k = 1000 * Double.log(rate)
    }

    public func position(at t: Double) -> Double { x0 + v0 * (Double.exp(k * max(0, t)) - 1) / k }

    public func velocity(at t: Double) -> Double { v0 * Double.exp(k * max(0, t)) }

    /// Where the motion comes to rest (t → ∞).
    public var finalPosition: Double { x0 - v0 / k }

    /// The time the remaining distance to rest drops under `Tolerance.distance`: |v(t)| / |k| = tolerance.
    public var duration: Double {
        let remaining = abs(v0 / k)
        guard remaining > Tolerance.distance else { return 0 }
        return Double.log(Tolerance.distance / remaining) / k
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    /// When the motion passes `x`, or nil if it never does (behind the start, or at or past the rest position).
    public func time(toReach x: Double) -> Double? {
        guard v0 != 0 else { return x == x0 ? 0 : nil }
        let f = 1 + (x - x0) * k / v0  // = e^(kt), in (0, 1]
        guard f > 0, f <= 1 else { return nil }
        return Double.log(f) / k
    }

    /// The velocity (points per second) of a fling that comes to rest `distance` points further: the inverse of
    /// `projectedRest`, v0 = −distance · 1000 · ln r.
    ///
    ///     FrictionSimulation.velocity(toTravel: 300)   // ≈ 600.6 points per second (normal rate)
    public static func velocity(toTravel distance: Double, rate: Double = normalRate) -> Double {
        -distance * 1000 * Double.log(rate)
    }

    /// The rest position of a fling from `position` at `velocity`, without building a simulation.
    public static func projectedRest(position: Double, velocity: Double, rate: Double = normalRate) -> Double {
        position - velocity / (1000 * Double.log(rate))
    }
}
