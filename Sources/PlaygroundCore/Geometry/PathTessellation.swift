internal import RealModule

/// Paths as triangles: a shape layer's fill (any polygons, non-zero or even-odd, holes and self-crossings
/// included), its stroke (segments as quads, joins and caps), a fill cut to a convex mask, and a stroke's
/// `strokeStart`…`strokeEnd` trim. Pure geometry in points; the bridge flattens curves into polygons first
/// (docs/cells.md, "Shapes and masks").
///
///     PathTessellation.fill([[Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 2), Point(x: 0, y: 2)]],
///                           evenOdd: false)   // 2 triangles, area 8
public enum PathTessellation {
    /// How stroked lines meet (Core Graphics' `CGLineJoin`).
    public enum Join: Sendable { case miter, round, bevel }
    /// How an open stroke ends (Core Graphics' `CGLineCap`).
    public enum Cap: Sendable { case butt, round, square }

    /// Segments of a round join or cap per half turn: 8 keep a 10-point radius within 0.08 points of the circle
    /// (sagitta r(1 − cos(π/16))).
    static let roundSegments = 8
    /// cos(10°): joins turning less than 20° are bevelled whatever the join (see `stroke`).
    static let bevelBelowCosHalf = 0.984807753012208

    /// The inside of `polygons` (each closed implicitly) under the fill rule, as triangles (three points each):
    /// trapezoids between consecutive horizontal lines through every vertex and every crossing of two edges (so no
    /// two edges cross inside a band), with each band's spans counted by winding number (non-zero: inside where it is
    /// not 0; even-odd: where it is odd).
    public static func fill(_ polygons: [[Point]], evenOdd: Bool) -> [Point] {
        struct Edge { var a: Point, b: Point, winding: Int }
        var edges: [Edge] = []
        for poly in polygons where poly.count >= 3 {
            for k in poly.indices {
                let p = poly[k], q = poly[(k + 1) % poly.count]
                guard p.y != q.y, p.y.isFinite, q.y.isFinite, p.x.isFinite, q.x.isFinite else { continue }
                edges.append(p.y < q.y ? Edge(a: p, b: q, winding: 1) : Edge(a: q, b: p, winding: -1))
            }
        }
        guard !edges.isEmpty else { return [] }
        var ys = Set(edges.flatMap { [$0.a.y, $0.b.y] })
        // Crossings: O(n²) over the edges (a shape layer's polygons have tens to a few hundred).
        for i in edges.indices {
            for j in (i + 1)..<edges.count {
                if let y = crossingY(edges[i].a, edges[i].b, edges[j].a, edges[j].b) { ys.insert(y) }
            }
        }
        let bands = ys.sorted()
        func x(_ e: Edge, at y: Double) -> Double { e.a.x + (e.b.x - e.a.x) * (y - e.a.y) / (e.b.y - e.a.y) }
        var triangles: [Point] = []
        for k in 0..<(bands.count - 1) {
            let y0 = bands[k], y1 = bands[k + 1], mid = (y0 + y1) / 2
            guard y1 > y0 else { continue }
            let crossing = edges.filter { $0.a.y <= y0 && $0.b.y >= y1 }
                .map { (top: x($0, at: y0), bottom: x($0, at: y1), middle: x($0, at: mid), winding: $0.winding) }
                .sorted { $0.middle < $1.middle }
            var winding = 0
            for (n, e) in crossing.enumerated() {
                winding += e.winding
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                guard inside, n + 1 < crossing.count else { continue }
                let r = crossing[n + 1]
                let a = Point(x: e.top, y: y0), b = Point(x: r.top, y: y0)
                let c = Point(x: r.bottom, y: y1), d = Point(x: e.bottom, y: y1)
                triangles += [a, b, c, a, c, d]
            }
        }
        return triangles
    }

    /// The y where segments p1p2 and q1q2 cross strictly inside both, if they do.
    static func crossingY(_ p1: Point, _ p2: Point, _ q1: Point, _ q2: Point) -> Double? {
        let r = p2 - p1, s = q2 - q1
        let denom = r.x * s.y - r.y * s.x
        guard abs(denom) > 1e-12 else { return nil }
        let qp = q1 - p1
        let t = (qp.x * s.y - qp.y * s.x) / denom, u = (qp.x * r.y - qp.y * r.x) / denom
        guard t > 1e-9, t < 1 - 1e-9, u > 1e-9, u < 1 - 1e-9 else { return nil }
        return p1.y + t * r.y
    }

    /// A polyline stroked `width` points wide, centred on it: each segment a quad, joins between segments (a miter
    /// longer than `miterLimit` × width falls back to a bevel, as Core Graphics does; a turn under 20° is bevelled, a
    /// difference under 0.016 × width), caps at an open line's ends.
    public static func stroke(_ points: [Point], closed: Bool, width: Double, join: Join = .miter, cap: Cap = .butt,
                              miterLimit: Double = 10) -> [Point] {
        var pts = points
        // Repeated points make no direction.
        pts = pts.enumerated().filter { $0.offset == 0 || $0.element != pts[$0.offset - 1] }.map(\.element)
        if closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
        guard pts.count >= 2, width > 0, width.isFinite else { return [] }
        let h = width / 2
        var out: [Point] = []
        let segmentCount = closed ? pts.count : pts.count - 1
        func direction(_ k: Int) -> Point {
            let a = pts[k % pts.count], b = pts[(k + 1) % pts.count]
            let d = b - a, l = (d.x * d.x + d.y * d.y).squareRoot()
            return Point(x: d.x / l, y: d.y / l)
        }
        for k in 0..<segmentCount {
            var a = pts[k], b = pts[(k + 1) % pts.count]
            let d = direction(k), n = Point(x: -d.y * h, y: d.x * h)
            if !closed, cap == .square {
                if k == 0 { a = a - d * h }
                if k == segmentCount - 1 { b = b + d * h }
            }
            out += [a + n, b + n, b - n, a + n, b - n, a - n]
        }
        // Joins at the inner vertices (every vertex of a closed line).
        let joints = closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
        for v in joints {
            let d0 = direction((v - 1 + pts.count) % pts.count), d1 = direction(v)
            let p = pts[v]
            let turn = d0.x * d1.y - d0.y * d1.x
            guard abs(turn) > 1e-12 || d0.x * d1.x + d0.y * d1.y < 0 else { continue }
            // The outer side: left normals if it turns right (turn < 0), right normals otherwise.
            let s: Double = turn < 0 ? 1 : -1
            let n0 = Point(x: -d0.y * h * s, y: d0.x * h * s), n1 = Point(x: -d1.y * h * s, y: d1.x * h * s)
            switch join {
            case .bevel:
                out += [p, p + n0, p + n1]
            case .miter:
                let bis = n0 + n1, bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
                let cosHalf = bl / (2 * h)
                // Below a 20° turn (a flattened curve's) the miter's tip stands out h(1/cos 10° − 1) < 0.016 h beyond
                // the bevel: the bevel's one triangle is drawn (half the vertices).
                if cosHalf > 1e-9, 1 / cosHalf <= miterLimit, cosHalf < Self.bevelBelowCosHalf {
                    let tip = p + bis * (h / cosHalf / bl)
                    out += [p, p + n0, tip, p, tip, p + n1]
                } else {
                    out += [p, p + n0, p + n1]
                }
            case .round:
                out += fan(p, from: n0, to: n1, radius: h)
            }
        }
        if !closed, cap == .round {
            let d0 = direction(0), dn = direction(pts.count - 2)
            out += fan(pts[0], from: Point(x: d0.y * h, y: -d0.x * h), to: Point(x: -d0.y * h, y: d0.x * h), radius: h,
                       through: -d0)
            out += fan(pts[pts.count - 1], from: Point(x: -dn.y * h, y: dn.x * h), to: Point(x: dn.y * h, y: -dn.x * h),
                       radius: h, through: dn)
        }
        return out
    }

    /// Triangles from `center` sweeping from offset `a` to offset `b` (the shorter way, or the half turn through
    /// direction `through`).
    static func fan(_ center: Point, from a: Point, to b: Point, radius: Double, through: Point? = nil) -> [Point] {
        let start = Double.atan2(y: a.y, x: a.x)
        var sweep = Double.atan2(y: b.y, x: b.x) - start
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        if let through {
            // A half turn: the side `through` points to.
            let mid = start + .pi / 2
            sweep = Double.cos(mid) * through.x + Double.sin(mid) * through.y >= 0 ? .pi : -.pi
        }
        let steps = max(1, Int((abs(sweep) / .pi * Double(roundSegments)).rounded(.up)))
        var out: [Point] = []
        for s in 0..<steps {
            let t0 = start + sweep * Double(s) / Double(steps), t1 = start + sweep * Double(s + 1) / Double(steps)
            out += [center, center + Point(x: Double.cos(t0), y: Double.sin(t0)) * radius,
                    center + Point(x: Double.cos(t1), y: Double.sin(t1)) * radius]
        }
        return out
    }

    /// `subject` (a polygon) cut to the convex polygon `clip` (Sutherland and Hodgman, "Reentrant Polygon
    /// Clipping", Communications of the ACM 17(1), 1974): each of the clip's edges keeps the part on its inner side.
    /// Either winding of `clip` works. A subject that is not convex may come back with edges along the clip's.
    public static func clip(_ subject: [Point], to clip: [Point]) -> [Point] {
        self.clip(subject, uvs: nil, to: clip).points
    }

    /// As `clip(_:to:)`, carrying each point's texture coordinate (interpolated where an edge is cut).
    public static func clip(_ subject: [Point], uvs: [Point]?, to clip: [Point]) -> (points: [Point], uvs: [Point]) {
        guard clip.count >= 3 else { return ([], []) }
        let area = signedArea(clip)
        guard area != 0 else { return ([], []) }
        let sign: Double = area > 0 ? 1 : -1
        var output = subject
        var outUV = uvs ?? subject
        for k in clip.indices {
            guard !output.isEmpty else { break }
            let a = clip[k], b = clip[(k + 1) % clip.count]
            func side(_ p: Point) -> Double { sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
            let input = output, inUV = outUV
            output = []
            outUV = []
            for i in input.indices {
                let j = (i + 1) % input.count
                let p = input[i], q = input[j]
                let sp = side(p), sq = side(q)
                if sp >= 0 {
                    output.append(p)
                    outUV.append(inUV[i])
                }
                if (sp >= 0) != (sq >= 0) {
                    let t = sp / (sp - sq)
                    output.append(p + (q - p) * t)
                    outUV.append(inUV[i] + (inUV[j] - inUV[i]) * t)
                }
            }
        }
        return (output, uvs == nil ? [] : outUV)
    }

    /// A convex polygon as triangles from its first point (a fan).
    public static func fan(_ polygon: [Point]) -> [Point] {
        guard polygon.count >= 3 else { return [] }
        return (1..<(polygon.count - 1)).flatMap { [polygon[0], polygon[$0], polygon[$0 + 1]] }
    }

    /// Triangles (three points each) cut to the convex polygon `clip`, as triangles.
    public static func clip(triangles: [Point], to clip: [Point]) -> [Point] {
        stride(from: 0, to: triangles.count - 2, by: 3).flatMap {
            fan(self.clip([triangles[$0], triangles[$0 + 1], triangles[$0 + 2]], to: clip))
        }
    }

    /// A rounded rectangle's outline, clockwise on a y-down screen from the top-left corner's arc, each corner
    /// `segments` + 1 points (a square corner's repeated), radii at most half the shorter side.
    public static func roundedRectangle(_ r: Rect, radii: CornerRadii, segments: Int = 8) -> [Point] {
        let limit = min(r.width, r.height) / 2
        let corners: [(radius: Double, cx: Double, cy: Double, start: Double)] = [
            (min(radii.topLeft, limit), r.minX, r.minY, .pi),
            (min(radii.topRight, limit), r.maxX, r.minY, 1.5 * .pi),
            (min(radii.bottomRight, limit), r.maxX, r.maxY, 0),
            (min(radii.bottomLeft, limit), r.minX, r.maxY, 0.5 * .pi),
        ]
        let inward: [(Double, Double)] = [(1, 1), (-1, 1), (-1, -1), (1, -1)]
        var points: [Point] = []
        for (k, c) in corners.enumerated() {
            guard c.radius > 0 else {
                // The same count of points either way (outlines of one rectangle pair up point by point).
                points += Array(repeating: Point(x: c.cx, y: c.cy), count: segments + 1)
                continue
            }
            let center = Point(x: c.cx + inward[k].0 * c.radius, y: c.cy + inward[k].1 * c.radius)
            for s in 0...segments {
                let angle = c.start + Double(s) / Double(segments) * .pi / 2
                points.append(center + Point(x: Double.cos(angle), y: Double.sin(angle)) * c.radius)
            }
        }
        return points
    }

    /// The smallest convex polygon holding `points` (Andrew's monotone chain, 1979).
    public static func convexHull(_ points: [Point]) -> [Point] {
        let ps = Array(Set(points)).sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard ps.count >= 3 else { return ps }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Point] = [], upper: [Point] = []
        for p in ps {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in ps.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// Whether `polygon` is convex (its turns all one way).
    public static func isConvex(_ polygon: [Point]) -> Bool {
        guard polygon.count >= 3 else { return false }
        var sign = 0.0
        for k in polygon.indices {
            let a = polygon[k], b = polygon[(k + 1) % polygon.count], c = polygon[(k + 2) % polygon.count]
            let z = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if abs(z) < 1e-12 { continue }
            if sign == 0 { sign = z } else if (z > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }

    /// The polygon's signed area (shoelace formula), positive when its points turn counter-clockwise in
    /// a y-up frame (clockwise on a y-down screen).
    public static func signedArea(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var s = 0.0
        for k in polygon.indices {
            let p = polygon[k], q = polygon[(k + 1) % polygon.count]
            s += p.x * q.y - q.x * p.y
        }
        return s / 2
    }

    /// The total area of triangles (three points each).
    public static func area(ofTriangles t: [Point]) -> Double {
        stride(from: 0, to: t.count - 2, by: 3).reduce(0) { $0 + abs(signedArea([t[$1], t[$1 + 1], t[$1 + 2]])) }
    }

    /// The parts of `polylines` between fractions `start` and `end` of their total length (CAShapeLayer's
    /// `strokeStart` / `strokeEnd`: one length over every subpath in order). A closed polyline's closing segment
    /// counts; its parts come back open.
    public static func trim(_ polylines: [(points: [Point], closed: Bool)], start: Double, end: Double)
        -> [(points: [Point], closed: Bool)] {
        let s = max(0, min(1, start)), e = max(0, min(1, end))
        if s <= 0, e >= 1 { return polylines }
        guard e > s else { return [] }
        let lines = polylines.map { $0.closed && $0.points.count > 1 ? $0.points + [$0.points[0]] : $0.points }
        func length(_ a: Point, _ b: Point) -> Double { let d = b - a; return (d.x * d.x + d.y * d.y).squareRoot() }
        let total = lines.reduce(0.0) { sum, l in sum + zip(l, l.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) } }
        guard total > 0 else { return [] }
        let from = s * total, to = e * total
        var walked = 0.0
        var result: [(points: [Point], closed: Bool)] = []
        for l in lines {
            var part: [Point] = []
            for (a, b) in zip(l, l.dropFirst()) {
                let len = length(a, b), t0 = walked, t1 = walked + len
                walked = t1
                guard len > 0, t1 > from, t0 < to else { continue }
                let u0 = max(0, (from - t0) / len), u1 = min(1, (to - t0) / len)
                let p = a + (b - a) * u0, q = a + (b - a) * u1
                if part.isEmpty { part.append(p) }
                part.append(q)
            }
            if part.count >= 2 { result.append((part, false)) }
        }
        return result
    }
}
