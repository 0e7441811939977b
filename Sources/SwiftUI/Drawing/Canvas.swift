import Foundation

/// A view that draws with immediate-mode calls (SwiftUI's `Canvas`, iOS 15): `renderer` is handed a
/// `GraphicsContext` and the canvas's size, and draws into it.
///
///     Canvas { context, size in
///         context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     }
///     .frame(width: 300, height: 200)   // a green ellipse 300 × 200
///
/// Sized as a shape is: it takes the size it is proposed (10 points on an unspecified side, as
/// `replacingUnspecifiedDimensions()` answers). Apple: "A canvas doesn't offer interactivity or accessibility for
/// individual elements"; the renderer runs each time the view is drawn.
///
/// Playground: approximated: the renderer's fills, strokes, texts and images are drawn through the path item views
/// take (docs/swiftui.md, "Canvas"); filters, blend modes, layer clips and the `symbols` views are not drawn (a
/// notice names each when used).
nonisolated public struct Canvas<Symbols: View>: PlaygroundPrimitiveView {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    /// A canvas whose renderer may draw the `symbols` views (each tagged) with `GraphicsContext.resolveSymbol(id:)`.
    ///
    /// Playground: approximated: the symbols are not drawn (`resolveSymbol(id:)` answers nil), with a notice.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

/// The set of values a colour is rendered in (SwiftUI's `ColorRenderingMode`). Playground: every mode draws as
/// `.nonLinear` (sRGB), the renderer's only one.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

@MainActor extension Canvas: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode {
        if !(symbols is EmptyView) {
            PlaygroundNotices.record("Canvas.init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)", .approximated,
                                     "the symbols are not drawn (GraphicsContext.resolveSymbol(id:) answers nil)")
        }
        return .leaf(.canvas(PlaygroundCanvasLeaf(renderer: renderer)))
    }
}
