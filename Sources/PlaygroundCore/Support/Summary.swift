/// The median and 99th percentile of a set of samples (benchmark timings).
///
///     Summary([4, 1, 3, 2])   // median 2.5, p99 4
///
/// The median averages the two middle samples of an even count; the 99th percentile is the nearest-rank one
/// (the smallest sample with at least 99 % of the samples at or below it), so it is always an observed value.
public struct Summary: Hashable, Sendable {
    public var median: Double
    public var p99: Double
    public var count: Int

    /// nil when there are no samples.
    public init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let n = sorted.count
        median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        p99 = Self.nearestRank(sorted, percent: 99)
        count = n
    }

    /// The nearest-rank percentile of ascending `sorted` samples: the ⌈p/100 · n⌉-th smallest.
    public static func nearestRank(_ sorted: [Double], percent: Double) -> Double {
        precondition(!sorted.isEmpty)
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(sorted.count, Swift.max(1, rank)) - 1]
    }
}
