import PlaygroundCore

/// Anti-aliased edges for a quad drawn with SDL_RenderGeometry, which rasterizes triangles with hard edges (a pixel
/// is in or out by its center): a turned or projected cell's edge is a staircase.
///
/// The quad is drawn as an inner quad, inset by half a pixel, at full opacity, and a ring out to the quad outset by
/// half a pixel whose outer vertices have alpha 0. SDL interpolates vertex colours across triangles, so a pixel's
/// opacity ramps from 1 half a pixel inside the edge to 0 half a pixel outside: clamp(0.5 + d, 0, 1) for a pixel
/// center d pixels inside, which is the share of the pixel the quad covers (box-filter coverage) for a straight edge.
/// Placeholders (colour fills) and photos alike; it does not depend on the texture (a border in each texture would
/// leave the cropped sides of an aspect-filled photo hard), and an edge on whole pixels draws exactly as before.
///
/// The offsets are taken in the quad's own parameter space (s along the top and bottom edges, t along the sides),
/// each side moved by half a pixel of its own length: exact for rectangles and parallelograms, close for the
/// trapezoids of a perspective. The texture coordinates follow the same parameters.
enum SoftEdges {
    /// The ring's half width, pixels: the ramp spans one pixel centered on the edge.
    static let halfWidth = 0.5
    /// Quads with a side shorter than this many pixels are drawn hard: insetting would turn them inside out.
    static let minimumSide = 2.0

    /// The inner and outer quads (corners top-left, top-right, bottom-right, bottom-left) with their texture
    /// coordinates, for a quad `quad` drawn at `scale` pixels per point; nil when a side is too short.
    ///
    /// ```
    /// let r = SoftEdges.rings(Quad(rect 0,0 10×10), uv: 0…1, scale: 1)!
    /// r.inner[0] == (0.5, 0.5), r.outer[0] == (−0.5, −0.5), r.innerUV[0] == (0.05, 0.05)
    /// ```
    static func rings(_ quad: Quad, uv: Rect, scale: Double)
        -> (inner: [Point], outer: [Point], innerUV: [Point], outerUV: [Point])? {
        let h = halfWidth / scale
        let c = quad.corners
        let top = (c[1] - c[0]).length, right = (c[2] - c[1]).length
        let bottom = (c[2] - c[3]).length, left = (c[3] - c[0]).length
        guard min(top, right, bottom, left) * scale >= minimumSide, quad.isFinite else { return nil }
        // Parameter steps of half a pixel along each side.
        let sTop = h / top, sBottom = h / bottom, tLeft = h / left, tRight = h / right
        func point(_ s: Double, _ t: Double) -> Point {
            c[0] * ((1 - s) * (1 - t)) + c[1] * (s * (1 - t)) + c[2] * (s * t) + c[3] * ((1 - s) * t)
        }
        func texture(_ s: Double, _ t: Double) -> Point {
            // Clamped to the texture: the software renderer does not clamp coordinates outside 0…1 itself.
            Point(x: (uv.minX + s * uv.width).clamped(to: 0...1), y: (uv.minY + t * uv.height).clamped(to: 0...1))
        }
        // (s, t) of each corner, and the direction its side steps go outward.
        let corners: [(s: Double, t: Double, ds: Double, dt: Double)] = [
            (0, 0, -sTop, -tLeft), (1, 0, sTop, -tRight), (1, 1, sBottom, tRight), (0, 1, -sBottom, tLeft),
        ]
        let inner = corners.map { (s: $0.s - $0.ds, t: $0.t - $0.dt) }
        let outer = corners.map { (s: $0.s + $0.ds, t: $0.t + $0.dt) }
        return (inner.map { point($0.s, $0.t) }, outer.map { point($0.s, $0.t) },
                inner.map { texture($0.s, $0.t) }, outer.map { texture($0.s, $0.t) })
    }

    /// Triangles of a soft quad's 8 vertices (inner 0–3, outer 4–7): the inner quad, then per side two triangles
    /// between the inner and outer edges.
    static let innerIndices: [Int32] = [0, 1, 2, 0, 2, 3]
    static let ringIndices: [Int32] = (0..<4).flatMap { k -> [Int32] in
        let n = (k + 1) % 4
        return [4 + k, 4 + n, n, 4 + k, n, k].map(Int32.init)
    }
}
