import Foundation

/// A type-erased shape style (SwiftUI's `AnyShapeStyle`): drawn as the style it wraps.
nonisolated public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }
}

extension AnyShapeStyle: PlaygroundResolvingShapeStyle {
    package var playgroundResolved: any ShapeStyle { base }
}

/// A shadow applied to a shape style (SwiftUI's `ShadowStyle`, iOS 16): `.drop(color:radius:x:y:)` and
/// `.inner(color:radius:x:y:)`.
nonisolated public struct ShadowStyle: Equatable, Sendable {
    package let playgroundColor: Color, playgroundRadius: CGFloat, playgroundX: CGFloat, playgroundY: CGFloat
    package let playgroundIsInner: Bool
    /// A drop shadow; the colour's default is Apple's (black at 33 % in linear sRGB).
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(playgroundColor: color, playgroundRadius: radius, playgroundX: x, playgroundY: y, playgroundIsInner: false)
    }
    /// An inner shadow.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(playgroundColor: color, playgroundRadius: radius, playgroundX: x, playgroundY: y, playgroundIsInner: true)
    }
}

/// A style with a shadow (what `style.shadow(_:)` returns).
/// Playground extension (not in UIKit): a type SwiftUI keeps private (`some ShapeStyle`); user code never names it.
nonisolated public struct PlaygroundShadowedShapeStyle: PlaygroundResolvingShapeStyle {
    let base: any ShapeStyle
    package var playgroundResolved: any ShapeStyle {
        PlaygroundNotices.record("ShapeStyle.shadow(_:)", .approximated, "the style is drawn without its shadow")
        return base
    }
}

extension ShapeStyle {
    /// This style with a shadow.
    ///
    /// Playground: the style is drawn without its shadow (a notice on first use).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { PlaygroundShadowedShapeStyle(base: self) }
}
