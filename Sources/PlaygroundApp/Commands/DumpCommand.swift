import ArgumentParser
import Foundation
import PlaygroundCore

/// `playground dump`: the layout's attributes as JSON on standard output (a public contract: docs/dump.md).
/// No window and no decoding: natural sizes come from --item-sizes or from the image files' headers.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the layout's attributes for one viewport and offset as JSON (see docs/dump.md).",
        discussion: """
            Lists the elements meeting the viewport at --offset (default), those meeting --rect, or every \
            element (--all): decoration views, then cells, then supplementary views, each by section and item. \
            Without --items, --images or --item-sizes the bundled images are used; with --items alone, items \
            are square.
            """)

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: "Content offset X,Y (content coordinates; not clamped).")
    var offset: String = "0,0"

    @Option(name: .customLong("item-sizes"), parsing: .unconditional,
            help: "Natural sizes WxH,WxH,… repeated cyclically (over the images' sizes). Without --items, one item each.")
    var itemSizes: String?

    @Option(parsing: .unconditional, help: "List the elements meeting this rectangle x,y,w,h (content coordinates).")
    var rect: String?

    @Option(name: .customLong("section-offset"), parsing: .singleValue,
            help: "An orthogonal section's own offset, SECTION=POINTS (repeatable; compositional layouts).")
    var sectionOffset: [String] = []

    @Flag(help: "List every element, wherever it is.")
    var all = false

    @Flag(help: "Add each element's drawn view tree (class, frame, colours, text) as `views` (UIKit cells of the user's code).")
    var views = false

    func run() throws {
        if rect != nil && all { throw CLIError("--rect and --all cannot be used together") }
        let viewport = try scene.viewport()
        let contentOffset = try Parse.point(offset, option: "--offset")
        let selection: LayoutDump.Selection =
            if let rect { .rect(try Parse.rect(rect, option: "--rect")) } else if all { .all } else { .viewport }
        var sectionOffsets: [Int: Double] = [:]
        for raw in sectionOffset {
            let parts = raw.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let s = Int(parts[0]), s >= 0, let v = Double(parts[1]), v.isFinite else {
                throw CLIError("--section-offset must be SECTION=POINTS like 2=150, got '\(UserText.quoted(raw))'")
            }
            sectionOffsets[s] = v
        }
        let sizes = try itemSizes.map { try Parse.naturalSizes($0, option: "--item-sizes") } ?? []
        let setup = try scene.setup(layouts: try scene.layoutFiles.loadAll(
            session: try scene.checkSession(viewport: viewport, itemSizes: sizes.count)))
        let items = setup.items
        let layouts = setup.layouts
        // Check the layout and its parameters before reading any folder.
        _ = try Scene.checked { () throws(ParameterError) in
            try LayoutRegistry.make(setup.layout, params: Scene.layoutOnly(setup.params), in: layouts)
        }

        // Images only when given, or when nothing else says what the items are (as render does).
        let library: ImageLibrary? =
            setup.imagesFolder != nil || (items == nil && sizes.isEmpty) ? try setup.library(decode: false) : nil
        let config = try setup.config(viewport: viewport, itemSizes: sizes, library: library,
                                      items: items ?? (library == nil ? sizes.count : nil))
        var context = LayoutContext(viewport: config.viewport, contentOffset: contentOffset, itemCount: config.itemCount,
                                    naturalSizes: ItemSizes(config.naturalSizes), sectionOffsets: sectionOffsets)
        context.traits = config.traits
        var layout = try Scene.checked { () throws(ParameterError) in
            try LayoutRegistry.make(config.layoutName, params: config.params, in: layouts)
        }
        // A hosted controller whose data comes from a task it started while loading: its items, as a device shows
        // them a moment after launch (HostedDataWait).
        layout.prepare(context)
        HostedDataWait.awaitFirstItems(of: layout)
        let dump = LayoutDump(layout: layout, context: context)
        let document = dump.document(for: selection, views: views)
        if scene.layoutFiles.verbose {
            for notice in document.notices { Diagnostics.line("playground: notice: \(notice.line)") }
        }
        var json = document.json
        // A UIKit layout file's check warnings, only when there are some (docs/dump.md).
        let warnings = layouts.last { $0.name == config.layoutName }?.warnings ?? []
        if !warnings.isEmpty, case .object(var fields) = json {
            fields.append(("warnings", .array(warnings.map(\.json))))
            json = .object(fields)
        }
        StandardOutput.write(json.serialized() + "\n")
    }
}
