import Foundation  // log: the C library (the core uses RealModule)
import Testing
@testable import PlaygroundCore

/// The velocity a wheel notch or an arrow key passes to a carousel's `targetContentOffset` (Playground+CarouselPaging):
/// the fling UIScrollView's deceleration brings to rest exactly one item further.
@Suite struct CarouselFlingTests {
    @Test(arguments: [300.0, -300.0, 57.5, 1024.0])
    func theVelocityRestsExactlyTheDistanceAway(distance: Double) {
        for rate in [FrictionSimulation.normalRate, FrictionSimulation.fastRate] {
            let v = FrictionSimulation.velocity(toTravel: distance, rate: rate)
            #expect(abs(v - (-distance * 1000 * log(rate))) < 1e-9)
            #expect(abs(FrictionSimulation(position: 40, velocity: v, rate: rate).finalPosition - (40 + distance)) < 1e-9)
        }
        // Worked example: 300 points at the normal rate is 600.6 points per second (0.6 points per millisecond).
        #expect(abs(FrictionSimulation.velocity(toTravel: 300) - 600.6) < 0.01)
    }
}

/// Scrubbing an update's animation (UpdateScrub): frozen while Ctrl is held, then the rest plays from there.
@Suite struct UpdateScrubTests {
    @Test func theDocumentedExample() {
        var s = UpdateScrub(start: 10, duration: 0.25)
        #expect(s.animationTime(at: 10.05) == 10.05)
        s.scrub(by: 0.1, at: 10.05)                       // 20 % + 10 %
        #expect(abs(s.animationTime(at: 11) - 10.075) < 1e-12)
        #expect(!s.isFinished(at: 99))                    // nothing finishes while scrubbing
        s.scrub(by: 5, at: 11)                            // stops just short of the end
        #expect(s.progress < 1 && s.progress > 0.999)
        s.scrub(by: -0.7, at: 11)
        #expect(abs(s.progress - 0.3) < 1e-5)
        s.finishScrubbing(at: 11)
        #expect(abs(s.animationTime(at: 11.1) - (10 + 0.3 * 0.25 + 0.1)) < 1e-5)
        #expect(!s.isFinished(at: 11.17) && s.isFinished(at: 11.176))
    }
}
