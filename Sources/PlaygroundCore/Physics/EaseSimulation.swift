/// A cubic Hermite motion from (x0, v0) to `target` at rest, over `duration` seconds: it ends exactly on the target
/// with velocity 0, and starts with the given velocity, so retargeting mid-motion never jerks.
///
/// Used for wheel notches and keys (Chromium/GTK animate each notch over 100–200 ms and retarget with continuous
/// velocity: REFERENCES §2 "Wheel"). With m = duration·v0 / Δ, the curve has no overshoot for 0 ≤ m ≤ 3
/// (Fritsch–Carlson); the initializer shortens the duration when a fast start would break that.
///
///     EaseSimulation(from: 0, velocity: 0, to: 53).position(at: 0.075)   // 26.5: halfway at half time
public struct EaseSimulation: Simulation, Hashable {
    /// Chromium/GTK: each notch animated over 100–200 ms; the midpoint.
    public static let notchDuration = 0.15

    public let x0: Double
    public let v0: Double
    public let target: Double
    public let duration: Double

    public init(from x0: Double, velocity v0: Double, to target: Double, duration: Double = EaseSimulation.notchDuration) {
        self.x0 = x0
        self.v0 = v0
        self.target = target
        let delta = target - x0
        var d = max(duration, 1e-3)
        if delta != 0, d * v0 / delta > 3 { d = 3 * delta / v0 }  // fast toward the target: finish sooner, never overshoot
        self.duration = d
    }

    public func position(at t: Double) -> Double {
        guard t < duration else { return target }
        let s = max(0, t) / duration
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2
        return h00 * x0 + h10 * duration * v0 + h01 * target
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        let s = max(0, t) / duration
        let s2 = s * s
        let d00 = 6 * s2 - 6 * s, d10 = 3 * s2 - 4 * s + 1, d01 = -6 * s2 + 6 * s
        return (d00 * x0 + d01 * target) / duration + d10 * v0
    }

    public func isDone(at t: Double) -> Bool { t >= duration }
}
