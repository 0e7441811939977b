import Foundation
import PlaygroundCore

/// A session's setup, resolved once and in one place for run, replay, render, dump and bench: the layout, its
/// parameters and the tunables, the item count and the images folder, each from the highest of
///
///     defaults  <  the script (replay)  <  the preset (--preset)  <  the command line
///
/// with one set of limits (`PlaygroundConfig.itemLimit` items, the tunables' ranges). The preset is read once, and
/// its errors are the command's errors. Then `library(…)` and `config(…)` build the images and the playground's
/// configuration from it.
struct SessionSetup {
    /// The device and layout direction (`--device`, `--layout-direction`; docs/devices.md).
    var traits = ScreenTraits()
    /// What one source says; nil (or absent) means it does not say.
    struct Choices {
        var layout: String?
        /// Layout parameters and tunables by name (`itemWidth`, `physics.rubberBand`).
        var params: [String: String] = [:]
        var items: Int?
        var images: String?
    }

    /// The session's layouts: the built-ins, then the user's layout files.
    let layouts: [LayoutDescriptor]
    /// The layout to start on.
    let layout: String
    /// Layout parameters and tunables, merged (`items.count` is `items`).
    let params: [String: String]
    /// The item count asked for; nil: one per image (`ImageLibrary.defaultItemCount`).
    let items: Int?
    /// The images folder asked for; nil: the bundled images (or none, where the command allows).
    let imagesFolder: String?

    /// Resolves `script` < `preset` (read from `presetPath`) < `commandLine`. Without a layout anywhere: the first
    /// user layout, else grid; `fallback` may replace the chosen layout before the preset is checked against it
    /// (run opens on grid when the asked-for layout file failed to build).
    init(layouts: [LayoutDescriptor], script: Choices = Choices(), presetPath: String?, commandLine: Choices,
         fallback: (String) -> String = { $0 }) throws {
        let preset = try presetPath.map { try Preset.load($0) }
        self.layouts = layouts
        // A preset's layout wins over a replay script's (SessionSetupTests holds it); said in one warning, never
        // silently (issue 38, low). `--layout` wins over both.
        if commandLine.layout == nil, let mine = preset?.layout, let theirs = script.layout, mine != theirs, let presetPath {
            Diagnostics.warn("preset \(presetPath): its layout \(UserText.quoted(mine)) replaces the script's "
                + "\(UserText.quoted(theirs)) (a preset wins over a script; --layout wins over both)")
        }
        let chosen = commandLine.layout ?? preset?.layout ?? script.layout
            ?? layouts.first(where: { $0.source != nil })?.name ?? "grid"
        layout = fallback(chosen)
        var params = script.params
        if let preset, let presetPath {
            try preset.check(layout: layout, layouts: layouts, path: presetPath)
            params.merge(preset.params.filter { $0.key != "items.count" }) { _, fromPreset in fromPreset }
        }
        params.merge(commandLine.params) { _, fromCommandLine in fromCommandLine }
        self.params = params
        let presetItems = try preset?.params["items.count"].map { try Parse.count($0, option: "items.count in the preset") }
        items = commandLine.items ?? presetItems ?? script.items
        imagesFolder = commandLine.images ?? preset?.images ?? script.images
    }

    /// The images: the folder asked for, or the bundled Resources/.
    /// - Parameter decode: whether files with an unrecognized header may be decoded to learn their size (not in dump).
    func library(decode: Bool = true) throws -> ImageLibrary { try Scene.library(imagesFolder, decode: decode) }

    /// The playground's configuration over `library` (nil: placeholders only): `base` carries what precedes the
    /// parameters (a script's physics and interactions), and the tunables among `params` go over it.
    func config(viewport: Size, itemSizes: [Size] = [], library: ImageLibrary?, items: Int? = nil,
                base: PlaygroundConfig = PlaygroundConfig()) throws -> PlaygroundConfig {
        let count = try Self.itemCount(items ?? self.items, library: library)
        _ = try Scene.checked { () throws(ParameterError) in try LayoutRegistry.descriptor(named: layout, in: layouts) }
        var config = base
        config.viewport = viewport
        config.traits = traits
        config.layoutName = layout
        config.layouts = layouts
        config.params = Scene.layoutOnly(params)
        config.itemCount = count
        config.naturalSizes = itemSizes.isEmpty ? (library?.sizes ?? []) : itemSizes
        config.imageCount = library?.count ?? 0
        // Tunables (`physics.rubberBand`, docs/tuning.md) set the config's physics and interactions.
        try Scene.checked { () throws(ParameterError) in try Tunables.apply(params, to: &config) }
        return config
    }

    /// `items` checked against the limit, or the library's default count; an error when there is neither.
    static func itemCount(_ items: Int?, library: ImageLibrary?) throws -> Int {
        if let items, items < 0 || items > PlaygroundConfig.itemLimit {
            throw CLIError("--items must be 0…\(PlaygroundConfig.itemLimit), got \(items)")
        }
        let defaultCount = library?.defaultItemCount ?? 0
        guard let count = items ?? (defaultCount > 0 ? defaultCount : nil) else {
            throw CLIError("no images in \(library?.directory ?? "(none)"); give --items N to show placeholders")
        }
        return count
    }
}

extension ImageLibrary {
    /// The bundled images repeat to this many items, so there is something to scroll (the bundled set is 24).
    static let bundledItemCount = 120

    /// The items a session shows without `--items`: one per image of a user's folder; the bundled images repeat
    /// to `bundledItemCount`.
    var defaultItemCount: Int { isBundled ? max(count, Self.bundledItemCount) : count }
}
