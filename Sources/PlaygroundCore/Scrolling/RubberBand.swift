/// UIScrollView's rubber band: past an edge by x, the content moves b = (1 − 1/(x·c/d + 1))·d, with c = 0.55 and
/// d the viewport's length on that axis (REFERENCES §2). b < x always, and b → d as x → ∞.
///
///     RubberBand.resisted(100, dimension: 800)   // ≈ 51.2
public enum RubberBand {
    /// The constant of UIScrollView's rubber band formula.
    public static let c = 0.55

    /// The displayed overscroll for a raw overscroll `x` (either sign); `c` is the constant (tunable:
    /// `PhysicsConstants.rubberBand`).
    public static func resisted(_ x: Double, dimension d: Double, c: Double = RubberBand.c) -> Double {
        guard d > 0 else { return 0 }
        let m = abs(x)
        let b = (1 - 1 / (m * c / d + 1)) * d
        return x < 0 ? -b : b
    }

    /// The raw overscroll that displays as `b` (the inverse; |b| < d).
    public static func raw(_ b: Double, dimension d: Double, c: Double = RubberBand.c) -> Double {
        guard d > 0 else { return 0 }
        let m = min(abs(b), d * (1 - 1e-9))
        let x = (d / c) * m / (d - m)
        return b < 0 ? -x : x
    }

    /// A position along an axis with the part outside `range` resisted.
    public static func position(raw p: Double, range: ClosedRange<Double>, dimension d: Double,
                                c: Double = RubberBand.c) -> Double {
        if p < range.lowerBound { return range.lowerBound + resisted(p - range.lowerBound, dimension: d, c: c) }
        if p > range.upperBound { return range.upperBound + resisted(p - range.upperBound, dimension: d, c: c) }
        return p
    }

    /// The inverse of `position(raw:range:dimension:)`.
    public static func rawPosition(displayed p: Double, range: ClosedRange<Double>, dimension d: Double,
                                   c: Double = RubberBand.c) -> Double {
        if p < range.lowerBound { return range.lowerBound + raw(p - range.lowerBound, dimension: d, c: c) }
        if p > range.upperBound { return range.upperBound + raw(p - range.upperBound, dimension: d, c: c) }
        return p
    }
}
