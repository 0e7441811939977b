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

// Core Graphics' geometry as animatable values, as SwiftUI's SDK declares them (`extension CGPoint: Animatable`,
// `CGSize`, `CGRect`): a shape animating a size or a frame names `CGSize.AnimatableData`
// (msventurini/swiftui-animation-showcase's `AnimatableShapeGeometryValues`).

extension CGPoint: Animatable {
    /// The point's coordinates (SwiftUI's `CGPoint.animatableData: AnimatablePair<CGFloat, CGFloat>`).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension CGSize: Animatable {
    /// The width and height (SwiftUI's `CGSize.animatableData: AnimatablePair<CGFloat, CGFloat>`).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}

extension CGRect: Animatable {
    /// The origin's and the size's data (SwiftUI's `CGRect.animatableData:
    /// AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>`).
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}
