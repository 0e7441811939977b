import Foundation
import Testing
import UIKit

/// Timing curves and springs, against values worked out from their formulas (docs/uikit.md, "Animations").
@Suite struct AnimationTimingTests {
    /// A cubic Bézier from (0,0) to (1,1): at parameter t = 1/2 the point is (3/8·(p1 + p2) + 1/8) per coordinate,
    /// so the curve's y at that x is known exactly.
    @Test func namedTimingFunctionsAtKnownPoints() {
        func point(_ c1: Double, _ c2: Double) -> Double { 0.375 * (c1 + c2) + 0.125 }
        let linear = CAMediaTimingFunction(name: .linear)
        for x in [0.0, 0.1, 0.5, 0.9, 1.0] { #expect(abs(linear.playgroundValue(at: x) - x) < 1e-9) }
        // easeIn (0.42, 0)(1, 1): x = 0.375·1.42 + 0.125 = 0.6575, y = 0.375·1 + 0.125 = 0.5.
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        #expect(abs(easeIn.playgroundValue(at: point(0.42, 1)) - point(0, 1)) < 1e-6)
        // default (0.25, 0.1)(0.25, 1): x = 0.3125, y = 0.5375.
        let standard = CAMediaTimingFunction(name: .default)
        #expect(abs(standard.playgroundValue(at: 0.3125) - 0.5375) < 1e-6)
        // easeInEaseOut is symmetric about (0.5, 0.5).
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(easeInOut.playgroundValue(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(easeInOut.playgroundValue(at: 0.2) + easeInOut.playgroundValue(at: 0.8) - 1) < 1e-6)
        // Ends and clamping.
        #expect(easeInOut.playgroundValue(at: 0) == 0 && abs(easeInOut.playgroundValue(at: 1) - 1) < 1e-9)
        #expect(easeInOut.playgroundValue(at: -1) == 0 && abs(easeInOut.playgroundValue(at: 2) - 1) < 1e-9)
    }

    @Test func controlPointsAreReportedAsGiven() {
        let f = CAMediaTimingFunction(controlPoints: 0.3, 0.2, 0.7, 0.9)
        var values: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &values)
        #expect(values == [0.3, 0.2])
        f.getControlPoint(at: 2, values: &values)
        #expect(values == [0.7, 0.9])
        f.getControlPoint(at: 3, values: &values)
        #expect(values == [1, 1])
        #expect(CAMediaTimingFunction(name: .easeOut) == CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1))
        // A curve whose control points leave 0…1 in y (an overshoot) still maps x monotonically.
        let overshoot = CAMediaTimingFunction(controlPoints: 0.5, 1.8, 0.5, 1)
        #expect(overshoot.playgroundValue(at: 0.5) > 1)
    }

    /// Apple's defaults (CASpringAnimation: mass 1, stiffness 100, damping 10, initial velocity 0) give ζ = 0.5,
    /// ω₀ = 10 /s; the envelope bound ln(A/0.001)/(ζω₀) with A = 1/√(1 − ζ²) is 1.41032 s.
    @Test func springSettlingDurationFromTheDampedOscillator() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(abs(spring.settlingDuration - 1.41032) < 1e-4)
        // Apple's worked example: damping 5 settles in "approximately 2.85 seconds"; the formula gives 2.77601 s.
        spring.damping = 5
        #expect(abs(spring.settlingDuration - 2.77601) < 1e-4)
        #expect(abs(spring.settlingDuration - 2.85) < 0.1)
        // An initial velocity toward the target: b = (ζω₀ − v₀)/ω_d = 0, so A = 1: ln(1000)/5 = 1.38155 s.
        spring.damping = 10
        spring.initialVelocity = 5
        #expect(abs(spring.settlingDuration - 1.38155) < 1e-4)
        // Critically damped (damping 20): (1 + 10t)·e^(−10t) = 0.001 at t = 0.92334 s (1 ms steps).
        spring.initialVelocity = 0
        spring.damping = 20
        #expect(abs(spring.settlingDuration - 0.92334) < 0.0015)
        // More damping settles an overdamped spring more slowly; more mass or less stiffness slows an underdamped one.
        let over = CASpringAnimation.playgroundSettlingDuration(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0)
        #expect(over > 0.92334)
        #expect(CASpringAnimation.playgroundSettlingDuration(mass: 2, stiffness: 100, damping: 10, initialVelocity: 0) > 1.41032)
    }

    /// The invariant behind the envelope: the underdamped distance x(t) = e^(−ζω₀t)(cos ω_d t + b sin ω_d t)
    /// stays within ε = 0.001 from the settling duration on.
    @Test func theDistanceStaysWithinEpsilonAfterSettling() {
        for damping in [2.0, 5, 10, 15] {
            let settle = CASpringAnimation.playgroundSettlingDuration(mass: 1, stiffness: 100, damping: damping, initialVelocity: 0)
            let zeta = damping / 20, omegaD = 10 * (1 - zeta * zeta).squareRoot(), b = zeta * 10 / omegaD
            for i in 0..<2000 {
                let t = settle + Double(i) * 0.005
                let x = exp(-zeta * 10 * t) * (cos(omegaD * t) + b * sin(omegaD * t))
                #expect(abs(x) <= 0.001 + 1e-12)
            }
        }
    }

    @Test func timingParameters() {
        let cubic = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(cubic.controlPoint1 == CGPoint(x: 0.42, y: 0) && cubic.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(cubic.timingCurveType == .cubic && cubic.springTimingParameters == nil)
        #expect(UICubicTimingParameters().animationCurve == .easeInOut)
        // Apple: UISpringTimingParameters() "sets the damping ratio to 4.56".
        #expect(UISpringTimingParameters().playgroundDampingRatio == 4.56)
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(abs(spring.playgroundDampingRatio - 0.5) < 1e-12)
        #expect(abs((spring.playgroundSettlingDuration ?? 0) - 1.41032) < 1e-4)
        #expect(UISpringTimingParameters(dampingRatio: 0.7).playgroundSettlingDuration == nil)
        #expect(UIView.AnimationOptions.curveLinear.playgroundCurve == .linear)
        #expect(UIView.AnimationOptions([.curveEaseOut, .transitionCrossDissolve]).playgroundCurve == .easeOut)
    }
}
