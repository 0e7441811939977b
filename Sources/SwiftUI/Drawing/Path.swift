import Foundation

/// A 2D path (SwiftUI's `Path`), stored as its elements: moves, lines, quadratic and cubic curves, closes. Arcs
/// are stored as the lines Core Graphics' `addArc` gives here (CGMutablePath: at most 1/32 of a turn a segment
/// and within 0.05 points of the circle), ellipses and rounded corners as cubic Béziers.
///
///     var p = Path()
///     p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0)); p.addLine(to: CGPoint(x: 0, y: 10)); p.closeSubpath()
///     p.boundingRect   // (0, 0, 10, 10)
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
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A path of a Core Graphics path's elements.
    public init(_ path: CGPath) {
        for e in path.elements {
            switch e.type {
            case .moveToPoint: move(to: e.points[0])
            case .addLineToPoint: addLine(to: e.points[0])
            case .addQuadCurveToPoint: addQuadCurve(to: e.points[1], control: e.points[0])
            case .addCurveToPoint: addCurve(to: e.points[2], control1: e.points[0], control2: e.points[1])
            case .closeSubpath: closeSubpath()
            }
        }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added (after a close: the subpath's start, as Core Graphics).
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) {
        if elements.isEmpty { move(to: .zero) }
        elements.append(.line(to: p))
    }
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    public mutating func addRect(_ r: CGRect, transform: CGAffineTransform = .identity) {
        let r = r.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                  CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) })
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// A rounded rectangle: straight edges and circular quarter arcs of `cornerSize` (at most half each side) as
    /// cubic Béziers (factor 0.5523). Playground: `.continuous` corners are drawn circular (Apple's continuous
    /// curve is not published).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(0, cornerSize.width), r.width / 2), h = min(max(0, cornerSize.height), r.height / 2)
        guard w > 0, h > 0 else { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498
        func t(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: t(r.minX + w, r.minY))
        addLine(to: t(r.maxX - w, r.minY))
        addCurve(to: t(r.maxX, r.minY + h), control1: t(r.maxX - w + k * w, r.minY), control2: t(r.maxX, r.minY + h - k * h))
        addLine(to: t(r.maxX, r.maxY - h))
        addCurve(to: t(r.maxX - w, r.maxY), control1: t(r.maxX, r.maxY - h + k * h), control2: t(r.maxX - w + k * w, r.maxY))
        addLine(to: t(r.minX + w, r.maxY))
        addCurve(to: t(r.minX, r.maxY - h), control1: t(r.minX + w - k * w, r.maxY), control2: t(r.minX, r.maxY - h + k * h))
        addLine(to: t(r.minX, r.minY + h))
        addCurve(to: t(r.minX + w, r.minY), control1: t(r.minX, r.minY + h - k * h), control2: t(r.minX + w - k * w, r.minY))
        closeSubpath()
    }
    /// An ellipse as four cubic Béziers (the standard 0.5523 control-point factor).
    public mutating func addEllipse(in r: CGRect, transform: CGAffineTransform = .identity) {
        let k: CGFloat = 0.5522847498, cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        func t(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: t(cx + rx, cy))
        addCurve(to: t(cx, cy + ry), control1: t(cx + rx, cy + k * ry), control2: t(cx + k * rx, cy + ry))
        addCurve(to: t(cx - rx, cy), control1: t(cx - k * rx, cy + ry), control2: t(cx - rx, cy + k * ry))
        addCurve(to: t(cx, cy - ry), control1: t(cx - rx, cy - k * ry), control2: t(cx - k * rx, cy - ry))
        addCurve(to: t(cx + rx, cy), control1: t(cx + k * rx, cy - ry), control2: t(cx + rx, cy - k * ry))
        closeSubpath()
    }
    /// An arc of the circle at `center`, as Core Graphics adds one (a line from the current point to its start;
    /// `clockwise` in Core Graphics' sense: with y pointing down, `clockwise: true` turns counterclockwise on
    /// screen, as in SwiftUI).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let cg = CGMutablePath()
        if let p = currentPoint { cg.move(to: p) }
        cg.addArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians),
                  endAngle: CGFloat(endAngle.radians), clockwise: clockwise, transform: transform)
        let added = Path(cg)
        elements += currentPoint == nil ? added.elements : Array(added.elements.dropFirst())
    }
    /// An arc from `startAngle` turning by `delta` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta.radians < 0, transform: transform)
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// Each point of the path through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var p = Path()
        p.elements = elements.map { e in
            switch e {
            case .move(let a): .move(to: a.applying(transform))
            case .line(let a): .line(to: a.applying(transform))
            case .quadCurve(let a, let c): .quadCurve(to: a.applying(transform), control: c.applying(transform))
            case .curve(let a, let c1, let c2):
                .curve(to: a.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return p
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath {
        let cg = CGMutablePath()
        for e in elements {
            switch e {
            case .move(let p): cg.move(to: p)
            case .line(let p): cg.addLine(to: p)
            case .quadCurve(let p, let c): cg.addQuadCurve(to: p, control: c)
            case .curve(let p, let a, let b): cg.addCurve(to: p, control1: a, control2: b)
            case .closeSubpath: cg.closeSubpath()
            }
        }
        return cg
    }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

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

extension Path: Shape {
    /// A path is a shape whose path is itself, wherever it is laid out (SwiftUI's `Path` conformance).
    public func path(in rect: CGRect) -> Path { self }
}
