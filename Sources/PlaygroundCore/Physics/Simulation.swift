/// A one-dimensional motion as a pure function of time (Flutter's `Simulation`): immutable initial conditions,
/// closed-form `position(at:)` and `velocity(at:)` for any t ≥ 0 (seconds since the simulation started), and
/// `isDone(at:)`. No hidden state: asking twice, or out of order, gives the same answers.
public protocol Simulation: Sendable {
    /// Position at `t` seconds, points.
    func position(at t: Double) -> Double
    /// Velocity at `t` seconds, points per second.
    func velocity(at t: Double) -> Double
    /// Whether the motion has come to rest by `t`; from then on position is `position(at: t)` held still.
    func isDone(at t: Double) -> Bool
}

/// When a motion counts as finished.
public enum Tolerance {
    /// Half a point: under one pixel at 1x, so stopping there cannot be seen.
    public static let distance = 0.5
    /// A spring is done when this close to its target (points) and slower than `springVelocity`; it is then placed
    /// exactly on the target, a final step of at most 1/100 point.
    public static let springDistance = 0.01
    public static let springVelocity = 0.5
}
