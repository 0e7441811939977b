import Foundation
import QuartzCore

/// An animation that pulls a property to its `toValue` with a damped spring (CAAnimation.h). Its defaults are
/// Apple's: `mass` 1, `stiffness` 100, `damping` 10, `initialVelocity` 0 (CASpringAnimation's documentation and
/// header: "Defaults to one", "Defaults to 100", "Defaults to 10", "Defaults to zero").
open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring (> 0).
    open var mass: CGFloat = 1
    /// The spring's stiffness coefficient (> 0).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (≥ 0).
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the distance to travel per second; positive toward the target.
    open var initialVelocity: CGFloat = 0
    /// Playground: stored (`settlingDuration` is the motion's, whatever the value).
    open var allowsOverdamping = false

    public required init() { super.init() }

    /// A spring that settles in about `perceptualDuration` with `bounce` (iOS 17, CAAnimation.h): mass 1,
    /// stiffness (2π / perceptualDuration)², damping from the damping ratio 1 − bounce (for bounce ≥ 0;
    /// 1 / (1 + bounce) below, Apple's SwiftUI `Spring(duration:bounce:)` conversion), and that duration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let omega = 2 * Double.pi / max(perceptualDuration, 1e-3)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        mass = 1
        stiffness = CGFloat(omega * omega)
        damping = CGFloat(2 * ratio * omega)
        duration = perceptualDuration
    }

    /// The perceptual duration (iOS 17): 2π / √(stiffness / mass).
    open var perceptualDuration: CFTimeInterval { 2 * Double.pi / (Double(stiffness) / Double(mass)).squareRoot() }
    /// The bounce (iOS 17): 1 − the damping ratio when it is ≤ 1, 1 / ratio − 1 above.
    open var bounce: CGFloat {
        let ratio = Self.dampingRatio(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// The time the spring needs to come to rest with these parameters (Apple: "The estimated duration required
    /// for the spring system to be considered at rest").
    ///
    /// Computed from the damped harmonic oscillator m x″ + c x′ + k x = 0, from a distance of 1 to the target with
    /// the initial velocity (positive toward it): the first time after which the distance stays within
    /// ε = 0.001 of the way (the epsilon Apple documents for SwiftUI's `Spring.settlingDuration`). Underdamped
    /// (ζ = c / (2√(mk)) < 1), the distance is bounded by its envelope A·e^(−ζω₀t), ω₀ = √(k/m), A = √(1 + ((ζω₀ −
    /// v₀)/ω_d)²), ω_d = ω₀√(1 − ζ²), so the time is ln(A/ε)/(ζω₀); critically or overdamped, the last time the
    /// distance exceeds ε, found on the exact solution at 1 ms steps.
    /// Apple's worked example (damping 5, else the defaults) says "approximately 2.85 seconds"; this gives 2.78 s.
    open var settlingDuration: CFTimeInterval {
        Self.playgroundSettlingDuration(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                              initialVelocity: Double(initialVelocity))
    }

    /// ζ = c / (2√(mk)).
    static func dampingRatio(mass: Double, stiffness: Double, damping: Double) -> Double {
        damping / (2 * (mass * stiffness).squareRoot())
    }

    /// See `settlingDuration`. Package for tests.
    package static func playgroundSettlingDuration(mass: Double, stiffness: Double, damping: Double,
                                                   initialVelocity v0: Double, epsilon: Double = 0.001) -> Double {
        guard mass > 0, stiffness > 0, damping >= 0 else { return 0 }
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio(mass: mass, stiffness: stiffness, damping: damping)
        if zeta == 0 { return .infinity }  // an undamped spring never comes to rest
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega0 - v0) / omegaD
            let amplitude = (1 + b * b).squareRoot()
            return max(0, log(amplitude / epsilon) / (zeta * omega0))
        }
        // x(t) is the distance left (x(0) = 1, x′(0) = −v0).
        let x: (Double) -> Double
        if zeta == 1 {
            x = { t in (1 + (omega0 - v0) * t) * exp(-omega0 * t) }
        } else {
            let root = omega0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega0 + root, r2 = -zeta * omega0 - root
            // x = a e^(r1 t) + b e^(r2 t); a + b = 1; a r1 + b r2 = −v0.
            let a = (-v0 - r2) / (r1 - r2), b = 1 - a
            x = { t in a * exp(r1 * t) + b * exp(r2 * t) }
        }
        // The slowest rate is e^(−(ζ − √(ζ² − 1))ω₀ t): search to where even its bound with the largest
        // coefficient is under ε.
        let slow = (zeta - (max(0, zeta * zeta - 1)).squareRoot()) * omega0
        let horizon = min(600, log(max(1, 1 + abs(v0)) * 10 / epsilon) / max(slow, 1e-9) + 1)
        var last = 0.0
        var t = 0.0
        while t <= horizon {
            if abs(x(t)) > epsilon { last = t }
            t += 0.001
        }
        return last
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        copy.mass = mass; copy.stiffness = stiffness; copy.damping = damping
        copy.initialVelocity = initialVelocity; copy.allowsOverdamping = allowsOverdamping
        return copy
    }
}
