import CSDL

/// A failure of SDL, SDL_image or SDL_ttf, carrying SDL_GetError()'s text.
struct SDLError: Error, CustomStringConvertible {
    var description: String

    init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }
}

/// Owns SDL's process-wide initialization (video, SDL_image, SDL_ttf); quits them in deinit.
/// SDL state is process-wide: create one at a time.
final class SDLSession {
    /// - Parameter headless: force the offscreen video driver (EGL), over any SDL_VIDEODRIVER in the environment.
    init(headless: Bool) throws {
        if headless {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
        }
        // Keep the mouse and the compositor as they are; we draw with our own scale.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError("SDL_Init") }
        let wanted = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue | IMG_INIT_WEBP.rawValue)
        _ = IMG_Init(wanted)  // formats that fail to initialize surface as load errors per file
        guard TTF_Init() == 0 else {
            SDL_Quit()
            throw SDLError("TTF_Init")
        }
    }

    deinit {
        TTF_Quit()
        IMG_Quit()
        SDL_Quit()
    }
}

/// Owns an SDL_Window.
/// Retains its SDLSession, so SDL quits only after the window is gone.
final class Window {
    let handle: OpaquePointer
    let session: SDLSession

    init(session: SDLSession, title: String, size: (width: Int32, height: Int32), hidden: Bool = false) throws {
        self.session = session
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        guard let w = SDL_CreateWindow(title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED,
                                       size.width, size.height, flags)
        else { throw SDLError("SDL_CreateWindow") }
        handle = w
    }

    deinit { SDL_DestroyWindow(handle) }

    var title: String {
        get { String(cString: SDL_GetWindowTitle(handle)) }
        set { SDL_SetWindowTitle(handle, newValue) }
    }

    /// The window's size in points (window coordinates).
    var size: (width: Int32, height: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return (w, h)
    }
}

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

/// Owns an SDL_Surface.
final class Surface {
    let handle: UnsafeMutablePointer<SDL_Surface>

    init(_ handle: UnsafeMutablePointer<SDL_Surface>) { self.handle = handle }

    /// A new RGBA32 (or `format`) surface (uninitialized pixels).
    convenience init(width: Int, height: Int, format: UInt32 = CSDL_PIXELFORMAT_RGBA32) throws {
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        self.init(s)
    }

    deinit { SDL_FreeSurface(handle) }

    var width: Int { Int(handle.pointee.w) }
    var height: Int { Int(handle.pointee.h) }

    /// Writes the surface as PNG atomically (a temporary file beside `path`, then a rename).
    func savePNG(to path: String) throws {
        try AtomicFile.write(to: path) { temporary in
            guard IMG_SavePNG(handle, temporary) == 0 else { throw SDLError("IMG_SavePNG \(path)") }
        }
    }
}

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

/// Owns a TTF_Font; retains the SDL session, so TTF_Quit runs after the font is closed.
final class Font {
    let handle: OpaquePointer
    let session: SDLSession

    /// - Parameter size: in pixels (SDL2_ttf's points at 72 dpi).
    init(session: SDLSession, path: String, size: Int) throws {
        guard let f = TTF_OpenFont(path, Int32(size)) else { throw SDLError("TTF_OpenFont \(path)") }
        handle = f
        self.session = session
    }

    deinit { TTF_CloseFont(handle) }
}
