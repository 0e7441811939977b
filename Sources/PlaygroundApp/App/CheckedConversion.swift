/// Double → integer conversions that cannot trap (issue 26): Swift's `Int(x)` traps on NaN, on ±infinity and on
/// values beyond the type's range, and a layout's 4e23-point cell reached `Int(…)` in `TextureCache.cover` and took
/// the window down. At the edge every Double becomes an integer through these: rounded toward zero, clamped into
/// `range`; NaN gives `nan` (default: the range's value nearest zero).
///
///     Int(checked: 4e23)                     // Int.max
///     Int(checked: -.infinity, in: 0...100)  // 0
///     Int32(checked: .nan)                   // 0
extension Int {
    init(checked value: Double, in range: ClosedRange<Int> = Int.min...Int.max, nan: Int? = nil) {
        if value.isNaN {
            self = nan ?? Swift.min(Swift.max(0, range.lowerBound), range.upperBound)
        } else if value >= Double(range.upperBound) {
            self = range.upperBound
        } else if value <= Double(range.lowerBound) {
            self = range.lowerBound
        } else {
            // Strictly inside the bounds as Doubles: representable. A bound that rounded up as a Double is kept by
            // the clamp.
            self = Swift.min(Swift.max(Int(value), range.lowerBound), range.upperBound)
        }
    }
}

extension Int32 {
    init(checked value: Double, in range: ClosedRange<Int32> = Int32.min...Int32.max, nan: Int32? = nil) {
        self = Int32(Int(checked: value, in: Int(range.lowerBound)...Int(range.upperBound), nan: nan.map(Int.init)))
    }
}

extension UInt32 {
    init(checked value: Double) { self = UInt32(Int(checked: value, in: 0...Int(UInt32.max))) }
}

extension UInt8 {
    init(checked value: Double) { self = UInt8(Int(checked: value, in: 0...255)) }
}
