import CSDL
import PlaygroundCore

/// A decoded image handed from a worker thread to the main thread.
///
/// `@unchecked Sendable`: a Surface is a plain class around an SDL_Surface and not thread-safe. Each DecodedImage is
/// made by one worker and passed whole through the loader's locked queue to the main thread; the worker keeps no
/// reference, so no two threads ever touch the surface at once.
struct DecodedImage: @unchecked Sendable {
    /// RGBA32 pixels, downscaled.
    let surface: Surface
    /// The file's own pixel size (before downscaling).
    let naturalWidth: Int
    let naturalHeight: Int
    /// The area it was decoded to cover (the job's).
    let cover: (width: Int, height: Int)
    /// Whether every pixel is opaque (the file has no alpha channel and no transparent colour key), so it can be
    /// drawn without blending when the cell is opaque.
    let isOpaque: Bool
}

/// Decodes an image file into an RGBA32 surface no larger than needed. Runs on any thread: SDL_image and SDL's
/// surface functions use no video state, and SDL_GetError's text is kept per thread.
enum ImageDecoder {
    /// What to decode and how large to keep it.
    struct Job: Sendable, Hashable {
        var index: Int
        var path: BytePath
        /// The area (pixels) the image must still cover after downscaling: the window's drawable size.
        var coverWidth: Int
        var coverHeight: Int
        /// The renderer's largest texture side.
        var maxSide: Int
    }

    /// Decodes `job.path`; on failure, SDL_image's reason.
    ///
    /// The image is converted to RGBA32 and downscaled (`ImageScale.downscaled`) in two steps: halvings first,
    /// each a bilinear stretch to exactly half size, which averages 2×2 pixels (a box filter), while the image is
    /// at least twice the target; then one bilinear stretch to the target (SDL_SoftStretchLinear). A single
    /// bilinear stretch by more than 2× would skip pixels and alias.
    static func decode(_ job: Job) -> Result<DecodedImage, DecodeFailure> {
        // Opened by the name's bytes, and only if it is (still) a regular file: a pipe would block the worker.
        let stream: UnsafeMutablePointer<SDL_RWops>
        switch UserFile.sdlStream(job.path) {
        case .success(let opened): stream = opened
        case .failure(let failure): return .failure(DecodeFailure(reason: failure.reason))
        }
        let type = job.path.pathExtension  // TGA has no signature: SDL_image needs the extension, as IMG_Load has
        let (loadedRaw, printed) = LibraryMessages.shared.capturing { IMG_LoadTyped_RW(stream, 1, type) }
        guard let raw = loadedRaw else {
            // libpng's own words say more than SDL_image's "Error reading the PNG file.".
            return .failure(DecodeFailure(reason: LibraryMessages.libpngError(in: printed) ?? sdlError()))
        }
        let loaded = Surface(raw)
        let natural = (width: loaded.width, height: loaded.height)
        let isOpaque = raw.pointee.format.pointee.Amask == 0 && SDL_HasColorKey(raw) == SDL_FALSE
        guard natural.width > 0, natural.height > 0 else { return .failure(DecodeFailure(reason: "empty image")) }
        guard var current = SDL_ConvertSurfaceFormat(raw, CSDL_PIXELFORMAT_RGBA32, 0).map(Surface.init) else {
            return .failure(DecodeFailure(reason: sdlError()))
        }
        let target = ImageScale.downscaled(width: natural.width, height: natural.height,
                                           toCover: (job.coverWidth, job.coverHeight), maxSide: job.maxSide)
        do {
            while current.width / 2 >= target.width, current.height / 2 >= target.height,
                  current.width >= 2, current.height >= 2 {
                current = try stretch(current, width: current.width / 2, height: current.height / 2)
            }
            if current.width != target.width || current.height != target.height {
                current = try stretch(current, width: target.width, height: target.height)
            }
        } catch {
            return .failure(DecodeFailure(reason: error.description))
        }
        return .success(DecodedImage(surface: current, naturalWidth: natural.width, naturalHeight: natural.height,
                                     cover: (job.coverWidth, job.coverHeight), isOpaque: isOpaque))
    }

    private static func stretch(_ source: Surface, width: Int, height: Int) throws(SDLError) -> Surface {
        guard let made = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, CSDL_PIXELFORMAT_RGBA32)
        else { throw SDLError("SDL_CreateRGBSurfaceWithFormat") }
        let destination = Surface(made)
        guard SDL_SoftStretchLinear(source.handle, nil, destination.handle, nil) == 0 else {
            throw SDLError("SDL_SoftStretchLinear")
        }
        return destination
    }

    private static func sdlError() -> String {
        let text = String(cString: SDL_GetError())
        return text.isEmpty ? "unknown error" : text
    }
}

/// Why an image could not be decoded (SDL_image's words).
struct DecodeFailure: Error, Sendable {
    var reason: String
}
