/// Numbers as a person reads them in messages: to 0.1 point, without a trailing ".0" (issue 23: a refusal said
/// `740.5255888325764`). Not for files or traces, which keep every digit.
///
/// ```
/// Readable.number(740.5255888325764)   // "740.5"
/// Readable.number(180)                 // "180"
/// Readable.number(-0.04)               // "0"
/// Readable.rect(Rect(x: 0, y: 10.25, width: 180, height: 180))   // "(0, 10.3, 180, 180)"
/// ```
public enum Readable {
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        let tenths = (v * 10).rounded()
        guard abs(tenths) < 1e15 else { return String(v) }
        let whole = Int(tenths) / 10, digit = abs(Int(tenths) % 10)
        if digit == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(digit)"
    }

    public static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }
    public static func size(_ s: Size) -> String { "\(number(s.width))×\(number(s.height))" }
    public static func rect(_ r: Rect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }
}
