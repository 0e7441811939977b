import CSDL
import Foundation
import PlaygroundCore

/// A decoded image handed from a worker thread to the main thread.
///
/// `@unchecked Sendable`: a Surface is a plain class around an SDL_Surface and not thread-safe. Each DecodedImage is
/// made by one worker and passed whole through the loader's locked queue to the main thread; the worker keeps no
/// reference, so no two threads ever touch the surface at once.
struct DecodedImage: @unchecked Sendable {
    /// RGBA32 pixels, upright, downscaled.
    let surface: Surface
    /// The image's size as shown (EXIF orientation applied), before downscaling.
    let naturalWidth: Int
    let naturalHeight: Int
    /// The area it was decoded to cover (the job's).
    let cover: (width: Int, height: Int)
    /// Whether every pixel is opaque (the file has no alpha channel and no transparent colour key), so it can be
    /// drawn without blending when the cell is opaque.
    let isOpaque: Bool
    /// Where the pixels came from.
    let source: Source
    /// How the original was decoded, for `DecodeLog` ("JPEG at 1/8: 500×375"); empty for a thumbnail.
    var how = ""

    enum Source: Sendable, Equatable {
        /// A thumbnail of the freedesktop.org cache (the folder's name).
        case thumbnail(String)
        /// The file itself; `thumbnailWritten` names the cache folder a thumbnail was written to.
        case original(thumbnailWritten: String?)
        /// The small JPEG in the file's EXIF (APP1, IFD1): a first paint, replaced by the decode of the file.
        case exifThumbnail
    }
}
