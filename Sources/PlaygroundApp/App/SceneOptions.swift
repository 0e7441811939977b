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

    @Option(parsing: .unconditional, help: "Window (viewport) size in points, WxH (default 1280x800).")
    var size: String?

    @OptionGroup var devices: DeviceOptions

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

    /// The viewport: `--device`'s size, else `--size`'s, else 1280×800 (DeviceOptions).
    func viewport() throws -> Size {
        try devices.size(besides: size) ?? Parse.size(size ?? "1280x800", option: "--size")
    }

    func traits() throws -> ScreenTraits { try devices.traits() }

    /// The session's setup over `layouts`: the command line over the preset over `script` (docs/tuning.md).
    func setup(layouts: [LayoutDescriptor], script: SessionSetup.Choices = SessionSetup.Choices(),
               fallback: (String) -> String = { $0 }) throws -> SessionSetup {
        let commandLine = SessionSetup.Choices(
            layout: layoutOption, params: try sectionsOption.apply(to: try Parse.params(params)),
            items: try items.map { try Parse.count($0, option: "--items") }, images: images)
        var setup = try SessionSetup(layouts: layouts, script: script, presetPath: preset, commandLine: commandLine,
                                     fallback: fallback)
        setup.traits = try traits()
        return setup
    }

    /// The item count and viewport a layout file's check adds to its ladder (issue 26): --items, else the bundled
    /// images' count (a folder's count is known only after the layouts are loaded; docs/reliability.md).
    func checkSession(viewport: Size, itemSizes: Int = 0) throws -> (itemCount: Int, viewport: Size) {
        let given = try items.map { try Parse.count($0, option: "--items") }
        return (given ?? (itemSizes > 0 ? itemSizes : ImageLibrary.bundledItemCount), viewport)
    }
}
