import CSDL

/// Owns an SDL_Texture; retains its Renderer, so textures are destroyed before the renderer.
final class Texture {
    let handle: OpaquePointer
    let renderer: Renderer
    let width: Int
    let height: Int
    /// Whether every texel is opaque (then an opaque quad draws without blending).
    let isOpaque: Bool

    init(renderer: Renderer, surface: Surface, isOpaque: Bool = false) throws {
        guard let t = SDL_CreateTextureFromSurface(renderer.handle, surface.handle) else {
            throw SDLError("SDL_CreateTextureFromSurface")
        }
        handle = t
        self.renderer = renderer
        width = surface.width
        height = surface.height
        self.isOpaque = isOpaque
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
    }

    deinit { SDL_DestroyTexture(handle) }

    /// The bytes the texture takes (RGBA, 4 per pixel).
    var bytes: Int { width * height * 4 }
}
