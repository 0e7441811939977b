import CSDL

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
