import CSDL
import Foundation
import PlaygroundCore

/// The pieces of views that elements draw themselves (`DrawItem.Role.view`: a hosted cell's backgrounds, borders,
/// shadows, label lines and images), each in its quad: shapes are built in the piece's own coordinates (u, v in
/// 0…1) and mapped through the quad's corners, so they turn, scale and project with the element.
extension DrawListRenderer {
    /// Points of a rounded corner's arc (a quarter circle): 8 segments keep a 20-point radius within a quarter pixel
    /// of the circle at 2× (sagitta r(1 − cos(π/32)) = 0.05 points).
    static let cornerSegments = 8
    /// Stacked layers that approximate a shadow's Gaussian blur (as the lifted cell's shadow).
    static let shadowLayers = 5

    func addView(_ item: DrawItem, to b: inout DrawBatch) {
        guard let piece = item.piece else { return }
        let size = item.attributes.size
        guard size.width > 0, size.height > 0 else { return }
        let color = SDL_Color(r: item.color.r, g: item.color.g, b: item.color.b,
                              a: Self.byte(Double(item.color.a) / 255 * item.alpha))
        switch piece {
        case .fill(let radii):
            addRounded(item.quad, size: size, radii: radii, inset: 0, color: color, to: &b)
        case .border(let width, let radii):
            addBorder(item.quad, size: size, radii: radii, width: width, color: color, to: &b)
        case .shadow(let radius, let radii):
            // Layers from radius/2 inside to radius/2 outside the shape, each faint, together the colour's opacity.
            let n = Self.shadowLayers
            let total = Double(color.a) / 255
            let each = 1 - pow(1 - min(total, 0.999), 1 / Double(n))
            for k in 0..<n {
                let spread = radius * (Double(k) / Double(n - 1) - 0.5)
                var c = color
                c.a = Self.byte(each)
                addRounded(item.quad, size: size, radii: radii, inset: -spread, color: c, to: &b)
            }
        case .text(let run):
            addText(run, item: item, color: color, to: &b)
        case .image(let source, let uv):
            let texture: Texture? = switch source {
            case .photo(let index): images?.texture(for: index)
            case .file(let path): files.texture(path)
            }
            if let texture {
                b.add(texture, item.quad, uv: uv, color: SDL_Color(r: 255, g: 255, b: 255, a: Self.byte(item.alpha)),
                      softEdgesAt: renderer.scale)
            } else {
                // Not loaded yet: its colour.
                b.add(nil, item.quad, uv: uv, color: color, softEdgesAt: renderer.scale)
            }
        case .mesh(let mesh):
            addMesh(mesh, item: item, size: size, color: color, to: &b)
        }
    }

    /// A piece's triangles mapped through its quad: flat in its colour, or textured (white, the alpha only) from
    /// its image when that is loaded. An opaque mesh gets a one-pixel fringe fading to clear outside its boundary
    /// edges (`MeshFringe`), as rounded fills have: shape layers, masked cells and accessory glyphs are
    /// anti-aliased (docs/cells.md, "Shapes and masks"); a translucent one gets only the bands over its outside
    /// (those over its own inner edges would blend twice and show as seams).
    private func addMesh(_ mesh: PathMesh, item: DrawItem, size: Size, color: SDL_Color, to b: inout DrawBatch) {
        guard mesh.triangles.count >= 3 else { return }
        var texture: Texture?
        var tint = color
        if let source = mesh.image, mesh.uvs.count == mesh.triangles.count {
            texture = switch source {
            case .photo(let index): images?.texture(for: index)
            case .file(let path): files.texture(path)
            }
            if texture != nil { tint = SDL_Color(r: 255, g: 255, b: 255, a: Self.byte(item.alpha)) }
        }
        var vertices: [SDL_Vertex] = []
        vertices.reserveCapacity(mesh.triangles.count)
        let window = mesh.triangles.map { item.quad.point(u: $0.x / size.width, v: $0.y / size.height) }
        func vertex(_ q: Point, _ k: Int, _ c: SDL_Color) -> SDL_Vertex {
            let uv = texture != nil ? mesh.uvs[k] : Point(x: 0, y: 0)
            return SDL_Vertex(position: SDL_FPoint(x: Float(q.x), y: Float(q.y)), color: c,
                              tex_coord: SDL_FPoint(x: Float(uv.x), y: Float(uv.y)))
        }
        for (k, q) in window.enumerated() { vertices.append(vertex(q, k, tint)) }
        if tint.a > 0 {
            var clear = tint
            clear.a = 0
            // A translucent mesh keeps only the bands over the outside (inner ones would blend twice: a seam).
            let opaque = tint.a == 255 && (texture?.isOpaque ?? true)
            for band in MeshFringe.bands(window, width: 1 / max(renderer.scale, 1), outsideOnly: !opaque) {
                let a = vertex(band.a, band.indexA, tint), b2 = vertex(band.b, band.indexB, tint)
                let oa = vertex(band.outerA, band.indexA, clear), ob = vertex(band.outerB, band.indexB, clear)
                vertices += [a, b2, ob, a, ob, oa]
            }
        }
        b.addMesh(texture, vertices, (0..<Int32(vertices.count)).map { $0 })
    }

    /// The outline of a rounded rectangle inset by `inset` points (negative: outset), in points of the piece.
    static func outline(size: Size, radii: CornerRadii, inset: Double) -> [Point] {
        let w = size.width, h = size.height
        let limit = min(w, h) / 2
        func r(_ v: Double) -> Double { max(0, min(v, limit) - inset) }
        let corners: [(center: Point, radius: Double, start: Double)] = [
            (Point(x: min(radii.topLeft, limit), y: min(radii.topLeft, limit)), r(radii.topLeft), .pi),
            (Point(x: w - min(radii.topRight, limit), y: min(radii.topRight, limit)), r(radii.topRight), 1.5 * .pi),
            (Point(x: w - min(radii.bottomRight, limit), y: h - min(radii.bottomRight, limit)), r(radii.bottomRight), 0),
            (Point(x: min(radii.bottomLeft, limit), y: h - min(radii.bottomLeft, limit)), r(radii.bottomLeft), 0.5 * .pi),
        ]
        var points: [Point] = []
        let signs: [(Double, Double)] = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
        for (k, c) in corners.enumerated() {
            if c.radius <= 0 {
                let (sx, sy) = signs[k]
                let corner = Point(x: sx < 0 ? inset : w - inset, y: sy < 0 ? inset : h - inset)
                points += Array(repeating: corner, count: cornerSegments + 1)
                continue
            }
            for s in 0...cornerSegments {
                let angle = c.start + Double(s) / Double(cornerSegments) * .pi / 2
                points.append(Point(x: c.center.x + c.radius * cos(angle),
                                    y: c.center.y + c.radius * sin(angle)))
            }
        }
        return points
    }

    private func vertex(_ p: Point, in quad: Quad, size: Size, color: SDL_Color) -> SDL_Vertex {
        let q = quad.point(u: p.x / size.width, v: p.y / size.height)
        return SDL_Vertex(position: SDL_FPoint(x: Float(q.x), y: Float(q.y)), color: color,
                          tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    /// A filled rounded rectangle with a one-pixel fringe fading to clear outside it (anti-aliased edge).
    private func addRounded(_ quad: Quad, size: Size, radii: CornerRadii, inset: Double, color: SDL_Color,
                            to b: inout DrawBatch) {
        let inner = Self.outline(size: size, radii: radii, inset: inset)
        let fringe = Self.outline(size: size, radii: radii, inset: inset - 1 / max(renderer.scale, 1))
        var clear = color
        clear.a = 0
        let center = Point(x: size.width / 2, y: size.height / 2)
        var vertices = [vertex(center, in: quad, size: size, color: color)]
        vertices += inner.map { vertex($0, in: quad, size: size, color: color) }
        vertices += fringe.map { vertex($0, in: quad, size: size, color: clear) }
        let n = Int32(inner.count)
        var indices: [Int32] = []
        for k in 0..<n {
            let a = 1 + k, c = 1 + (k + 1) % n
            indices += [0, a, c]
            indices += [a, n + a, n + c, a, n + c, c]
        }
        b.addMesh(nil, vertices, indices)
    }

    /// The band between the outline and the outline inset by `width`.
    private func addBorder(_ quad: Quad, size: Size, radii: CornerRadii, width: Double, color: SDL_Color,
                           to b: inout DrawBatch) {
        guard width > 0 else { return }
        let outer = Self.outline(size: size, radii: radii, inset: 0)
        let inner = Self.outline(size: size, radii: radii, inset: min(width, min(size.width, size.height) / 2))
        let vertices = (outer + inner).map { vertex($0, in: quad, size: size, color: color) }
        let n = Int32(outer.count)
        var indices: [Int32] = []
        for k in 0..<n {
            let a = k, c = (k + 1) % n
            indices += [a, c, n + c, a, n + c, n + a]
        }
        b.addMesh(nil, vertices, indices)
    }

    /// A line of text: SDL2_ttf's textures at the screen's pixel size, each piece's baseline on the piece's (the
    /// piece's top is the font's ascender above it), widths the textures' own (emoji scaled to what UIKit measured,
    /// drawn in their colours at the text's opacity: `TextRunRenderer`).
    private func addText(_ run: TextRun, item: DrawItem, color: SDL_Color, to b: inout DrawBatch) {
        let scale = max(renderer.scale, 1)
        let pixels = Int((run.pointSize * scale).rounded())
        guard pixels > 0, pixels < 2000, let line = runs.line(run, pixels: pixels) else { return }
        let size = item.attributes.size
        let q = item.quad
        for piece in line.pieces {
            let x = piece.x / scale, w = piece.width / scale, h = piece.height / scale
            let top = run.ascender - piece.ascent / scale
            let quad = Quad(topLeft: q.point(u: x / size.width, v: top / size.height),
                            topRight: q.point(u: (x + w) / size.width, v: top / size.height),
                            bottomRight: q.point(u: (x + w) / size.width, v: (top + h) / size.height),
                            bottomLeft: q.point(u: x / size.width, v: (top + h) / size.height))
            let tint = piece.tinted ? color : SDL_Color(r: 255, g: 255, b: 255, a: color.a)
            b.add(piece.texture, quad, uv: Rect(x: 0, y: 0, width: 1, height: 1), color: tint)
        }
    }
}
