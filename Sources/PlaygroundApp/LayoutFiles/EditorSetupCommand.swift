import ArgumentParser
import Foundation

/// `playground editor-setup [DIR]`: writes DIR/compile_flags.txt, the compiler flags a layout file is compiled with,
/// so sourcekit-lsp (VS Code, Neovim, Emacs) resolves `import PlaygroundCore` and `import UIKit` there and completes the
/// layout API with errors inline (docs/custom-layouts.md, "Your editor"); and DIR/compile_commands.json, each file's
/// command with the other files of its UIKit layout group (docs/tests-on-linux.md, "The editor").
struct EditorSetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "editor-setup",
        abstract: "Write DIR/compile_flags.txt so sourcekit-lsp knows the layout API (docs/custom-layouts.md).")

    @Argument(help: "The folder of your layout files (default: the current folder).")
    var dir: String = "."

    @Flag(help: "Replace a compile_flags.txt that holds other flags.")
    var force = false

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("editor-setup: \(dir) is not a folder")
        }
        let modules = try EditorSetup.modules()
        switch try EditorSetup.write(in: dir, modules: modules, force: force) {
        case .written(let path): print("wrote \(path): sourcekit-lsp now resolves import PlaygroundCore and import UIKit in \(dir)")
        case .unchanged(let path): print("\(path) is up to date")
        }
        // Each file's own command: a UIKit layout's companions compiled with their main file.
        switch try EditorSetup.writeCommands(in: dir, modules: modules, force: force) {
        case .written(let path): print("wrote \(path): each file with the files of its layout (Name+*.swift)")
        case .unchanged(let path): print("\(path) is up to date")
        }
    }
}

/// Writing and reading the editor's flags file (`compile_flags.txt`: one flag per line, the format clangd and
/// sourcekit-lsp read for every file of its folder).
enum EditorSetup {
    static let fileName = "compile_flags.txt"

    enum Outcome: Equatable { case written(String), unchanged(String) }

    /// The modules of the running playground; a one-line error when it has none (a binary outside its build folder
    /// and not installed).
    static func modules() throws -> LayoutModules {
        let folder = (LayoutCompiler.executablePath() as NSString).deletingLastPathComponent
        guard let found = LayoutModules.locate(executableFolder: folder) else {
            throw CLIError("editor-setup: this playground has no PlaygroundCore module beside it (\(folder)/Modules): "
                + "run it from its build folder or install it with make install")
        }
        return found
    }

    /// The file's text for `modules`.
    static func text(_ modules: LayoutModules) -> String {
        modules.editorFlags.joined(separator: "\n") + "\n"
    }

    /// Writes `dir/compile_flags.txt` atomically. A file with other flags is replaced only with `force` (it may be
    /// the user's own, for other sources in that folder).
    static func write(in dir: String, modules: LayoutModules, force: Bool) throws -> Outcome {
        let path = (dir as NSString).appendingPathComponent(fileName)
        let wanted = text(modules)
        if FileManager.default.fileExists(atPath: path) {
            if case .success(let old) = UserFile.readText(BytePath(path)), old == wanted { return .unchanged(path) }
            guard force else {
                throw CLIError("editor-setup: \(path) exists with other flags; give --force to replace it")
            }
        }
        try AtomicFile.write(wanted, to: path)
        return .written(path)
    }
}
