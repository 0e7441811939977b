/// Settles from (x0, v0) exactly on a snap target, with the release velocity kept (no jerk) and no overshoot.
///
/// The policy picks one of two closed forms:
/// - the critically damped spring of REFERENCES §2 (mass 1, stiffness 100, ω = 10/s) when it would not cross the
///   target, i.e. when the content moves slowly toward the target, stands still, or moves away from it;
/// - otherwise (fast toward a near target: v0·Δ > 0 and |v0| > ω·|Δ|), constant deceleration: x = x0 + v0·t − a·t²/2
///   with a = v0² / (2Δ), arriving at rest exactly at t = 2Δ / v0 (< 2/ω = 0.2 s in this regime).
///
///     SnapSimulation(from: 0, velocity: 4000, to: 100).isDone(at: 0.05)   // true: 2·100 / 4000 = 0.05 s
public struct SnapSimulation: Simulation, Hashable {
    private enum Motion: Hashable {
        case spring(SpringSimulation)
        case decelerate(x0: Double, v0: Double, a: Double, duration: Double)
    }

    public let target: Double
    private let motion: Motion

    public init(from x0: Double, velocity v0: Double, to target: Double) {
        self.target = target
        let spring = SpringSimulation(from: x0, velocity: v0, to: target, spring: .bounce)
        let delta = target - x0
        if spring.overshoots, v0 * delta > 0 {
            let duration = 2 * delta / v0
            motion = .decelerate(x0: x0, v0: v0, a: v0 / duration, duration: duration)
        } else {
            motion = .spring(spring)
        }
    }

    public func position(at t: Double) -> Double {
        switch motion {
        case let .spring(s): return s.isDone(at: t) ? target : s.position(at: t)
        case let .decelerate(x0, v0, a, d):
            guard t < d else { return target }
            let t = max(0, t)
            return x0 + v0 * t - a * t * t / 2
        }
    }

    public func velocity(at t: Double) -> Double {
        switch motion {
        case let .spring(s): return s.isDone(at: t) ? 0 : s.velocity(at: t)
        case let .decelerate(_, v0, a, d): return t < d ? v0 - a * max(0, t) : 0
        }
    }

    public func isDone(at t: Double) -> Bool {
        switch motion {
        case let .spring(s): s.isDone(at: t)
        case let .decelerate(_, _, _, d): t >= d
        }
    }
}
