import PlaygroundCore
import Testing

/// The cost meter's arithmetic: budgets, hitch time, Apple's hitch rate and its bands (worked by hand).
@Suite struct CostMeterTests {
    @Test func budgetsAreTheRefreshIntervals() {
        #expect(abs(CostMeter(refreshRate: 60).frameBudget - 0.016_666_666) < 1e-9)
        #expect(abs(CostMeter(refreshRate: 120).frameBudget - 0.008_333_333) < 1e-9)
    }

    @Test func aLateFrameHitchesByWholeRefreshIntervals() {
        let meter = CostMeter(refreshRate: 60)
        let budget = 1.0 / 60
        #expect(meter.hitchTime(cost: 0.010) == 0)
        #expect(meter.hitchTime(cost: budget) == 0)
        #expect(meter.hitchTime(cost: 0.020) == budget)          // 3.3 ms over: the next refresh
        #expect(meter.hitchTime(cost: 0.040) == 2 * budget)      // 23.3 ms over: two refreshes late
        #expect(CostMeter(refreshRate: 120).hitchTime(cost: 0.010) == 1.0 / 120)
    }

    @Test func theHitchRateIsHitchTimePerSecondOfScrolling() throws {
        var meter = CostMeter(refreshRate: 60)
        #expect(meter.hitchRate == nil)
        meter.record(time: 0, cost: 0.004, scrolling: true)
        meter.record(time: 1.0 / 60, cost: 0.020, scrolling: true)
        // 16.67 ms of hitch over 2 frames + that hitch = 50 ms: 333.3 ms/s.
        let rate = try #require(meter.hitchRate)
        #expect(abs(rate - 1000.0 / 3) < 1e-9)
        // 58 more frames within the budget: 16.67 ms over 60 + 1 refreshes (1.0167 s): 16.39 ms/s.
        for k in 2..<60 { meter.record(time: Double(k) / 60, cost: 0.001, scrolling: true) }
        #expect(abs(try #require(meter.hitchRate) - 1000.0 / 61) < 1e-9)
        #expect(meter.worstCost == 0.020 && meter.lastCost == 0.001)
    }

    @Test func framesAtRestDoNotCountAndOldOnesLeave() throws {
        var meter = CostMeter(refreshRate: 60, span: 5)
        meter.record(time: 0, cost: 0.050, scrolling: true)
        meter.record(time: 1, cost: 0.050, scrolling: false)
        #expect(meter.frames.count == 1 && meter.lastCost == 0.050)
        meter.record(time: 6, cost: 0.001, scrolling: true)  // the frame at 0 is more than 5 s old
        #expect(meter.frames.count == 1 && meter.hitchRate == 0)
    }

    @Test func applesBands() {
        #expect(CostMeter.rating(0) == .good)
        #expect(CostMeter.rating(4.9) == .good)
        #expect(CostMeter.rating(5) == .warning)
        #expect(CostMeter.rating(10) == .warning)
        #expect(CostMeter.rating(10.1) == .critical)
    }
}
