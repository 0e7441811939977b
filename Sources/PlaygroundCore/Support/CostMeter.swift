/// The cost meter's arithmetic (docs/benchmarks.md, "The cost meter"): per frame, the seconds a layout's own code
/// took, against the frame budget of a refresh rate, and the hitch rate those frames would cause over the last
/// seconds of scrolling. Durations come in as numbers (the edge measures them; the core reads no clock).
///
/// A frame whose layout code alone takes longer than the budget is shown late: at the next refresh it can make,
/// so it is late by its overrun rounded up to whole refresh intervals (the hitch time). The hitch rate is Apple's
/// hitch time ratio: milliseconds of hitch time per second of scrolling, where the scrolling lasts its frames at
/// the refresh rate plus their hitch time (Apple, "Understanding hitches in your app";
/// WWDC20 10077 "Eliminate animation hitches with XCTest").
///
///     var meter = CostMeter(refreshRate: 60)        // budget 16.67 ms
///     meter.record(time: 0, cost: 0.004, scrolling: true)      // within the budget: no hitch
///     meter.record(time: 1 / 60, cost: 0.020, scrolling: true) // 3.3 ms over: one refresh late, 16.67 ms
///     meter.hitchRate   // 16.67 ms over (3 × 16.67 ms of frames and hitch = 0.05 s): 333.3 ms/s
public struct CostMeter: Sendable {
    /// Apple's bands for the hitch rate, ms per second (WWDC20 10077): under 5 good (aim for at most 5), 5 to 10
    /// a warning (noticeable), over 10 critical.
    public static let goodHitchRate = 5.0
    public static let criticalHitchRate = 10.0
    /// Seconds of scrolling the hitch rate looks back over: 5.
    public static let defaultSpan = 5.0

    /// Apple's bands for a hitch rate (WWDC20 "Eliminate animation hitches with XCTest"): good under 5 ms/s,
    /// warning 5–10 ms/s, critical over 10 ms/s.
    public enum Rating: String, Sendable { case good, warning, critical }

    /// Frames per second of the display the budget is for (60 or 120 Hz on Apple's devices).
    public var refreshRate: Double
    /// Seconds of scrolling kept.
    public var span: Double
    /// The last frame's cost, seconds.
    public private(set) var lastCost = 0.0
    /// The scrolling frames of the last `span` seconds: time and cost, seconds, oldest first.
    public private(set) var frames: [(time: Double, cost: Double)] = []

    public init(refreshRate: Double = 60, span: Double = CostMeter.defaultSpan) {
        self.refreshRate = refreshRate
        self.span = span
    }

    /// Seconds a frame may take: 1 / refresh rate (16.67 ms at 60 Hz, 8.33 ms at 120 Hz).
    public var frameBudget: Double { 1 / refreshRate }

    /// One frame: when it started and what the layout's code cost in it (seconds); only scrolling frames count
    /// towards the hitch rate.
    public mutating func record(time: Double, cost: Double, scrolling: Bool) {
        lastCost = cost
        guard scrolling, time.isFinite, cost.isFinite else { return }
        frames.append((time, max(0, cost)))
        let oldest = time - span
        if let drop = frames.firstIndex(where: { $0.time >= oldest }), drop > 0 { frames.removeFirst(drop) }
    }

    /// How late a frame of `cost` seconds is shown, seconds: 0 within the budget, else the overrun rounded up to
    /// whole refresh intervals.
    public func hitchTime(cost: Double) -> Double {
        let budget = frameBudget
        guard cost > budget else { return 0 }
        return ((cost - budget) / budget).rounded(.up) * budget
    }

    /// Milliseconds of hitch time per second of scrolling over the kept frames; nil before any.
    public var hitchRate: Double? {
        guard !frames.isEmpty else { return nil }
        let hitches = frames.reduce(0) { $0 + hitchTime(cost: $1.cost) }
        let duration = Double(frames.count) * frameBudget + hitches
        return hitches * 1000 / duration
    }

    /// Apple's band of `rate` (ms per second).
    public static func rating(_ rate: Double) -> Rating {
        rate < goodHitchRate ? .good : rate <= criticalHitchRate ? .warning : .critical
    }

    /// The most a kept frame cost, seconds (0 before any).
    public var worstCost: Double { frames.map(\.cost).max() ?? 0 }
}
