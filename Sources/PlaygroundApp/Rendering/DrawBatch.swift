import CSDL
import PlaygroundCore

/// One frame's draw calls as SDL takes them: the background, then per call a texture (or none, a colour fill) and
/// the four vertices of a quad (two triangles).
///
/// A quad that is fully opaque (opacity 1, and an opaque texture or none) is drawn without blending: the same
/// pixels (blending an opaque source gives the source), but the renderer need not read what is underneath: about 9 %
/// off a frame of photos with either renderer (docs/frame-benchmarks.md).
///
/// A quad with soft edges (`SoftEdges`) has 8 vertices; when it is opaque, its inner quad is still drawn without
/// blending and only the one-pixel ring blends.
///
/// The textures are held strongly, so a recorded batch can be replayed after the cache has moved on.
struct DrawBatch {
    var background: Color
    private(set) var textures: [Texture?] = []
    private(set) var opaque: [Bool] = []
    private(set) var soft: [Bool] = []
    private(set) var vertices: [SDL_Vertex] = []
    /// For a mesh (a rounded rectangle, a border: `addMesh`), its vertex count and triangles; nil for a quad.
    private(set) var meshes: [(count: Int, indices: [Int32])?] = []
    /// The two triangles of a quad: 0-1-2 and 0-2-3 (top-left, top-right, bottom-right, bottom-left).
    private static let indices: [Int32] = [0, 1, 2, 0, 2, 3]
    private static let softIndices = SoftEdges.innerIndices + SoftEdges.ringIndices

    init(background: Color = .background) { self.background = background }

    var count: Int { textures.count }

    mutating func reserve(quads: Int) {
        textures.reserveCapacity(quads)
        opaque.reserveCapacity(quads)
        meshes.reserveCapacity(quads)
        soft.reserveCapacity(quads)
        vertices.reserveCapacity(quads * 8)
    }

    /// Adds a quad; with `softEdgesAt` (the renderer's pixels per point) its edges are anti-aliased.
    mutating func add(_ texture: Texture?, _ quad: Quad, uv: Rect, color: SDL_Color, softEdgesAt scale: Double? = nil) {
        textures.append(texture)
        meshes.append(nil)
        opaque.append(color.a == 255 && (texture?.isOpaque ?? true))
        func vertex(_ p: Point, _ u: Double, _ v: Double, _ c: SDL_Color = color) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c,
                       tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
        }
        if let scale, let rings = SoftEdges.rings(quad, uv: uv, scale: scale) {
            soft.append(true)
            var clear = color
            clear.a = 0
            for (p, t) in zip(rings.inner, rings.innerUV) { vertices.append(vertex(p, t.x, t.y)) }
            for (p, t) in zip(rings.outer, rings.outerUV) { vertices.append(vertex(p, t.x, t.y, clear)) }
            return
        }
        soft.append(false)
        vertices.append(vertex(quad.topLeft, uv.minX, uv.minY))
        vertices.append(vertex(quad.topRight, uv.maxX, uv.minY))
        vertices.append(vertex(quad.bottomRight, uv.maxX, uv.maxY))
        vertices.append(vertex(quad.bottomLeft, uv.minX, uv.maxY))
    }

    /// Adds triangles (indices into `meshVertices`), drawn blended in one call.
    mutating func addMesh(_ texture: Texture?, _ meshVertices: [SDL_Vertex], _ indices: [Int32]) {
        guard !meshVertices.isEmpty, !indices.isEmpty else { return }
        textures.append(texture)
        meshes.append((meshVertices.count, indices))
        opaque.append(false)
        soft.append(false)
        vertices.append(contentsOf: meshVertices)
    }

    /// Clears to the background and draws every quad, one SDL_RenderGeometry call each.
    func submit(to renderer: Renderer) {
        SDL_SetRenderDrawColor(renderer.handle, background.r, background.g, background.b, 255)
        SDL_RenderClear(renderer.handle)
        draw(to: renderer)
    }

    /// Draws every quad over what is there, one SDL_RenderGeometry call each; blending left on afterwards.
    func draw(to renderer: Renderer) {
        let r = renderer.handle
        var drawBlending = true
        func setBlending(_ texture: Texture?, _ blending: Bool) {
            if let texture {
                SDL_SetTextureBlendMode(texture.handle, blending ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            } else if drawBlending != blending {
                SDL_SetRenderDrawBlendMode(r, blending ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
                drawBlending = blending
            }
        }
        vertices.withUnsafeBufferPointer { v in
            Self.indices.withUnsafeBufferPointer { plain in
                Self.softIndices.withUnsafeBufferPointer { softIndices in
                    var start = 0
                    for (k, texture) in textures.enumerated() {
                        let base = v.baseAddress! + start
                        if let mesh = meshes[k] {
                            setBlending(texture, true)
                            mesh.indices.withUnsafeBufferPointer {
                                _ = SDL_RenderGeometry(r, texture?.handle, base, Int32(mesh.count), $0.baseAddress!,
                                                       Int32($0.count))
                            }
                            start += mesh.count
                            continue
                        }
                        if !soft[k] {
                            setBlending(texture, !opaque[k])
                            SDL_RenderGeometry(r, texture?.handle, base, 4, plain.baseAddress!, 6)
                            start += 4
                            continue
                        }
                        let i = softIndices.baseAddress!
                        if opaque[k] {
                            // The inner quad as an opaque one, then the ring blended.
                            setBlending(texture, false)
                            SDL_RenderGeometry(r, texture?.handle, base, 8, i, 6)
                            setBlending(texture, true)
                            SDL_RenderGeometry(r, texture?.handle, base, 8, i + 6, 24)
                        } else {
                            setBlending(texture, true)
                            SDL_RenderGeometry(r, texture?.handle, base, 8, i, 30)
                        }
                        start += 8
                    }
                }
            }
        }
        if !drawBlending { SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND) }
    }
}
