import ArgumentParser
import Foundation
import PlaygroundCore

@main
struct PlaygroundCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A playground for collection-view layouts: grid, waterfall, rotating, cards, coverflow.",
        subcommands: [RunCommand.self, ReplayCommand.self, RenderCommand.self, LayoutsCommand.self, DumpCommand.self,
                      BenchCommand.self, NewLayoutCommand.self, LayoutCheckCommand.self],
        defaultSubcommand: RunCommand.self)
}

/// What to show: layout, viewport, items. Shared by run, replay, render and dump.
struct SceneOptions: ParsableArguments {
    // Values are parsed `.unconditional`ly and checked by `Parse`, so "--size -5x3" or "--items abc" get the
    // one-line message of Parse rather than the argument parser's "missing value" and usage.
    @Option(name: .customLong("layout"), parsing: .unconditional,
            help: "Layout: \(LayoutRegistry.names.joined(separator: ", ")), or a user layout's name (default: the first layout file's, else grid).")
    var layoutOption: String?

    @OptionGroup var layoutFiles: LayoutFileOptions

    @Option(parsing: .unconditional, help: "Window (viewport) size in points, WxH.")
    var size: String = "1280x800"

    @Option(help: "Folder of images (PNG, JPEG, WebP, GIF, BMP, TGA), sorted by file name. Default: Resources/.")
    var images: String?

    @Option(parsing: .unconditional, help: "Number of items (default: one per image). Items cycle through the images.")
    var items: String?

    @Option(name: .customLong("param"),
            help: "A layout parameter, name=value, or a tunable, physics.NAME=value and so on (repeatable; docs/tuning.md).")
    var params: [String] = []

    @Option(help: "A preset (TOML, docs/tuning.md): the layout, its parameters, physics, interactions, items. The command line wins.")
    var preset: String?

    /// The preset file, read and checked (nil without --preset).
    func loadPreset() throws -> Preset? { try preset.map { try Preset.load($0) } }

    /// The layout asked for: --layout, else the preset's, else the first user layout, else grid.
    func layout(among layouts: [LayoutDescriptor]) -> String {
        layoutOption ?? (try? loadPreset())??.layout ?? layouts.first(where: { $0.source != nil })?.name ?? "grid"
    }

    func viewport() throws -> Size { try Parse.size(size, option: "--size") }

    /// --items, else the preset's item count.
    func itemCount() throws -> Int? {
        if let items { return try Parse.count(items, option: "--items") }
        return try loadPreset()?.params["items.count"].map { try Parse.count($0, option: "items.count in the preset") }
    }

    /// --images, else the preset's folder.
    func imagesFolder() throws -> String? { try images ?? loadPreset()?.images }

    /// The preset's values (checked against `layout`) under the --param ones: layout parameters and tunables
    /// (`physics.rubberBand`); the item count comes from `itemCount()`.
    func parameters(layout: String, layouts: [LayoutDescriptor]) throws -> [String: String] {
        var result: [String: String] = [:]
        if let path = preset, let loaded = try loadPreset() {
            try loaded.check(layout: layout, layouts: layouts, path: path)
            result = loaded.params.filter { $0.key != "items.count" }
        }
        for (name, value) in try Parse.params(params) { result[name] = value }
        return result
    }
}

/// How images become textures: shared by run, render, replay and bench.
struct TextureOptions: ParsableArguments {
    @Option(name: .customLong("texture-cache-mib"), parsing: .unconditional,
            help: "Bound of the texture cache in MiB (textures take width·height·4 bytes; least recently used go first).")
    var textureCacheMiB: String = String(TextureCache.defaultCapacityMiB)

    /// The bound in bytes.
    func capacity() throws -> Int {
        guard let mib = Int(textureCacheMiB.trimmingCharacters(in: .whitespaces)), (1...65536).contains(mib) else {
            throw CLIError("--texture-cache-mib must be a whole number 1…65536, got '\(textureCacheMiB)'")
        }
        return mib << 20
    }

    @Flag(name: .customLong("no-thumbnail-cache"),
          help: "Neither read nor write the freedesktop.org thumbnail cache ($XDG_CACHE_HOME/thumbnails).")
    var noThumbnailCache = false

    /// The thumbnail cache to use: nil with --no-thumbnail-cache (or without a home folder).
    func thumbnailCache() -> ThumbnailCache? { noThumbnailCache ? nil : ThumbnailCache.fromEnvironment() }
}

/// Parsing of the CLI's small value formats, with one-line errors.
enum Parse {
    /// "1280x800" (or 1280×800).
    static func size(_ text: String, option: String) throws -> Size {
        let parts = text.replacingOccurrences(of: "×", with: "x").lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw CLIError("\(option) must be WxH (for example 1280x800), got '\(text)'")
        }
        guard w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw CLIError("\(option) must be 1…16384 on each side, got '\(text)'")
        }
        return Size(width: w, height: h)
    }

    /// auto, opengl or software.
    static func renderer(_ text: String) throws -> Renderer.Kind {
        guard let kind = Renderer.Kind(rawValue: text) else {
            throw CLIError("--renderer must be auto, opengl or software, got '\(text)'")
        }
        return kind
    }

    /// "X,Y" (finite numbers).
    static func point(_ text: String, option: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { throw CLIError("\(option) must be X,Y (for example 0,120), got '\(text)'") }
        guard x.isFinite, y.isFinite, abs(x) < 1e12, abs(y) < 1e12 else {
            throw CLIError("\(option) must be finite numbers, got '\(text)'")
        }
        return Point(x: x, y: y)
    }

    /// A whole number of items, 0…10000000.
    static func count(_ text: String, option: String) throws -> Int {
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), (0...10_000_000).contains(n) else {
            throw CLIError("\(option) must be a whole number 0…10000000, got '\(text)'")
        }
        return n
    }

    /// "x,y,w,h" in content coordinates: finite, width and height positive.
    static func rect(_ text: String, option: String) throws -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else {
            throw CLIError("\(option) must be x,y,w,h (for example 0,0,640,480), got '\(text)'")
        }
        guard [x, y, w, h].allSatisfy({ $0.isFinite && abs($0) < 1e12 }) else {
            throw CLIError("\(option) must be finite numbers, got '\(text)'")
        }
        guard w > 0, h > 0 else { throw CLIError("\(option) width and height must be positive, got '\(text)'") }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// "WxH,WxH,…": natural sizes, each side positive and at most 100000 (as a replay script's itemSizes).
    static func naturalSizes(_ text: String, option: String) throws -> [Size] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { entry in
            let parts = entry.replacingOccurrences(of: "×", with: "x").lowercased()
                .split(separator: "x", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let w = parts[0], let h = parts[1] else {
                throw CLIError("\(option) must be WxH,WxH,… (for example 4x3,1x1), got '\(entry)' in '\(text)'")
            }
            guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000 else {
                throw CLIError("\(option) sizes must be positive (at most 100000), got '\(entry)' in '\(text)'")
            }
            return Size(width: w, height: h)
        }
    }

    /// ["itemWidth=120", …] → ["itemWidth": "120", …].
    static func params(_ list: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for entry in list {
            guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex else {
                throw CLIError("--param must be name=value, got '\(entry)'")
            }
            result[String(entry[..<eq])] = String(entry[entry.index(after: eq)...])
        }
        return result
    }
}

