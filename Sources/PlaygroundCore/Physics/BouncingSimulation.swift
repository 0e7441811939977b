/// A fling that respects the edges (Flutter's BouncingScrollSimulation): UIScrollView friction inside the range; if
/// the fling reaches an edge, the bounce spring takes over there with the velocity it had, so the content goes a
/// little past the edge and comes back to rest exactly on it. Started out of range, it is the spring from the start.
///
///     BouncingSimulation(position: 90, velocity: 1000, range: 0...100).isDone(at: 3)   // true, resting at 100
public struct BouncingSimulation: Simulation, Hashable {
    private let friction: FrictionSimulation
    /// When the friction phase hands over to a spring, and that spring.
    private let handover: (time: Double, spring: SpringSimulation)?

    /// A fling from `x0` at `v0` inside `range`.
    ///
    /// - Parameters:
    ///   - x0: the start position, points.
    ///   - v0: the start velocity, points per second.
    ///   - range: the rest positions; the spring takes over past either end.
    ///   - rate: the friction's deceleration rate per millisecond (UIScrollView `.normal` 0.998 by default).
    ///   - spring: the bounce-back spring at an edge (REFERENCES §2's by default; tunable through
    ///     `PhysicsConstants`).
    public init(position x0: Double, velocity v0: Double, range: ClosedRange<Double>,
                rate: Double = FrictionSimulation.normalRate, spring: SpringSimulation.Description = .bounce) {
        friction = FrictionSimulation(position: x0, velocity: v0, rate: rate)
        if x0 < range.lowerBound || x0 > range.upperBound {
            let edge = x0 < range.lowerBound ? range.lowerBound : range.upperBound
            handover = (0, SpringSimulation(from: x0, velocity: v0, to: edge, spring: spring))
        } else if friction.finalPosition > range.upperBound, let t = friction.time(toReach: range.upperBound) {
            handover = (t, SpringSimulation(from: range.upperBound, velocity: friction.velocity(at: t), to: range.upperBound, spring: spring))
        } else if friction.finalPosition < range.lowerBound, let t = friction.time(toReach: range.lowerBound) {
            handover = (t, SpringSimulation(from: range.lowerBound, velocity: friction.velocity(at: t), to: range.lowerBound, spring: spring))
        } else {
            handover = nil
        }
    }

    /// Whether the fling reaches an edge (or starts past one).
    public var hitsEdge: Bool { handover != nil }

    /// When the friction phase ends (the fling reaches the edge), if it does.
    public var edgeTime: Double? { handover?.time }

    public func position(at t: Double) -> Double {
        if let h = handover, t >= h.time {
            return h.spring.isDone(at: t - h.time) ? h.spring.target : h.spring.position(at: t - h.time)
        }
        return friction.isDone(at: t) ? friction.position(at: friction.duration) : friction.position(at: t)
    }

    public func velocity(at t: Double) -> Double {
        if let h = handover, t >= h.time { return h.spring.isDone(at: t - h.time) ? 0 : h.spring.velocity(at: t - h.time) }
        return friction.isDone(at: t) ? 0 : friction.velocity(at: t)
    }

    public func isDone(at t: Double) -> Bool {
        if let h = handover { return t >= h.time && h.spring.isDone(at: t - h.time) }
        return friction.isDone(at: t)
    }

    public static func == (l: BouncingSimulation, r: BouncingSimulation) -> Bool {
        l.friction == r.friction && l.handover?.time == r.handover?.time && l.handover?.spring == r.handover?.spring
    }

    public func hash(into h: inout Hasher) {
        h.combine(friction)
        h.combine(handover?.time)
        h.combine(handover?.spring)
    }
}
