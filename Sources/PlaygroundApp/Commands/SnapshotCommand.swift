import ArgumentParser
import Foundation
import PlaygroundCore

/// `playground snapshot PATH… --out DIR`: a layout file's (or a folder's) layouts rendered to PNGs plus their
/// attributes as JSON (`dump`'s format), one pair per layout, device and offset; `--compare DIR` checks them against
/// a stored set, one line per difference, exit 0 when equal, 1 on differences, 2 on errors (docs/tests-on-linux.md).
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render layouts to PNG and JSON per device and offset; compare with a stored set (docs/tests-on-linux.md).",
        discussion: """
            Files are named LAYOUT.DEVICE.X_Y.png and .json. Devices: \
            \(DevicePreset.all.map(\.name).joined(separator: ", ")). With --compare, exits 0 when the new set \
            equals the stored one within the tolerances, 1 on differences (one line each), 2 on errors.
            """)

    @Argument(help: "Layout files, or folders of them.")
    var paths: [String]

    @Option(help: "The folder to write the set into (with --compare: optional; a temporary folder otherwise).")
    var out: String?

    @Option(help: "Devices, comma-separated (default iphone-16).")
    var device: String = "iphone-16"

    @Option(parsing: .unconditionalSingleValue, help: "Content offsets X,Y (repeatable; default 0,0).")
    var offset: [String] = []

    @Option(parsing: .unconditional, help: "Number of items (default 12).")
    var items: String = "12"

    @Option(name: .customLong("param"), help: "A layout parameter, name=value (repeatable).")
    var params: [String] = []

    @OptionGroup var sectionsOption: SectionsOption

    @Option(help: "Folder of images (default: none; items are drawn as numbered placeholders, the same on every machine).")
    var images: String?

    @Option(help: "Renderer: software (default: the same pixels on every machine), opengl, auto.")
    var renderer: String = "software"

    @Option(help: "A stored set to compare the new one with.")
    var compare: String?

    @Option(name: .customLong("tolerance-points"), parsing: .unconditional,
            help: "How far a frame, center, size or the content size may move, in points (default 0).")
    var tolerancePoints: String = "0"

    @Option(name: .customLong("tolerance-pixels"), parsing: .unconditional,
            help: "How many pixels of an image may differ (default 0).")
    var tolerancePixels: String = "0"

    @OptionGroup var layoutFiles: LayoutFileOptions

    func run() throws {
        // Standard output: the comparison's lines (user code's prints go to standard error once a file loads).
        guard compare != nil else {
            let written = try render(into: try outFolder())
            StandardOutput.write("snapshot: wrote \(written.count) files into \(try outFolder())\n")
            return
        }
        // Compare: every error is exit status 2, so a CI job tells "different" from "broken".
        do {
            guard let points = Double(tolerancePoints.trimmingCharacters(in: .whitespaces)), points.isFinite, points >= 0
            else {
                throw CLIError("--tolerance-points must be a number of points ≥ 0, got '\(UserText.quoted(tolerancePoints))'")
            }
            let pixels = try Parse.count(tolerancePixels, option: "--tolerance-pixels")
            let folder = try out ?? Self.temporaryFolder()
            defer { if out == nil { try? FileManager.default.removeItem(atPath: folder) } }
            let written = try render(into: folder)
            let differences = try SnapshotComparison.compare(new: folder, names: written, stored: compare!,
                                                             points: points, pixels: pixels)
            for line in differences { StandardOutput.write(line + "\n") }
            if !differences.isEmpty {
                StandardOutput.write("snapshot: \(differences.count) difference\(differences.count == 1 ? "" : "s") from \(compare!)\n")
                throw ExitCode(1)
            }
            StandardOutput.write("snapshot: \(written.count) files equal to \(compare!)\n")
        } catch let code as ExitCode {
            throw code
        } catch {
            Diagnostics.line("Error: \(error)")
            throw ExitCode(2)
        }
    }

    func outFolder() throws -> String {
        guard let out else { throw CLIError("snapshot: --out DIR is needed (or --compare DIR)") }
        return out
    }

    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "playground-snapshot-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        return folder
    }

    /// Renders every layout of `path` for each device and offset into `folder`; the file names written.
    @discardableResult
    func render(into folder: String) throws -> [String] {
        let kind = try Parse.renderer(renderer)
        let devices = try device.split(separator: ",").map { raw -> DevicePreset in
            let name = raw.trimmingCharacters(in: .whitespaces)
            guard let preset = DevicePreset.named(name) else {
                throw CLIError("--device: unknown device '\(UserText.quoted(name))'; known: "
                    + DevicePreset.all.map(\.name).joined(separator: ", "))
            }
            return preset
        }
        let offsets = try (offset.isEmpty ? ["0,0"] : offset).map { try Parse.point($0, option: "--offset") }
        let count = try Parse.count(items, option: "--items")
        do { try AtomicFile.makeFolders(BytePath(folder), for: folder) } catch {
            throw CLIError("snapshot: \(error)")
        }
        let first = devices.first?.size ?? Size(width: 393, height: 852)
        let all = try layoutFiles.loadAll(extra: paths, session: (count, first))
        let mine = all.dropFirst(LayoutRegistry.all.count).map(\.name)
        guard !mine.isEmpty else { throw CLIError("snapshot: \(paths.joined(separator: " ")) holds no layout") }
        // Placeholders unless images are given: an empty folder of the run's own.
        let placeholders = images == nil ? NSTemporaryDirectory() + "playground-snapshot-empty-\(getpid())" : nil
        if let placeholders { try? AtomicFile.makeFolders(BytePath(placeholders), for: placeholders) }
        defer { if let placeholders { try? FileManager.default.removeItem(atPath: placeholders) } }
        var written: [String] = []
        for name in mine {
            let commandLine = SessionSetup.Choices(
                layout: name, params: try sectionsOption.apply(to: try Parse.params(params)), items: count,
                images: images ?? placeholders)
            let setup = try SessionSetup(layouts: all, script: SessionSetup.Choices(), presetPath: nil,
                                         commandLine: commandLine, fallback: { $0 })
            let library = try setup.library()
            for preset in devices {
                let config = try setup.config(viewport: preset.size, library: library)
                let offscreen = try OffscreenRenderer(viewport: preset.size, library: library, kind: kind)
                for point in offsets {
                    let stem = "\(name).\(preset.name).\(Self.number(point.x))_\(Self.number(point.y))"
                    var playground = try Scene.playground(config)
                    playground.setContentOffset(point, clamped: false)
                    try offscreen.render(playground.drawList()).savePNG(to: folder + "/" + stem + ".png")
                    let dump = try Scene.checked { () throws(ParameterError) in
                        try LayoutDump(layout: config.layoutName, params: config.params, layouts: all,
                                       viewport: config.viewport, contentOffset: point, itemCount: config.itemCount,
                                       naturalSizes: ItemSizes(config.naturalSizes), sectionOffsets: [:])
                    }
                    try AtomicFile.write(dump.json(for: .viewport).serialized() + "\n", to: folder + "/" + stem + ".json",
                                         sync: false)
                    written += [stem + ".png", stem + ".json"]
                }
            }
        }
        return written
    }

    /// `120`, `-10.5`: whole numbers without a fraction.
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
