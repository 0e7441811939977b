import Foundation

/// How a path's inside is decided (Apple's `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// The kind of a path element (Apple's `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// A path (Apple's `CGPath`, a Core Foundation type, here a class): its elements are stored and measured, never
/// drawn. `boundingBox`, `currentPoint`, `isEmpty`, `contains(_:using:transform:)` and `applyWithBlock` answer as on
/// iOS; curves are followed through 16 points each for `contains` and `boundingBoxOfPath` (Apple: "the smallest
/// rectangle that contains all points in the path, including the control points" is `boundingBox`, the path's own
/// extent without control points is `boundingBoxOfPath`).
///
/// Playground: a layer's path or mask is not drawn by the playground's renderer (it draws each cell as a quad).
open class CGPath: Equatable, @unchecked Sendable {
    /// One element: its type and its points (move/line: 1, quad: control, end; cubic: control 1, control 2, end).
    public struct Element: Equatable, Sendable {
        public var type: CGPathElementType
        public var points: [CGPoint]
    }

    /// The elements, in order.
    public internal(set) var elements: [Element] = []

    init(elements: [Element]) { self.elements = elements }

    /// A rectangle's path (Apple's `CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// An ellipse inscribed in `rect` (Apple's `CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A rounded rectangle (Apple's `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path (`.zero` when empty; the subpath's start after a close).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e.type {
            case .moveToPoint: start = e.points[0]; current = start
            case .closeSubpath: current = start
            default: current = e.points.last ?? current
            }
        }
        return current
    }

    /// Every point, control points included (Apple's `boundingBox`); `.null` when empty.
    public var boundingBox: CGRect { Self.bounds(elements.flatMap(\.points)) }

    /// The points the path passes through, curves sampled (Apple's `boundingBoxOfPath`); `.null` when empty.
    public var boundingBoxOfPath: CGRect { Self.bounds(polygons().flatMap { $0 }) }

    /// Whether `point` is inside the path's filled area by `rule`, after `transform` (Apple's
    /// `contains(_:using:transform:)`). A point on the outline counts as inside, as Core Graphics answers for a
    /// polygon's vertices and edges (CollectionViewSlantedLayout's own suite, written against iOS, checks that a
    /// mask's corners are contained and a point one unit outside is not).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons() where polygon.count > 1 {
            let points = polygon.map { $0.applying(transform) }
            for i in points.indices where Self.segment(points[i], points[(i + 1) % points.count], holds: point) {
                return true
            }
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Whether `p` lies on the segment from `a` to `b` (within 1e-9 of the segment's length, in points).
    private static func segment(_ a: CGPoint, _ b: CGPoint, holds p: CGPoint) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let tolerance = 1e-9 * max(1, length)
        guard length > 0 else { return abs(p.x - a.x) <= tolerance && abs(p.y - a.y) <= tolerance }
        let cross = (p.x - a.x) * dy - (p.y - a.y) * dx
        guard abs(cross) / length <= tolerance else { return false }
        let t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (length * length)
        return t >= -tolerance && t <= 1 + tolerance
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let p = CGMutablePath()
        p.elements = elements
        return p
    }

    /// Calls `block` with each element (Apple's `applyWithBlock`, with the element's type and points).
    public func applyWithBlock(_ block: (Element) -> Void) { elements.forEach(block) }

    /// Each subpath as the points it passes through; curves sampled at 16 points.
    func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        for e in elements {
            let last = current.last ?? .zero
            switch e.type {
            case .moveToPoint:
                if !current.isEmpty { result.append(current) }
                current = [e.points[0]]
            case .addLineToPoint: current.append(e.points[0])
            case .addQuadCurveToPoint:
                for k in 1...16 {
                    let t = CGFloat(k) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * e.points[0].x + t * t * e.points[1].x,
                                           y: u * u * last.y + 2 * u * t * e.points[0].y + t * t * e.points[1].y))
                }
            case .addCurveToPoint:
                for k in 1...16 {
                    let t = CGFloat(k) / 16, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: a * last.x + b * e.points[0].x + c * e.points[1].x + d * e.points[2].x,
                                           y: a * last.y + b * e.points[0].y + c * e.points[1].y + d * e.points[2].y))
                }
            case .closeSubpath:
                if !current.isEmpty { result.append(current) }
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Each subpath as the points it passes through and whether it was closed, for drawing (docs/cells.md, "Shapes
    /// and masks"): a curve is followed through one point per 1.25 points of its control polygon's length (4 to 64
    /// a curve), so a 20-point circle's quarter (control polygon ≈ 34.8) takes 28 and strays under 0.01 points.
    package func playgroundSubpaths() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func length(_ ps: [CGPoint]) -> CGFloat {
            zip(ps, ps.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        func steps(_ ps: [CGPoint]) -> Int { max(4, min(64, Int((length(ps) / 1.25).rounded(.up)))) }
        for e in elements {
            let last = current.last ?? .zero
            switch e.type {
            case .moveToPoint:
                if current.count > 1 { result.append((current, false)) }
                current = [e.points[0]]
            case .addLineToPoint: current.append(e.points[0])
            case .addQuadCurveToPoint:
                let n = steps([last] + e.points)
                for k in 1...n {
                    let t = CGFloat(k) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * e.points[0].x + t * t * e.points[1].x,
                                           y: u * u * last.y + 2 * u * t * e.points[0].y + t * t * e.points[1].y))
                }
            case .addCurveToPoint:
                let n = steps([last] + e.points)
                for k in 1...n {
                    let t = CGFloat(k) / CGFloat(n), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: a * last.x + b * e.points[0].x + c * e.points[1].x + d * e.points[2].x,
                                           y: a * last.y + b * e.points[0].y + c * e.points[1].y + d * e.points[2].y))
                }
            case .closeSubpath:
                if current.count > 1 { result.append((current, true)) }
                // Core Graphics: after a close the current point is the subpath's start.
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { result.append((current, false)) }
        return result
    }

    static func bounds(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A path being built (Apple's `CGMutablePath`). Points are transformed as they are added.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    private func add(_ type: CGPathElementType, _ points: [CGPoint], _ t: CGAffineTransform) {
        elements.append(Element(type: type, points: points.map { $0.applying(t) }))
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add(.moveToPoint, [point], transform)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { add(.moveToPoint, [.zero], .identity) }
        add(.addLineToPoint, [point], transform)
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        add(.addQuadCurveToPoint, [control, end], transform)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        add(.addCurveToPoint, [control1, control2, end], transform)
    }

    public func closeSubpath() { elements.append(Element(type: .closeSubpath, points: [])) }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Four cubic quarter arcs (the control-point factor 0.5523, the standard cubic approximation of a circle).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized, k: CGFloat = 0.5523
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(0, cornerWidth), r.width / 2), h = min(max(0, cornerHeight), r.height / 2)
        guard w > 0, h > 0 else { addRect(r, transform: transform); return }
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addQuadCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addQuadCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addQuadCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addQuadCurve(to: CGPoint(x: r.minX + w, y: r.minY), control: CGPoint(x: r.minX, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians), as line segments every 1/32 of
    /// a turn; a line joins the current point to its start, as Core Graphics does.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        // Core Graphics' flipped-y convention: `clockwise` true sweeps with decreasing angle.
        if clockwise { while sweep > 0 { sweep -= turn } } else { while sweep < 0 { sweep += turn } }
        // At least 32 steps a turn, and enough that a chord strays at most 0.05 points from the circle (sagitta
        // r(1 − cos(θ/2)) ≤ 0.05 for a step θ ≈ 2√(0.1/r)), at most 512 a turn.
        let fine = radius > 0 ? abs(sweep) / (2 * (0.1 / radius).squareRoot()) : 0
        let steps = max(1, Int(min(max(abs(sweep) / turn * 32, fine), abs(sweep) / turn * 512).rounded(.up)))
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        for k in 1...steps {
            let a = startAngle + sweep * CGFloat(k) / CGFloat(steps)
            addLine(to: CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)), transform: transform)
        }
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.elements { elements.append(Element(type: e.type, points: e.points.map { $0.applying(transform) })) }
    }
}

/// How lines end (Apple's `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How lines join (Apple's `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
