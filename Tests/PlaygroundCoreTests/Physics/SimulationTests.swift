import Foundation  // sin, cos, exp, log, pow: the C library (the core uses RealModule)
import Testing
@testable import PlaygroundCore

@Suite struct FrictionSimulationTests {
    @Test(arguments: [1000.0, -1000.0, 2500.0, -8000.0, 60.0])
    func matchesUIScrollViewFormulaAtFixedTimes(v0: Double) {
        for rate in [FrictionSimulation.normalRate, FrictionSimulation.fastRate] {
            let sim = FrictionSimulation(position: 100, velocity: v0, rate: rate)
            for t in [0.0, 0.016, 0.1, 0.5, 1.0, 2.5] {
                // v(t) = v0·r^(1000t); x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r)
                let rt = pow(rate, 1000 * t)
                #expect(abs(sim.velocity(at: t) - v0 * rt) <= 1e-9 * abs(v0))
                #expect(abs(sim.position(at: t) - (100 + v0 * (rt - 1) / (1000 * log(rate)))) <= 1e-9 * abs(v0))
            }
            // Mirror: a negative velocity mirrors the motion about the start.
            let mirrored = FrictionSimulation(position: 100, velocity: -v0, rate: rate)
            #expect(abs((mirrored.position(at: 0.3) - 100) + (sim.position(at: 0.3) - 100)) < 1e-9)
        }
    }

    @Test func restIsTheProjection() {
        // normal: rest = x0 − v0/(1000·ln 0.998) ≈ x0 + 0.4995·v0
        #expect(abs(FrictionSimulation(position: 0, velocity: 1000).finalPosition - 499.49983) < 1e-4)
        // fast: −1/(1000·ln 0.99) ≈ 0.0995
        #expect(abs(FrictionSimulation(position: 0, velocity: 1000, rate: 0.99).finalPosition - 99.49916) < 1e-4)
        // Apple's projection (WWDC 2018 "Designing Fluid Interfaces"): (v/1000)·r/(1 − r) ≈ 499 for normal: within 0.2 %.
        let apple = (1000.0 / 1000) * 0.998 / (1 - 0.998)
        #expect(abs(apple - 499.5) / 499.5 < 0.002)
    }

    @Test func timeToReachRoundTrips() {
        for v0 in [1500.0, -1500.0, 300.0] {
            let sim = FrictionSimulation(position: -40, velocity: v0)
            for t in [0.01, 0.2, 0.7, 1.5] {
                let back = sim.time(toReach: sim.position(at: t))!
                #expect(abs(back - t) < 1e-6, "v0 \(v0) t \(t)")
            }
            #expect(sim.time(toReach: sim.finalPosition + (v0 > 0 ? 1 : -1)) == nil)  // never reaches past rest
            #expect(sim.time(toReach: -40 - (v0 > 0 ? 1 : -1)) == nil)  // nor behind the start
        }
    }

    @Test func stopsWithinHalfAPointOfRest() {
        let sim = FrictionSimulation(position: 0, velocity: 3000)
        #expect(!sim.isDone(at: sim.duration - 0.01))
        #expect(sim.isDone(at: sim.duration))
        #expect(abs(sim.position(at: sim.duration) - sim.finalPosition) <= Tolerance.distance + 1e-9)
        #expect(FrictionSimulation(position: 5, velocity: 0).isDone(at: 0))
    }
}

@Suite struct SpringSimulationTests {
    @Test(arguments: [0.0, 800.0, -800.0])
    func criticallyDampedMatchesClosedForm(v0: Double) {
        let sim = SpringSimulation(from: 100, velocity: v0, to: 0)  // mass 1, stiffness 100: r = −10
        for t in [0.0, 0.05, 0.1, 0.3, 1.0] {
            let expected = (100 + (v0 + 10 * 100) * t) * exp(-10 * t)  // x = (x0 + (v0 − r·x0)·t)·e^(rt)
            #expect(abs(sim.position(at: t) - expected) < 1e-9)
        }
        // Velocity is the derivative of position (central difference).
        let h = 1e-6
        for t in [0.02, 0.2, 0.5] {
            let numeric = (sim.position(at: t + h) - sim.position(at: t - h)) / (2 * h)
            #expect(abs(sim.velocity(at: t) - numeric) < 1e-3)
        }
        #expect(sim.velocity(at: 0) == v0)
    }

    @Test func underAndOverdampedStartRightAndSettle() {
        for ratio in [0.3, 1.0, 2.5] {
            let spring = SpringSimulation.Description(mass: 0.5, stiffness: 100, dampingRatio: ratio)
            let sim = SpringSimulation(from: 50, velocity: -300, to: 10, spring: spring)
            #expect(abs(sim.position(at: 0) - 50) < 1e-9)
            #expect(abs(sim.velocity(at: 0) + 300) < 1e-9)
            #expect(abs(sim.position(at: 20) - 10) < 1e-6)
            #expect(sim.isDone(at: 20))
            let h = 1e-6
            let numeric = (sim.position(at: 0.1 + h) - sim.position(at: 0.1 - h)) / (2 * h)
            #expect(abs(sim.velocity(at: 0.1) - numeric) < 1e-3, "ratio \(ratio)")
        }
    }

    @Test func overshootPrediction() {
        #expect(!SpringSimulation(from: 100, velocity: 0, to: 0).overshoots)
        #expect(!SpringSimulation(from: 100, velocity: 500, to: 0).overshoots)  // moving away
        #expect(SpringSimulation(from: 100, velocity: -2000, to: 0).overshoots)  // 2000 > ω·100
        #expect(!SpringSimulation(from: 100, velocity: -900, to: 0).overshoots)
    }
}

@Suite struct SnapAndEaseTests {
    /// Samples a simulation at 240 Hz until done.
    func samples(_ sim: some Simulation) -> [(t: Double, x: Double, v: Double)] {
        var out: [(Double, Double, Double)] = []
        var t = 0.0
        while t < 10 {
            out.append((t, sim.position(at: t), sim.velocity(at: t)))
            if sim.isDone(at: t) { break }
            t += 1.0 / 240
        }
        return out
    }

    @Test(arguments: [(0.0, 0.0, 300.0), (0.0, 4000.0, 100.0), (0.0, -4000.0, -100.0), (50.0, 300.0, 0.0),
                      (0.0, 8000.0, 620.0), (10.0, -200.0, 400.0), (0.0, 1200.0, 0.0)])
    func snapEndsExactlyWithoutOvershootAndKeepsTheReleaseVelocity(x0: Double, v0: Double, target: Double) {
        let sim = SnapSimulation(from: x0, velocity: v0, to: target)
        #expect(sim.velocity(at: 0) == v0)
        #expect(sim.position(at: 0) == x0)
        let s = samples(sim)
        #expect(s.last!.x == target)  // exactly on the target
        #expect(sim.isDone(at: s.last!.t))
        // Moving away from the target (or sitting on it) at release, the content may go on a little before it
        // turns back: allow |v0|·1 s, far more than the spring's e^(−1)·|v0|/ω.
        let away = v0 != 0 && v0 * (target - x0) <= 0 ? abs(v0) : 0
        let lo = min(x0, target) - away, hi = max(x0, target) + away
        for p in s { #expect(p.x >= lo - 1e-9 && p.x <= hi + 1e-9) }
        // Never past the target on the far side from the start.
        if x0 != target {
            let sign = target > x0 ? 1.0 : -1.0
            for p in s { #expect((p.x - target) * sign <= 1e-9, "overshoot at t \(p.t): \(p.x)") }
        }
        // No last-frame jump: the final step is at most the spring's tolerance (1/100 point) plus the step before.
        if s.count > 3 {
            let lastStep = abs(s[s.count - 1].x - s[s.count - 2].x)
            let before = abs(s[s.count - 2].x - s[s.count - 3].x)
            #expect(lastStep <= Tolerance.springDistance + before + 1e-9)
        }
    }

    @Test func easeRetargetsWithContinuousVelocity() {
        let first = EaseSimulation(from: 0, velocity: 0, to: 53)
        #expect(abs(first.position(at: 0.075) - 26.5) < 1e-9)
        #expect(first.position(at: 0.15) == 53 && first.velocity(at: 0.15) == 0)
        // A second notch 50 ms in: the new animation starts where and as fast as the first one was.
        let (x, v) = (first.position(at: 0.05), first.velocity(at: 0.05))
        let second = EaseSimulation(from: x, velocity: v, to: 106)
        #expect(second.position(at: 0) == x)
        #expect(abs(second.velocity(at: 0) - v) < 1e-9)
        #expect(second.position(at: second.duration) == 106)
    }

    @Test func easeNeverOvershootsAFastStart() {
        let sim = EaseSimulation(from: 0, velocity: 5000, to: 20)
        for k in 0...100 {
            let t = sim.duration * Double(k) / 100
            #expect(sim.position(at: t) <= 20 + 1e-9)
        }
    }

    @Test func bouncingHandsOverAtTheEdgeAndRestsOnIt() {
        let sim = BouncingSimulation(position: 900, velocity: 2000, range: 0...1000)
        #expect(sim.hitsEdge)
        let edge = sim.edgeTime!
        #expect(abs(sim.position(at: edge) - 1000) < 1e-6)
        // Velocity continuous at the handover.
        #expect(abs(sim.velocity(at: edge - 1e-7) - sim.velocity(at: edge)) < 0.1)
        let s = samples(sim)
        #expect(s.map(\.x).max()! > 1000)  // goes past the edge
        #expect(s.last!.x == 1000)  // and rests exactly on it
        // Started past the edge: springs straight back.
        let back = BouncingSimulation(position: -80, velocity: 0, range: 0...1000)
        #expect(samples(back).last!.x == 0)
        // Inside with a gentle fling: plain friction.
        #expect(!BouncingSimulation(position: 100, velocity: 200, range: 0...1000).hitsEdge)
    }
}

@Suite struct RubberBandAndTrackerTests {
    @Test func rubberBandValues() {
        // b = (1 − 1/(x·0.55/d + 1))·d
        #expect(abs(RubberBand.resisted(100, dimension: 800) - (1 - 1 / (100 * 0.55 / 800 + 1)) * 800) < 1e-12)
        #expect(abs(RubberBand.resisted(100, dimension: 800) - 51.4619883) < 1e-6)
        #expect(RubberBand.resisted(-100, dimension: 800) == -RubberBand.resisted(100, dimension: 800))
        #expect(RubberBand.resisted(1e12, dimension: 800) < 800)
        for x in [0.5, 10.0, 300.0, 5000.0] {
            let b = RubberBand.resisted(x, dimension: 600)
            #expect(b < x)
            #expect(abs(RubberBand.raw(b, dimension: 600) - x) < 1e-6 * x)
        }
        #expect(RubberBand.position(raw: 1100, range: 0...1000, dimension: 800) == 1000 + RubberBand.resisted(100, dimension: 800))
        #expect(RubberBand.position(raw: 500, range: 0...1000, dimension: 800) == 500)
    }

    @Test func quadraticFitRecoversTheSlope() {
        var tracker = VelocityTracker()
        // x(t) = 3 + 900·t − 2000·t²: the slope at the newest sample t1 is 900 − 4000·t1.
        for i in 0...10 {
            let t = Double(i) * 0.008
            tracker.add(time: t, position: 3 + 900 * t - 2000 * t * t)
        }
        #expect(abs(tracker.velocity(at: 0.08) - (900 - 4000 * 0.08)) < 1e-6)
    }

    @Test func onlyTheLast100msAndTwentySamplesCount() {
        var tracker = VelocityTracker()
        for i in 0..<50 { tracker.add(time: Double(i) * 0.005, position: i < 25 ? 0 : Double(i - 25) * 5) }
        // The last 20 samples (95 ms) are all on the 1000 points/s line.
        #expect(abs(tracker.velocity(at: 0.245) - 1000) < 1e-6)
    }

    @Test func aPointerStillForMoreThan40msHasNoVelocity() {
        var tracker = VelocityTracker()
        for i in 0...5 { tracker.add(time: Double(i) * 0.01, position: Double(i) * 10) }
        #expect(abs(tracker.velocity(at: 0.05) - 1000) < 1e-6)
        #expect(abs(tracker.velocity(at: 0.09) - 1000) < 1e-6)
        #expect(tracker.velocity(at: 0.0901) == 0)
        var single = VelocityTracker()
        single.add(time: 0, position: 5)
        #expect(single.velocity(at: 0) == 0)
    }
}

@Suite struct VelocityDirectionTests {
    /// A drag that moved forward and then held still for 30 ms (under the 40 ms stop rule): a quadratic fit through
    /// a fast move and a stop overshoots, and its slope at the newest sample can point backward. The estimate must
    /// never point against the window's net movement.
    @Test func aPauseBeforeReleaseNeverFlingsBackward() {
        var tracker = VelocityTracker()
        for i in 0...6 { tracker.add(time: Double(i) * 0.008, position: Double(i) * 20) }  // 2500 points/s
        for i in 1...3 { tracker.add(time: 0.048 + Double(i) * 0.010, position: 120) }       // still for 30 ms
        let raw = VelocityTracker.fit(tracker.windowForTesting.t, tracker.windowForTesting.x, degree: 2)!
        #expect(raw < 0)  // the overshoot the rule exists for
        let v = tracker.velocity(at: 0.078)
        #expect(v >= 0, "\(v)")
    }
}
