import ArgumentParser
import Foundation
import PlaygroundCore

/// `playground export … --as uikit`: a compositional spec or a built-in layout with its tuned values as Swift that
/// builds the same layout with UIKit's API (docs/export.md). The text is the core's (`CompositionalExport`,
/// `BuiltinExport`); this command reads the inputs and prints or writes it.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a layout as UIKit Swift code (see docs/export.md).",
        discussion: """
            --layout-file SPEC.yaml|yml|json: the compositional spec as a UICollectionViewCompositionalLayout. \
            --layout NAME [--param …] [--preset P]: a built-in layout (grid, waterfall, rotating, cards) as a \
            UICollectionViewLayout or UICollectionViewFlowLayout subclass with the tuned values. The output \
            compiles against the playground's own UIKit (playground dump --layout-file FILE.swift) and in an iOS \
            project.
            """)

    @Option(name: .customLong("layout-file"), help: "A compositional spec (YAML or JSON) to export.")
    var layoutFile: String?

    @Option(name: .customLong("layout"), parsing: .unconditional, help: "A built-in layout to export (default: the preset's).")
    var layout: String?

    @Option(name: .customLong("param"), help: "A layout parameter, name=value, or physics.NAME=value (repeatable).")
    var params: [String] = []

    @Option(help: "A preset (TOML, docs/tuning.md): the layout and its values. The command line wins.")
    var preset: String?

    @Option(name: .customLong("as"), help: "What to write: uikit, or swiftui (the layouts SwiftUI can express; docs/export.md).")
    var format: String

    @Option(name: [.customShort("o"), .customLong("output")],
            help: "Write to this file (atomically) instead of standard output; a folder takes each file by its name.")
    var output: String?

    func run() throws {
        guard format == "uikit" || format == "swiftui" else { throw CLIError("--as must be uikit or swiftui, got '\(format)'") }
        let files: [BuiltinExport.File]
        if format == "swiftui" {
            if let path = layoutFile {
                let fileName = (path as NSString).lastPathComponent
                guard layout == nil, params.isEmpty, preset == nil, CompositionalSpecFile.isSpecFile(path) else {
                    throw CLIError("export --as swiftui: \(fileName): --layout-file takes a compositional spec (.yaml, .yml or .json) and no --layout, --param or --preset")
                }
                do {
                    files = [try SwiftUIExport.compositional(try CompositionalSpecFile.spec(path: path), fileName: fileName)]
                } catch let error as BuiltinExport.Unsupported {
                    throw CLIError(error.message)
                }
            } else {
                let loaded = try preset.map { try Preset.load($0) }
                guard let name = layout ?? loaded?.layout else {
                    throw CLIError("export: give --layout NAME (a built-in)")
                }
                var given = loaded?.params ?? [:]
                for (k, v) in try Parse.params(params) { given[k] = v }
                do {
                    files = try SwiftUIExport.files(layout: name, params: given.filter { !Tunables.isTunableName($0.key) })
                } catch {
                    throw CLIError(error.message)
                }
            }
        } else if let path = layoutFile {
            if layout != nil || !params.isEmpty || preset != nil {
                throw CLIError("export: --layout-file takes no --layout, --param or --preset (a spec has no parameters)")
            }
            guard CompositionalSpecFile.isSpecFile(path) else {
                throw CLIError("export --as uikit: \((path as NSString).lastPathComponent) is not a compositional spec (.yaml, .yml or .json); a Swift layout file is already code")
            }
            let spec = try CompositionalSpecFile.spec(path: path)
            let export = CompositionalExport(spec: spec, fileName: (path as NSString).lastPathComponent)
            files = [BuiltinExport.File(name: export.suggestedFileName, text: export.swift)]
        } else {
            let loaded = try preset.map { try Preset.load($0) }
            guard let name = layout ?? loaded?.layout else {
                throw CLIError("export: give --layout NAME (a built-in) or --layout-file SPEC.yaml")
            }
            var given: [String: String] = [:]
            if let loaded, let path = preset {
                try loaded.check(layout: name, layouts: LayoutRegistry.all, path: path)
                given = loaded.params
            }
            for (k, v) in try Parse.params(params) { given[k] = v }
            let layoutParams = given.filter { !Tunables.isTunableName($0.key) }
            let physics = given.filter { $0.key.hasPrefix("physics.") }
            for (k, v) in given where Tunables.isTunableName(k) {
                _ = try Scene.checked { () throws(ParameterError) in try Tunables.validate(k, v) }
            }
            do {
                files = try BuiltinExport(layout: name, params: layoutParams, physics: physics).files
            } catch {
                throw CLIError(error.message)
            }
        }
        for file in files {
            if let note = file.notExpressed {
                FileHandle.standardError.write(Data("note: \(file.name): not expressed in SwiftUI: \(note)\n".utf8))
            }
        }
        guard let output else {
            print(files.map(\.text).joined(separator: "\n"), terminator: "")
            return
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
            for file in files { try AtomicFile.write(file.text, to: (output as NSString).appendingPathComponent(file.name)) }
        } else {
            try AtomicFile.write(files.map(\.text).joined(separator: "\n"), to: output)
        }
    }
}
