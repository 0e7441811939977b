/// A 2D shape (SwiftUI's `Shape`): a view that fills its space with its path.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    public var body: some View { PlaygroundShapeView(shape: self) }
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some View {
        PlaygroundShapeView(shape: self, paint: PlaygroundPaint(content), eoFill: style.isEOFilled)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        PlaygroundShapeView(shape: self, paint: PlaygroundPaint(content), stroke: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        PlaygroundShapeView(shape: self, paint: PlaygroundPaint(content), stroke: style)
    }
    public func stroke(lineWidth: CGFloat = 1) -> some View { PlaygroundShapeView(shape: self, stroke: StrokeStyle(lineWidth: lineWidth)) }
    public func stroke(style: StrokeStyle) -> some View { PlaygroundShapeView(shape: self, stroke: style) }
    /// A band of `lineWidth` inside the shape's edge. Playground: built-in shapes only; another shape is stroked
    /// on its outline (half the band outside).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        PlaygroundShapeView(shape: self, paint: PlaygroundPaint(content), stroke: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        PlaygroundShapeView(shape: self, stroke: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape drawn as a view.
/// Playground extension (not in UIKit): a type SwiftUI keeps private, public here only because the generic API
/// names it; user code never names it.
nonisolated public struct PlaygroundShapeView<S: Shape>: PlaygroundPrimitiveView {
    public let shape: S
    /// What fills (or strokes) it (nil: the foreground style); with a `stroke`, the shape is stroked instead.
    let paint: PlaygroundPaint?
    let stroke: StrokeStyle?
    let eoFill: Bool
    init(shape: S, paint: PlaygroundPaint? = nil, stroke: StrokeStyle? = nil, eoFill: Bool = false) {
        self.shape = shape
        self.paint = paint
        self.stroke = stroke
        self.eoFill = eoFill
    }
}

nonisolated public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

nonisolated public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

nonisolated public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

nonisolated public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

nonisolated public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .circular) {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}
