import Foundation

// `Angle` and `UnitPoint` as animatable values, with the compound operators SwiftUI's SDK gives `Angle` (its
// `Angle: Animatable, _VectorMath` conformance: `+=`, `-=`, `*=`, `/=`, `magnitude`, `scale(by:)`), which real
// files use (`rotation += .degrees(90)`, `Angle.AnimatableData` in a shape's `animatableData`; swiftui13).

extension Angle: Animatable {
    /// The angle in radians (SwiftUI's `Angle.animatableData: Double`), so a shape's
    /// `AnimatablePair<Angle.AnimatableData, Angle.AnimatableData>` is a pair of doubles.
    ///
    ///     var a = Angle.degrees(180); a.animatableData   // π
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// Adds `rhs` to `lhs` (SwiftUI's `_VectorMath` `+=`).
    ///
    ///     var a = Angle.degrees(30); a += .degrees(60)   // 90°
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// Multiplies `lhs` by a number.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    /// Divides `lhs` by a number.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
    /// The absolute size of the angle in radians (`_VectorMath.magnitude`).
    public var magnitude: Double { abs(radians) }
    /// Multiplies the angle by `rhs` (`_VectorMath.scale(by:)`).
    public mutating func scale(by rhs: Double) { radians *= rhs }
}

extension UnitPoint: Animatable {
    /// The point's coordinates (SwiftUI's `UnitPoint.animatableData: AnimatablePair<CGFloat, CGFloat>`).
    ///
    ///     UnitPoint.bottomTrailing.animatableData   // (1, 1)
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}
