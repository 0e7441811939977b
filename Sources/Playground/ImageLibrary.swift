import CSDL
import Foundation
import PlaygroundCore

/// The images of a folder: file names sorted, natural sizes, and decoded surfaces until they become textures.
final class ImageLibrary {
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif", "bmp", "tga"]

    let directory: String
    /// Whether this is the bundled Resources/ folder (not a user's choice).
    var isBundled = false
    private(set) var names: [String] = []
    private(set) var sizes: [Size] = []
    private var surfaces: [Surface?] = []
    private(set) var warnings: [String] = []

    /// Lists and decodes the images in `directory` (sorted by file name). Files that fail to decode are skipped
    /// with a warning.
    init(directory: String) throws {
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
