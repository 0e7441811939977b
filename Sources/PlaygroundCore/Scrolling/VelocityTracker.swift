/// Estimates a pointer's velocity the way Flutter and Android do (REFERENCES §2): a least-squares quadratic fit
/// x(t) = a + b·t + c·t² over the samples of the last 100 ms (at most 20), with t measured from the newest sample;
/// the velocity is the fit's slope there, b. A pointer that stood still for more than 40 ms has velocity 0.
///
///     var v = VelocityTracker()
///     for i in 0...5 { v.add(time: Double(i) * 0.01, position: Double(i) * 10) }
///     v.velocity(at: 0.05)   // 1000 points per second
public struct VelocityTracker: Sendable {
    /// Flutter `_horizonMilliseconds` / Android: only samples of the last 100 ms count.
    public static let horizon = 0.100
    /// Flutter `_historySize`: at most 20 samples.
    public static let maxSamples = 20
    /// Flutter `_assumePointerMoveStoppedMilliseconds`: still for longer than 40 ms means stopped.
    public static let stopDelay = 0.040

    private var samples: [(t: Double, x: Double)] = []
    /// The window of samples that count, seconds (`horizon` unless tuned: `PhysicsConstants.velocityWindow`).
    public var horizon: Double = VelocityTracker.horizon

    public init() {}

    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    public mutating func add(time: Double, position: Double) {
        if let last = samples.last, time < last.t { samples.removeAll() }  // time went backwards: start over
        samples.append((time, position))
        if samples.count > Self.maxSamples { samples.removeFirst(samples.count - Self.maxSamples) }
    }

    /// The time of the newest sample.
    public var lastTime: Double? { samples.last?.t }
    /// The position of the newest sample.
    public var lastPosition: Double? { samples.last?.x }

    /// The velocity (points per second) at `now`: 0 when the pointer stood still for more than 40 ms before `now`.
    public func velocity(at now: Double) -> Double {
        guard let newest = samples.last, now - newest.t <= Self.stopDelay else { return 0 }
        return slope()
    }

    /// The fit's slope at the newest sample, regardless of how long ago it was. A quadratic through a fast move
    /// that then stops can overshoot so that its slope points backward; an estimate against the window's net
    /// movement falls back to the linear fit, and to 0 if that points backward too.
    public func slope() -> Double {
        let (ts, xs) = window()
        guard ts.count >= 2 else { return 0 }
        let net = xs.first! - xs.last!  // newest first: positive when the samples moved forward
        let agrees = { (v: Double) in net == 0 ? v == 0 : v * net > 0 }
        if ts.count >= 3, let b = Self.fit(ts, xs, degree: 2), agrees(b) { return b }
        if let b = Self.fit(ts, xs, degree: 1), agrees(b) { return b }
        return 0
    }

    /// The samples in the window, newest first, with t relative to the newest (t ≤ 0).
    private func window() -> (t: [Double], x: [Double]) {
        guard let newest = samples.last else { return ([], []) }
        var ts: [Double] = [], xs: [Double] = []
        var previous = newest.t
        for s in samples.reversed() {
            let age = newest.t - s.t
            // Flutter also drops samples after a gap longer than the stop delay.
            guard age <= horizon, previous - s.t <= Self.stopDelay else { break }
            ts.append(s.t - newest.t)
            xs.append(s.x)
            previous = s.t
        }
        return (ts, xs)
    }

    /// For tests: the window the fit sees.
    var windowForTesting: (t: [Double], x: [Double]) { window() }

    /// The slope coefficient of a least-squares polynomial fit of `degree` (1 or 2), by the normal equations;
    /// nil when they are singular (all samples at one time).
    static func fit(_ t: [Double], _ x: [Double], degree: Int) -> Double? {
        let n = degree + 1
        // Scale time to milliseconds so the normal equations are well conditioned.
        let ts = t.map { $0 * 1000 }
        var m = [[Double]](repeating: [Double](repeating: 0, count: n + 1), count: n)
        for (ti, xi) in zip(ts, x) {
            var powers = [Double](repeating: 1, count: 2 * n - 1)
            for p in 1..<powers.count { powers[p] = powers[p - 1] * ti }
            for r in 0..<n {
                for c in 0..<n { m[r][c] += powers[r + c] }
                m[r][n] += xi * powers[r]
            }
        }
        // Gaussian elimination with partial pivoting.
        for col in 0..<n {
            var pivot = col
            for r in col + 1..<n where abs(m[r][col]) > abs(m[pivot][col]) { pivot = r }
            guard abs(m[pivot][col]) > 1e-12 else { return nil }
            m.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let f = m[r][col] / m[col][col]
                for c in col...n { m[r][c] -= f * m[col][c] }
            }
        }
        let b = m[1][n] / m[1][1]  // points per millisecond
        return b.isFinite ? b * 1000 : nil
    }
}
