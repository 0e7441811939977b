import Foundation  // sin, cos, exp, log, pow: the C library (the core uses RealModule)
import Testing
import TestSupport
@testable import PlaygroundCore

/// iOS fling acceleration (Flutter's BouncingScrollPhysics.carriedMomentum): the formula, and through the
/// Playground: a second fling the same way during a fling goes faster; one the other way carries nothing.
@Suite struct FlingMomentumTests {
    @Test func carriedMomentumIsFluttersFormula() {
        for v in [1.0, 50, 1000, 2500, 8000] {
            let expected = 0.000816 * pow(v, 1.967)
            #expect(abs(FlingMomentum.carried(v) - expected) < 1e-9 * max(1, expected))
            #expect(FlingMomentum.carried(-v) == -FlingMomentum.carried(v))  // mirrored
        }
        #expect(abs(FlingMomentum.carried(1000) - 649.7) < 0.5)  // 0.000816 · 1000^1.967
        #expect(FlingMomentum.carried(0) == 0)
        #expect(FlingMomentum.carried(1e6) == 40000)  // the bound
        #expect(FlingMomentum.carried(-1e6) == -40000)
        #expect(FlingMomentum.carried(.nan) == 0)
    }

    @Test func onlyASameDirectionFlingNotMuchSlowerCarries() {
        let carry = FlingMomentum.carried(1500)  // ≈ 1449
        #expect(FlingMomentum.accelerated(release: 2000, caught: 1500) == 2000 + carry)
        #expect(FlingMomentum.accelerated(release: -2000, caught: -1500) == -2000 - carry)
        #expect(FlingMomentum.accelerated(release: -2000, caught: 1500) == -2000)  // opposite: nothing
        #expect(FlingMomentum.accelerated(release: 2000, caught: -1500) == 2000)
        #expect(FlingMomentum.accelerated(release: carry * 0.4, caught: 1500) == carry * 0.4)  // under half: nothing
        #expect(FlingMomentum.accelerated(release: 0, caught: 1500) == 0)
    }

    func config(acceleration: Bool = true) -> PlaygroundConfig {
        var c = PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "grid", itemCount: 4000)
        c.physics.flingAcceleration = acceleration
        return c
    }

    /// Flings up (content down) at about 1600 points/s, then at 0.6 s a second drag of `direction` (+1 the same way).
    func secondFling(direction: Double, acceleration: Bool = true) throws -> (tracked: Double, accelerated: Double) {
        var s = try Session(config(acceleration: acceleration))
        s.playground.setContentOffset(Point(x: 0, y: 40_000))
        s.drag(from: Point(x: 600, y: 600), to: Point(x: 600, y: 200), start: 0, duration: 0.25)
        s.run(until: 0.6)
        #expect(s.playground.scroller.phase == .decelerating)
        let from = Point(x: 600, y: direction > 0 ? 600 : 200)
        s.drag(from: from, to: Point(x: 600, y: from.y - direction * 400), start: 0.6, duration: 0.25)
        let r = try #require(s.playground.scroller.lastRelease)
        return (r.tracked, r.accelerated)
    }

    @Test func aSameDirectionFlingDuringAFlingCarriesMomentum() throws {
        let r = try secondFling(direction: 1)
        #expect(r.tracked > 1000)
        #expect(r.accelerated > r.tracked + 100, "\(r)")
        // The carried part is the formula applied to the velocity the press caught (below the first release's).
        #expect(r.accelerated - r.tracked < FlingMomentum.carried(1700))
    }

    @Test func anOppositeFlingCarriesNothing() throws {
        let r = try secondFling(direction: -1)
        #expect(r.tracked < -1000)
        #expect(r.accelerated == r.tracked)
    }

    @Test func theToggleTurnsItOff() throws {
        let r = try secondFling(direction: 1, acceleration: false)
        #expect(r.tracked > 1000)
        #expect(r.accelerated == r.tracked)
    }

    @Test func aFlingFromRestCarriesNothing() throws {
        var s = try Session(config())
        s.playground.setContentOffset(Point(x: 0, y: 40_000))
        s.drag(from: Point(x: 600, y: 600), to: Point(x: 600, y: 200), start: 0, duration: 0.25)
        let r = try #require(s.playground.scroller.lastRelease)
        #expect(r.accelerated == r.tracked)
    }
}
