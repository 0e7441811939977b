import CSDL

/// Owns an SDL_Renderer.
/// Retains its Window (and through it the SDL session).
final class Renderer {
    enum Kind: String, CaseIterable {
        case auto, opengl, software
    }

    let handle: OpaquePointer
    let window: Window
    /// The renderer's name as SDL reports it ("opengl", "opengles2", "software", …).
    let name: String
    /// The largest texture side the renderer takes, in pixels (SDL_RendererInfo; 0 there means no limit).
    let maxTextureSide: Int
    /// Drawable pixels per point (2 on a HiDPI screen), as set by `updateScale()`.
    private(set) var scale = 1.0

    /// Accelerated with vsync (OpenGL), falling back to software when `kind` is auto.
    init(window: Window, kind: Kind = .auto, vsync: Bool = true) throws {
        let vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        self.window = window
        var made: OpaquePointer?
        if kind != .software {
            made = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
        }
        if made == nil, kind != .opengl {
            made = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let r = made else { throw SDLError("SDL_CreateRenderer (\(kind.rawValue))") }
        handle = r
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        name = info.name.map { String(cString: $0) } ?? "unknown"
        let side = Int(min(info.max_texture_width, info.max_texture_height))
        maxTextureSide = side > 0 ? side : 16384
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        updateScale()
    }

    /// Makes drawing work in points: scales by the drawable's pixels per window point (SDL_GetRendererOutputSize
    /// over SDL_GetWindowSize; 1 except on HiDPI screens). Call again when the window changes size or display.
    /// - Returns: whether the scale changed.
    @discardableResult
    func updateScale() -> Bool {
        let (pw, ph) = outputSize
        let (ww, wh) = window.size
        guard pw > 0, ph > 0, ww > 0, wh > 0 else { return false }
        let sx = Float(pw) / Float(ww), sy = Float(ph) / Float(wh)
        SDL_RenderSetScale(handle, sx, sy)
        let new = Double(max(sx, sy))
        defer { scale = new }
        return new != scale
    }

    deinit { SDL_DestroyRenderer(handle) }

    /// The drawable's size in pixels (larger than the window's on HiDPI screens).
    var outputSize: (width: Int32, height: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        return (w, h)
    }

    /// Reads the whole drawable back into a new RGBA32 surface (this also finishes any pending GL work).
    /// - Parameter format: the surface's pixel format. The recorder asks for ARGB8888, what SDL's OpenGL renderer
    ///   reads natively (GL_BGRA): SDL then copies instead of converting every pixel.
    func readPixels(format: UInt32 = CSDL_PIXELFORMAT_RGBA32) throws -> Surface {
        let (w, h) = outputSize
        let surface = try Surface(width: Int(w), height: Int(h), format: format)
        // The read rectangle is in the scaled coordinates (points); without one SDL reads the whole viewport in
        // pixels, whatever the scale.
        guard SDL_RenderReadPixels(handle, nil, format, surface.handle.pointee.pixels,
                                   surface.handle.pointee.pitch) == 0
        else { throw SDLError("SDL_RenderReadPixels") }
        return surface
    }

    /// Reads one pixel back: enough to make the GPU finish the frame (a benchmark's frames are otherwise only
    /// queued, and their times fake).
    func finish() {
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderReadPixels(handle, &rect, CSDL_PIXELFORMAT_RGBA32, &pixel, 4)
    }
}
