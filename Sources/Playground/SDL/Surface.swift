import CSDL

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
