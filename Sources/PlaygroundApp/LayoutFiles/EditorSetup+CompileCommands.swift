import Foundation

/// `compile_commands.json` beside `compile_flags.txt` (docs/tests-on-linux.md, "The editor"): sourcekit-lsp reads it
/// before `compile_flags.txt`, and unlike that file it gives each source its own command, so a UIKit layout's
/// `Name+*.swift` companions are compiled with their main file (as the playground compiles the group) and see each
/// other's declarations. One entry per Swift file under the folder (its subfolders too, each a folder of layout
/// files), written atomically; run `editor-setup` again after adding a file.
extension EditorSetup {
    static let commandsFileName = "compile_commands.json"
    /// The module name prefix that marks a file as ours (another tool's database is kept without `--force`).
    static let modulePrefix = "PlaygroundLayout_"

    /// The database's text for the Swift files under `dir` (absolute paths; sorted, so a second run is unchanged).
    static func commands(in dir: String, modules: LayoutModules) -> String {
        let root = RewriteTree.absolute(dir)
        let files = RewriteTree.files(under: root, skipping: "").filter { $0.hasSuffix(".swift") }
        var entries: [String] = []
        for file in files {
            let members = UIKitLayoutGroup.members(of: file)
            let stem = ((members[0] as NSString).lastPathComponent as NSString).deletingPathExtension
            let module = modulePrefix + LayoutCompiler.identifier(stem)
            let arguments = ["swiftc", "-module-name", module] + modules.editorFlags + members
            entries.append("  {\"directory\": \(quoted(root)), \"file\": \(quoted(file)), \"arguments\": ["
                + arguments.map(quoted).joined(separator: ", ") + "]}")
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string literal.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    /// Writes `dir/compile_commands.json` when it is missing, ours, or `force`; another tool's is left alone.
    static func writeCommands(in dir: String, modules: LayoutModules, force: Bool) throws -> Outcome {
        let path = (dir as NSString).appendingPathComponent(commandsFileName)
        let wanted = commands(in: dir, modules: modules)
        if FileManager.default.fileExists(atPath: path) {
            let old = (try? UserFile.readText(BytePath(path)).get()) ?? ""
            if old == wanted { return .unchanged(path) }
            guard force || old.contains("\"" + modulePrefix) else {
                throw CLIError("editor-setup: \(path) exists and was not written by the playground; give --force to "
                    + "replace it")
            }
        }
        try AtomicFile.write(wanted, to: path)
        return .written(path)
    }
}
