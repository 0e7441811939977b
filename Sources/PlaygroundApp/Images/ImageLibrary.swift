import CSDL
import Foundation
import PlaygroundCore

/// The images of a folder: file names sorted, and natural sizes.
///
/// Natural sizes come from each file's header before any decoding (`ImageHeader`), so the layout is right from the
/// first frame; only files whose header is not recognized are decoded (once, here) to learn their size. The pixels
/// are decoded later, off the main thread, by `TextureCache`.
final class ImageLibrary {
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif", "bmp", "tga"]

    /// The largest image accepted, in pixels: 16384² (a 1 GiB RGBA32 surface, and SDL renderers' usual
    /// maximum texture side). A header claiming more is rejected before any decoding (a decompression bomb,
    /// or a corrupt header).
    static let maxPixels = 16384 * 16384

    let directory: String
    /// Whether this is the bundled Resources/ folder (not a user's choice).
    var isBundled = false
    /// The file names for messages and order files: `BytePath.display` (a name that is not UTF-8 is escaped).
    private(set) var names: [String] = []
    /// The files, by bytes (opened as they are named on disk).
    private(set) var paths: [BytePath] = []
    /// Sizes as shown: EXIF orientation applied (a portrait phone photo stored 4000×3000 is 3000×4000 here).
    private(set) var sizes: [Size] = []
    /// What each file's header said: format (nil when not recognized), stored size, orientation.
    private(set) var headers: [Header] = []
    private(set) var warnings: [String] = []

    struct Header: Sendable, Hashable {
        var format: ImageFormat?
        var storedWidth: Int
        var storedHeight: Int
        var metadata: ImageMetadata
    }

    /// Lists the images in `directory` (sorted by the bytes of their names) with their sizes from the file headers.
    /// Only regular files (after following links) are images; a folder, a named pipe or a device named like an
    /// image is skipped with one warning, and never opened in a way that could wait.
    /// An image whose header gives its size is listed even if it will fail to decode (it is then drawn as a
    /// placeholder, with one warning when that happens).
    /// - Parameter decode: whether files whose header is not recognized may be decoded to learn their size (they
    ///   are skipped with a warning if that fails too); without it (dump), they are skipped with a warning.
    init(directory: String, decode: Bool = true) throws {
        let folder = BytePath(argument: directory)
        self.directory = directory
        guard let kind = UserFile.kind(of: folder) else {
            let code = errno
            if code == ENOENT { throw CLIError("images folder not found: \(folder.display)") }
            throw CLIError("cannot read images folder \(folder.display): \(UserFile.openFailure(folder, errno: code))")
        }
        guard kind == S_IFDIR else {
            let what = kind == S_IFREG ? "a file" : UserFile.describe(kind: kind)
            throw CLIError("--images must be a folder, and \(folder.display) is \(what)")
        }
        let entries: [BytePath]
        switch UserFile.listFolder(folder) {
        case .success(let listed): entries = listed
        case .failure(let failure): throw CLIError("cannot read images folder \(folder.display): \(failure.reason)")
        }
        let candidates = entries
            .filter { Self.extensions.contains($0.pathExtension) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        for file in candidates {
            let path = folder.appending(file)
            let name = file.display
            let header: ImageHeaderResult, metadata: ImageMetadata
            switch ImageHeaderReader.readWithMetadata(path: path, fileExtension: file.pathExtension) {
            case .success(let read): (header, metadata) = read
            case .failure(let failure):
                warnings.append("skipping \(name): \(failure.reason)")
                continue
            }
            switch header {
            case .recognized(let format, let w, let h):
                guard w * h <= Self.maxPixels else {
                    warnings.append("skipping \(name): \(w)×\(h) is larger than \(Self.maxPixels) pixels")
                    continue
                }
                let shown = metadata.orientation.displaySize(width: w, height: h)
                append(name, path, Size(width: Double(shown.width), height: Double(shown.height)),
                       Header(format: format, storedWidth: w, storedHeight: h, metadata: metadata))
            case .truncated, .unrecognized:
                guard decode, case .success(let stream) = UserFile.sdlStream(path) else {
                    warnings.append("skipping \(name): \(Self.describe(header))")
                    continue
                }
                let type = file.pathExtension
                let (loaded, _) = LibraryMessages.shared.capturing { IMG_LoadTyped_RW(stream, 1, type) }
                guard let raw = loaded else {
                    // The header's reason ("the file ends before its PNG header does") says more than SDL_image's.
                    warnings.append("skipping \(name): \(Self.describe(header))")
                    continue
                }
                let surface = Surface(raw)
                guard surface.width > 0, surface.height > 0 else { continue }
                append(name, path, Size(width: Double(surface.width), height: Double(surface.height)),
                       Header(format: nil, storedWidth: surface.width, storedHeight: surface.height,
                              metadata: ImageMetadata()))
            }
        }
    }

    private func append(_ name: String, _ path: BytePath, _ size: Size, _ header: Header) {
        names.append(name)
        paths.append(path)
        sizes.append(size)
        headers.append(header)
    }

    /// The path of image `index`, by bytes.
    func path(_ index: Int) -> BytePath { paths[index] }

    /// The pixel size of image `index` as shown (EXIF orientation applied).
    func pixelSize(_ index: Int) -> (width: Int, height: Int) {
        (Int(checked: sizes[index].width), Int(checked: sizes[index].height))
    }

    /// One line for a header that gave no size.
    static func describe(_ header: ImageHeaderResult) -> String {
        switch header {
        case .recognized(let f, let w, let h): "\(f.rawValue) \(w)×\(h)"
        case .truncated(let f, let needed) where needed > ImageHeaderReader.limit:
            "no \(f?.rawValue.uppercased() ?? "image") size within the first \(ImageHeaderReader.limit / 1024) KiB"
        case .truncated(let f, _): "the file ends before its \(f?.rawValue.uppercased() ?? "image") header does"
        case .unrecognized(let reason): reason
        }
    }

    var count: Int { names.count }
}
