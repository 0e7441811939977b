import ArgumentParser
import Foundation
import PlaygroundCore
import UIKitSourceRewrite

/// `playground new-layout NAME [--dir DIR]`: writes NAME.swift, a short commented layout that compiles as it is, and
/// the folder's `compile_flags.txt` for the editor's language server (`editor-setup`) unless one is there.
struct NewLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-layout", abstract: "Write NAME.swift: a layout of your own to edit (docs/custom-layouts.md).")

    @Argument(help: "The layout's name: letters and digits, starting with a letter (Spiral → Spiral.swift, `spiral`).")
    var name: String?

    @Option(help: "Write NAMEViewController.swift beside FILE instead: the view controller that hosts FILE's UIKit layout as an app would (docs/uikit.md).")
    var host: String?

    @Option(help: "The folder to write it in (default: the current folder).")
    var dir: String = "."

    @Flag(help: "Replace the file if it exists.")
    var force = false

    @Flag(help: "Write a UIKit layout instead: class NAME, a UICollectionViewFlowLayout subclass (docs/uikit.md).")
    var uikit = false

    func run() throws {
        if let host { return try writeHost(host) }
        guard let name else { throw CLIError("new-layout: give the layout's NAME (or --host FILE)") }
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, first.properties.isAlphabetic, first.isASCII, scalars.count <= 64,
              scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
            throw CLIError("new-layout: the name must be 1–64 ASCII letters and digits starting with a letter, got '\(UserText.quoted(name))'")
        }
        let typeName = uikit ? name : name.prefix(1).uppercased() + name.dropFirst()
        let layoutName = name.lowercased()
        // `class`, `Self`, `Int`, `CGFloat`, `UICollectionViewFlowLayout`: a file that would not compile (issue 38, low).
        if let problem = SwiftNames.typeNameProblem(typeName) {
            throw CLIError("new-layout: '\(UserText.quoted(name))' cannot name the layout's type: it is \(problem); choose another name")
        }
        if LayoutRegistry.names.contains(layoutName) {
            throw CLIError("new-layout: '\(layoutName)' is a built-in layout; choose another name")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("new-layout: --dir \(dir) is not a folder")
        }
        let path = (dir as NSString).appendingPathComponent("\(typeName).swift")
        if FileManager.default.fileExists(atPath: path) && !force {
            throw CLIError("new-layout: \(path) exists; give --force to replace it")
        }
        try AtomicFile.write(uikit ? UIKitLayoutTemplate.text(typeName: typeName)
                                   : LayoutTemplate.text(typeName: typeName, layoutName: layoutName), to: path)
        print("wrote \(path): run it with  playground run --layout-file \(path)")
        // The editor's flags: written when the folder has none; another file of the user's is left alone.
        let flags = (dir as NSString).appendingPathComponent(EditorSetup.fileName)
        if let modules = try? EditorSetup.modules() {
            if !FileManager.default.fileExists(atPath: flags) {
                _ = try EditorSetup.write(in: dir, modules: modules, force: false)
                print("wrote \(flags): sourcekit-lsp (VS Code, Neovim, Emacs) completes the layout API in this folder")
            } else if case .success(let old) = UserFile.readText(BytePath(flags)), old != EditorSetup.text(modules) {
                print("left \(flags) as it is (other flags); playground editor-setup --force \(dir) replaces it")
            }
            // The per-file database, when the playground wrote one, lists the new file too.
            let commands = (dir as NSString).appendingPathComponent(EditorSetup.commandsFileName)
            if FileManager.default.fileExists(atPath: commands) {
                _ = try? EditorSetup.writeCommands(in: dir, modules: modules, force: false)
            }
        }
    }

    /// `--host FILE`: the view controller for FILE's layout (its group), beside it as `CLASSViewController.swift`
    /// (not `FILE+….swift`, which would join the layout's own group).
    func writeHost(_ file: String) throws {
        var files: [(path: String, text: String)] = []
        for member in UIKitLayoutGroup.members(of: file) {
            switch UserFile.readText(BytePath(member)) {
            case .success(let text): files.append((member, text))
            case .failure(let error): throw CLIError("new-layout --host \(member): \(error)")
            }
        }
        guard let main = files.first, UIKitLayoutPlan.isUIKitFile(main.text) else {
            throw CLIError("new-layout --host \(file): not a UIKit file (it must import UIKit)")
        }
        let made: (name: String, text: String)
        do { made = try UIKitHostTemplate.viewController(files: files) } catch { throw CLIError("new-layout --host: \(error.message)") }
        let path = ((PathText.folder(of: file) as NSString)
            .appendingPathComponent(made.name + ".swift"))
        if FileManager.default.fileExists(atPath: path) && !force {
            throw CLIError("new-layout: \(path) exists; give --force to replace it")
        }
        try AtomicFile.write(made.text, to: path)
        print("wrote \(path): the view controller an app would write for \((file as NSString).lastPathComponent)")
    }
}
