import ArgumentParser
import Foundation
import PlaygroundCore

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

    @OptionGroup var sectionsOption: SectionsOption

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
        return try sectionsOption.apply(to: result)
    }
}
