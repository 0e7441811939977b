/// A 2D path (SwiftUI's `Path`), stored as its elements.
public struct Path: Equatable {
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }
    public private(set) var elements: [Element] = []
    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    public mutating func addRect(_ r: CGRect) {
        move(to: r.origin); addLine(to: CGPoint(x: r.maxX, y: r.minY)); addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY)); closeSubpath()
    }
    /// An ellipse as four cubic Béziers (the standard 0.5523 control-point factor).
    public mutating func addEllipse(in r: CGRect) {
        let k: CGFloat = 0.5522847498, cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }
    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        var pts: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .quadCurve(let p, let c): pts += [p, c]
            case .curve(let p, let a, let b): pts += [p, a, b]
            case .closeSubpath: break
            }
        }
        guard let f = pts.first else { return .null }
        return pts.reduce(CGRect(origin: f, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}

/// A 2D shape (SwiftUI's `Shape`): a view that fills its space with its path.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: some View { PlaygroundShapeView(shape: self) }
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> some View {
        PlaygroundShapeView(shape: self, fill: content as? Color)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        PlaygroundShapeView(shape: self, stroke: content as? Color, lineWidth: lineWidth)
    }
    public func stroke(lineWidth: CGFloat = 1) -> some View { PlaygroundShapeView(shape: self, lineWidth: lineWidth) }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        PlaygroundShapeView(shape: self, stroke: content as? Color, lineWidth: lineWidth)
    }
}

/// A shape drawn as a view.
/// Playground extension (not in UIKit): a type SwiftUI keeps private, public here only because the generic API
/// names it; user code never names it.
public struct PlaygroundShapeView<S: Shape>: PlaygroundPrimitiveView {
    public let shape: S
    /// The fill colour (nil: the foreground style); with a `lineWidth`, the shape is stroked instead.
    let fill: Color?
    let stroke: Color?
    let lineWidth: CGFloat?
    init(shape: S, fill: Color? = nil, stroke: Color? = nil, lineWidth: CGFloat? = nil) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
    }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .circular) {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}
