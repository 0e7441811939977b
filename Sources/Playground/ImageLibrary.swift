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
    private(set) var names: [String] = []
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

    /// Lists the images in `directory` (sorted by file name) with their sizes from the file headers.
    /// An image whose header gives its size is listed even if it will fail to decode (it is then drawn as a
    /// placeholder, with one warning when that happens).
    /// - Parameter decode: whether files whose header is not recognized may be decoded to learn their size (they
    ///   are skipped with a warning if that fails too); without it (dump), they are skipped with a warning.
    init(directory: String, decode: Bool = true) throws {
        self.directory = directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw CLIError("images folder not found: \(directory)")
        }
        guard isDirectory.boolValue else { throw CLIError("--images must be a folder, and \(directory) is a file") }
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw CLIError("cannot read images folder \(directory): \(String(cString: strerror(errno)))")
        }
        let candidates = entries
            .filter { Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for name in candidates {
            let path = directory + "/" + name
            let (header, metadata) = ImageHeaderReader.readWithMetadata(path: path,
                                                                        fileExtension: (name as NSString).pathExtension)
            switch header {
            case .recognized(let format, let w, let h):
                guard w * h <= Self.maxPixels else {
                    warnings.append("skipping \(name): \(w)×\(h) is larger than \(Self.maxPixels) pixels")
                    continue
                }
                names.append(name)
                let shown = metadata.orientation.displaySize(width: w, height: h)
                sizes.append(Size(width: Double(shown.width), height: Double(shown.height)))
                headers.append(Header(format: format, storedWidth: w, storedHeight: h, metadata: metadata))
            case .truncated, .unrecognized:
                guard decode else {
                    warnings.append("skipping \(name): \(Self.describe(header))")
                    continue
                }
                let (loaded, _) = LibraryMessages.shared.capturing { IMG_Load(path) }
                guard let raw = loaded else {
                    // The header's reason ("the file ends before its PNG header does") says more than SDL_image's.
                    warnings.append("skipping \(name): \(Self.describe(header))")
                    continue
                }
                let surface = Surface(raw)
                guard surface.width > 0, surface.height > 0 else { continue }
                names.append(name)
                sizes.append(Size(width: Double(surface.width), height: Double(surface.height)))
                headers.append(Header(format: nil, storedWidth: surface.width, storedHeight: surface.height,
                                      metadata: ImageMetadata()))
            }
        }
    }

    /// The path of image `index`.
    func path(_ index: Int) -> String { directory + "/" + names[index] }

    /// The pixel size of image `index` as shown (EXIF orientation applied).
    func pixelSize(_ index: Int) -> (width: Int, height: Int) {
        (Int(sizes[index].width), Int(sizes[index].height))
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

/// Finds the bundled Resources/ folder: $LAYOUT_PLAYGROUND_RESOURCES, then a Resources/ beside the executable or in
/// one of its parent folders (the repository when built with SwiftPM), then ./Resources.
enum ResourceLocator {
    static func imagesDirectory() -> String {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_RESOURCES"], !env.isEmpty { return env }
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = url.appendingPathComponent("Resources").path
            if fm.fileExists(atPath: candidate + "/make-images.sh") { return candidate }
            url.deleteLastPathComponent()
        }
        return fm.currentDirectoryPath + "/Resources"
    }
}
