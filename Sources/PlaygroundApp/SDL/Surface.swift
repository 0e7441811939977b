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

    /// Writes the surface as PNG atomically (a temporary file beside `path`, then a rename), every byte and the
    /// fsync checked first (`PNGWriter`, `AtomicFile`): on a full disk, `cannot write PATH: no space left on device`
    /// and the old file stays.
    func savePNG(to path: String) throws {
        guard let rgba = SDL_ConvertSurfaceFormat(handle, CSDL_PIXELFORMAT_RGBA32, 0) else {
            throw SDLError("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(rgba) }
        if CSDL_MUSTLOCK(rgba) != 0 { SDL_LockSurface(rgba) }
        defer { if CSDL_MUSTLOCK(rgba) != 0 { SDL_UnlockSurface(rgba) } }
        let pitch = Int(rgba.pointee.pitch)
        let base = UnsafePointer(rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self))
        let bytes: [UInt8]
        do {
            bytes = try PNGWriter.encode(width: Int(rgba.pointee.w), height: Int(rgba.pointee.h)) { base + $0 * pitch }
        } catch {
            throw AtomicFile.Failure(path: path, reason: error.reason)
        }
        try AtomicFile.write(bytes, to: path)
    }
}
