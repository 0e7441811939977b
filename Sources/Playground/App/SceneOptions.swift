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

    func viewport() throws -> Size { try Parse.size(size, option: "--size") }

    /// The session's setup: the command line over the preset over `script` (docs/tuning.md). `loadLayouts` gets
    /// the item count and images folder asked for (nil: not said), for checking layout files with them.
    func setup(script: SessionSetup.Choices = SessionSetup.Choices(),
               layouts loadLayouts: (_ items: Int?, _ imagesFolder: String?) throws -> [LayoutDescriptor],
               fallback: (String) -> String = { $0 }) throws -> SessionSetup {
        let commandLine = SessionSetup.Choices(
            layout: layoutOption, params: try Parse.params(params),
            items: try items.map { try Parse.count($0, option: "--items") }, images: images)
        return try SessionSetup(script: script, presetPath: preset, commandLine: commandLine, layouts: loadLayouts,
                                fallback: fallback, adjustParams: sectionsOption.apply)
    }
}
