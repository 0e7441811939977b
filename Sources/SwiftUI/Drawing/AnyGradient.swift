import Foundation

/// A colour's standard gradient (SwiftUI's `AnyGradient`, `Color.gradient`).
///
/// Playground: drawn as its colour (approximated: Apple does not publish the gradient `Color.gradient` makes; a
/// notice says so on first use).
nonisolated public struct AnyGradient: ShapeStyle, PlaygroundPrimitiveView, Hashable {
    /// The colour the gradient is made from.
    package let playgroundColor: Color
    public init(_ gradient: Gradient) { playgroundColor = gradient.stops.first?.color ?? .clear }
    package init(playgroundColor: Color) { self.playgroundColor = playgroundColor }
}

extension Color {
    /// A gradient made from this colour. Playground: drawn as the colour itself.
    public var gradient: AnyGradient { AnyGradient(playgroundColor: self) }
}
