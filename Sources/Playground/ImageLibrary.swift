import CSDL
import Foundation
import PlaygroundCore

/// The images of a folder: file names sorted, natural sizes, and decoded surfaces until they become textures.
///
/// Natural sizes come from each file's header before any decoding (`ImageHeader`), so `names` and `sizes` are
/// known without decoding; only files whose header is not recognized are decoded to learn their size.
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
    private(set) var sizes: [Size] = []
    private var surfaces: [Surface?] = []
    private(set) var warnings: [String] = []

    /// Lists the images in `directory` (sorted by file name) with their sizes from the file headers.
    /// - Parameter decode: also decode every image (for textures). An image whose header gives its size but
    ///   which fails to decode stays in the list, drawn as a placeholder, with a warning. Without `decode`, files
    ///   whose header is not recognized are skipped with a warning; with it, they are decoded to learn their size,
    ///   and skipped with a warning only if that fails too.
    init(directory: String, decode: Bool = true) throws {
        self.directory = directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("images folder not found: \(directory)")
        }
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw CLIError("cannot read images folder \(directory)")
        }
        let candidates = entries
            .filter { Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for name in candidates {
            let path = directory + "/" + name
            let header = ImageHeaderReader.read(path: path, fileExtension: (name as NSString).pathExtension)
            switch header {
            case .recognized(_, let w, let h):
                guard w * h <= Self.maxPixels else {
                    warnings.append("skipping \(name): \(w)×\(h) is larger than \(Self.maxPixels) pixels")
                    continue
                }
                let size = Size(width: Double(w), height: Double(h))
                names.append(name)
                sizes.append(size)
                surfaces.append(decode ? decodeKeeping(name: name, path: path, headerSize: size) : nil)
            case .truncated, .unrecognized:
                guard decode else {
                    warnings.append("skipping \(name): \(Self.describe(header))")
                    continue
                }
                guard let raw = IMG_Load(path) else {
                    warnings.append("skipping \(name): \(String(cString: SDL_GetError()))")
                    continue
                }
                let surface = Surface(raw)
                guard surface.width > 0, surface.height > 0 else { continue }
                names.append(name)
                sizes.append(Size(width: Double(surface.width), height: Double(surface.height)))
                surfaces.append(surface)
            }
        }
    }

    /// Decodes an image already listed by its header; nil (a placeholder) with a warning when that fails.
    private func decodeKeeping(name: String, path: String, headerSize: Size) -> Surface? {
        guard let raw = IMG_Load(path) else {
            warnings.append("cannot decode \(name): \(String(cString: SDL_GetError())); drawn as a placeholder")
            return nil
        }
        let surface = Surface(raw)
        let decoded = Size(width: Double(surface.width), height: Double(surface.height))
        if decoded != headerSize {
            warnings.append("\(name): decoded \(surface.width)×\(surface.height), header says "
                + "\(Int(headerSize.width))×\(Int(headerSize.height)); using the header's size")
        }
        return surface
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

    /// Turns every decoded image into a texture for `renderer` (indexed like `names`).
    func makeTextures(renderer: Renderer) throws -> [Texture?] {
        surfaces.map { surface in surface.flatMap { try? Texture(renderer: renderer, surface: $0) } }
    }
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
