import CSDL

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
