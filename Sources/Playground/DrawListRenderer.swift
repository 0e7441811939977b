import CSDL
import PlaygroundCore

/// Draws a DrawList with SDL: every element as two textured (or coloured) triangles through SDL_RenderGeometry,
/// so rotation, non-uniform scale and projected 3D corners all take the same path. No layout math here: the quad
/// corners, texture crop, alpha and order all come from the core.
struct DrawListRenderer {
    let renderer: Renderer
    /// Indexed like the image library; nil where a texture is missing.
    let textures: [Texture?]

    func draw(_ list: DrawList) {
        let r = renderer.handle
        SDL_SetRenderDrawColor(r, list.background.r, list.background.g, list.background.b, 255)
        SDL_RenderClear(r)
        var vertices = [SDL_Vertex](repeating: SDL_Vertex(), count: 4)
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        for item in list.items where item.quad.isFinite && item.alpha > 0 {
            let texture = item.texture.flatMap { textures.indices.contains($0) ? textures[$0] : nil }
            let alpha = UInt8((item.alpha * 255).rounded())
            let color = texture == nil
                ? SDL_Color(r: item.color.r, g: item.color.g, b: item.color.b, a: UInt8(Int(item.color.a) * Int(alpha) / 255))
                : SDL_Color(r: 255, g: 255, b: 255, a: alpha)
            let uv = item.uv
            let corners = item.quad.corners
            let texCoords = [(uv.minX, uv.minY), (uv.maxX, uv.minY), (uv.maxX, uv.maxY), (uv.minX, uv.maxY)]
            for k in 0..<4 {
                vertices[k] = SDL_Vertex(
                    position: SDL_FPoint(x: Float(corners[k].x), y: Float(corners[k].y)), color: color,
                    tex_coord: SDL_FPoint(x: Float(texCoords[k].0), y: Float(texCoords[k].1)))
            }
            SDL_RenderGeometry(r, texture?.handle, vertices, 4, indices, 6)
        }
    }
}
