import Foundation

/// A modifier whose values animate (SwiftUI "AnimatableModifier": `protocol AnimatableModifier: Animatable,
/// ViewModifier`): SwiftUI interpolates its `animatableData` and calls `body(content:)` at each step.
///
/// Playground: a declaration only, as `Animatable` is here: the modifier's `body(content:)` is applied with its final
/// values (the playground animates changes itself, docs/swiftui.md); an `AnimatableModifier` that reports its progress
/// (fermoya/SwiftUIPager's `OnAnimationCompletedModifier`, which calls back when `animatableData` reaches its target)
/// sees the target value at once.
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Animation {
    /// An animation on a cubic Bézier timing curve from (0, 0) to (1, 1) with the control points (`c0x`, `c0y`) and
    /// (`c1x`, `c1y`) (SwiftUI "timingCurve(_:_:_:_:duration:)"; `duration` defaults to 0.35 s as Apple's).
    ///
    /// Playground: as every `Animation` here, the duration is kept and the curve is not: the playground draws changes
    /// on its own ease-in-out curve.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        Animation(duration: duration)
    }
}
