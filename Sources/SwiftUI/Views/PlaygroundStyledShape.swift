/// A shape filled with a style (what `.background(_:)` of a style and `.background(_:in:)` draw).
/// Playground extension (not in UIKit): a type SwiftUI keeps private, public here only because the generic API
/// names it; user code never names it.
nonisolated public struct PlaygroundStyledShape<S: Shape>: PlaygroundPrimitiveView {
    let shape: S
    let style: any ShapeStyle

    /// The colour a style paints with: a `Color` is itself, a style resolving to a colour (a hierarchical level,
    /// a material) that colour; other styles nil (the default foreground).
    static func color(of style: any ShapeStyle) -> Color? {
        if let c = style as? Color { return c }
        if case .color(let c)? = PlaygroundPaint(style) { return c }
        return nil
    }
}
