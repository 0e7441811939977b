/// ⌊x⌋ as an Int clamped to lo…hi; NaN gives lo. Safe for any Double (Int(x) traps outside Int's range).
@inlinable
public func clampedIndex(_ x: Double, _ lo: Int, _ hi: Int) -> Int {
    guard x == x else { return lo }
    let f = x.rounded(.down)
    if f <= Double(lo) { return lo }
    if f >= Double(hi) { return hi }
    return Int(f)
}

extension Double {
    /// Clamped to `range`.
    @inlinable
    public func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
