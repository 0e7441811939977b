internal import RealModule

/// A damped spring pulling toward `target`: m·x'' + c·x' + k·x = 0 with x measured from the target, in closed form
/// for the critically damped, overdamped and underdamped cases (REFERENCES §2 "Spring solutions").
///
///     SpringSimulation(from: 100, velocity: 0, to: 0).position(at: 0.1)   // (100 + 1000·0.1)·e^(−1) ≈ 73.6
public struct SpringSimulation: Simulation, Hashable {
    /// A spring's physical description.
    public struct Description: Hashable, Sendable {
        public var mass: Double
        public var stiffness: Double
        public var damping: Double

        /// From mass, stiffness and damping ratio ζ (1: critically damped): c = ζ · 2√(m·k).
        public init(mass: Double, stiffness: Double, dampingRatio: Double) {
            self.mass = mass
            self.stiffness = stiffness
            damping = dampingRatio * 2 * (mass * stiffness).squareRoot()
        }

        /// The bounce-back spring of REFERENCES §2: mass 1, stiffness 100, damping ratio 1 (critically damped,
        /// ω = 10 rad/s).
        public static let bounce = Description(mass: 1, stiffness: 100, dampingRatio: 1)
    }

    private enum Solution: Hashable {
        /// x = (c1 + c2·t)·e^(r·t)
        case critical(r: Double, c1: Double, c2: Double)
        /// x = c1·e^(r1·t) + c2·e^(r2·t)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
        /// x = e^(r·t)·(c1·cos(ω·t) + c2·sin(ω·t))
        case underdamped(r: Double, w: Double, c1: Double, c2: Double)
    }

    public let target: Double
    public let spring: Description
    private let solution: Solution

    public init(from position: Double, velocity v0: Double, to target: Double, spring: Description = .bounce) {
        self.target = target
        self.spring = spring
        let x0 = position - target
        let (m, c, k) = (spring.mass, spring.damping, spring.stiffness)
        let discriminant = c * c - 4 * m * k
        let tolerance = 1e-9 * c * c
        if abs(discriminant) <= tolerance {
            let r = -c / (2 * m)
            solution = .critical(r: r, c1: x0, c2: v0 - r * x0)
        } else if discriminant > 0 {
            let s = discriminant.squareRoot()
            let r1 = (-c - s) / (2 * m), r2 = (-c + s) / (2 * m)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            solution = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        } else {
            let w = (-discriminant).squareRoot() / (2 * m)
            let r = -c / (2 * m)
            solution = .underdamped(r: r, w: w, c1: x0, c2: (v0 - r * x0) / w)
        }
    }

    /// Displacement from the target at `t`.
    private func x(_ t: Double) -> Double {
        switch solution {
        case let .critical(r, c1, c2): (c1 + c2 * t) * Double.exp(r * t)
        case let .overdamped(r1, r2, c1, c2): c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t)
        case let .underdamped(r, w, c1, c2): Double.exp(r * t) * (c1 * Double.cos(w * t) + c2 * Double.sin(w * t))
        }
    }

    public func position(at t: Double) -> Double { target + x(max(0, t)) }

    public func velocity(at t: Double) -> Double {
        let t = max(0, t)
        switch solution {
        case let .critical(r, c1, c2): return (r * (c1 + c2 * t) + c2) * Double.exp(r * t)
        case let .overdamped(r1, r2, c1, c2): return c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)
        case let .underdamped(r, w, c1, c2):
            return Double.exp(r * t) * ((c1 * r + c2 * w) * Double.cos(w * t) + (c2 * r - c1 * w) * Double.sin(w * t))
        }
    }

    public func isDone(at t: Double) -> Bool {
        abs(x(max(0, t))) < Tolerance.springDistance && abs(velocity(at: t)) < Tolerance.springVelocity
    }

    /// Whether the motion ever crosses the target (overshoots). Critically damped: x = (c1 + c2·t)·e^(rt) changes
    /// sign for some t > 0 exactly when c1 and c2 have opposite signs.
    public var overshoots: Bool {
        switch solution {
        case let .critical(_, c1, c2): c1 * c2 < 0
        case let .overdamped(_, _, c1, c2): c1 * c2 < 0 && abs(c2) > abs(c1)
        case .underdamped: true
        }
    }
}
