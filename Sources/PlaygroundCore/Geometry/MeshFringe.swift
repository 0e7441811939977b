/// An anti-aliased edge for a triangle mesh (docs/cells.md, "Shapes and masks"): a band `width` wide outside each
/// boundary edge of the mesh, its inner side the mesh's colour and its outer side clear, as the rounded fills'
/// one-pixel fringe. A boundary edge is an edge of exactly one triangle (matched by its end points, to 1/1024 of a
/// unit); its outward side is the side away from the triangle's third vertex.
///
/// Edges inside a mesh that do not match exactly (T-junctions between trapezoids, overlapping stroke quads) count
/// as boundaries too: their bands lie over the mesh in its own colour, invisible when the colour is opaque. For a
/// translucent mesh they would blend twice (a visible seam), so `outsideOnly` drops every band whose middle, half
/// its width out, lies inside a triangle of the mesh: only bands over the outside remain.
public enum MeshFringe {
    /// One band: the edge `a`–`b` and its copy moved `width` outward (`outerA`, `outerB`).
    public struct Band: Hashable, Sendable {
        public var a: Point, b: Point, outerA: Point, outerB: Point
        /// The index of the triangle vertex `a` and `b` are (for texture coordinates).
        public var indexA: Int, indexB: Int
    }

    /// The bands of `triangles` (three points each, a flat list).
    public static func bands(_ triangles: [Point], width: Double, outsideOnly: Bool = false) -> [Band] {
        guard width > 0, triangles.count >= 3 else { return [] }
        struct Key: Hashable { var x0: Int64, y0: Int64, x1: Int64, y1: Int64 }
        func q(_ v: Double) -> Int64 { Int64((v * 1024).rounded()) }
        func key(_ p: Point, _ r: Point) -> Key {
            let (a, b) = (q(p.x), q(p.y)), (c, d) = (q(r.x), q(r.y))
            return (a, b) < (c, d) ? Key(x0: a, y0: b, x1: c, y1: d) : Key(x0: c, y0: d, x1: a, y1: b)
        }
        var count: [Key: Int] = [:]
        let n = triangles.count / 3
        for t in 0..<n {
            for e in 0..<3 {
                count[key(triangles[3 * t + e], triangles[3 * t + (e + 1) % 3]), default: 0] += 1
            }
        }
        var out: [Band] = []
        for t in 0..<n {
            for e in 0..<3 {
                let ia = 3 * t + e, ib = 3 * t + (e + 1) % 3, ic = 3 * t + (e + 2) % 3
                let a = triangles[ia], b = triangles[ib], c = triangles[ic]
                guard count[key(a, b)] == 1 else { continue }
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 1e-9 else { continue }
                var nx = -dy / length, ny = dx / length
                // Outward: away from the third vertex.
                if (c.x - a.x) * nx + (c.y - a.y) * ny > 0 { nx = -nx; ny = -ny }
                if outsideOnly {
                    let probe = Point(x: (a.x + b.x) / 2 + nx * width / 2, y: (a.y + b.y) / 2 + ny * width / 2)
                    if contains(triangles, probe) { continue }
                }
                out.append(Band(a: a, b: b, outerA: Point(x: a.x + nx * width, y: a.y + ny * width),
                                outerB: Point(x: b.x + nx * width, y: b.y + ny * width), indexA: ia, indexB: ib))
            }
        }
        return out
    }

    /// Whether `p` lies inside (or on) one of `triangles`.
    static func contains(_ triangles: [Point], _ p: Point) -> Bool {
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        for t in 0..<(triangles.count / 3) {
            let a = triangles[3 * t], b = triangles[3 * t + 1], c = triangles[3 * t + 2]
            let d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p)
            let negative = d1 < 0 || d2 < 0 || d3 < 0, positive = d1 > 0 || d2 > 0 || d3 > 0
            if !(negative && positive) && abs(cross(a, b, c)) > 1e-12 { return true }
        }
        return false
    }
}
