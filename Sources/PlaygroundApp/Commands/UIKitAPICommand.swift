import ArgumentParser
import Foundation
import UIKitSourceRewrite

/// `playground uikit-api`: writes docs/uikit-api.md, the Apple-API modules' public symbols and their states, from
/// Sources/CoreGraphics, Sources/QuartzCore and Sources/UIKit (docs/uikit-api.md). `--check` only compares.
struct UIKitAPICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit-api",
        abstract: "Write docs/uikit-api.md: every public symbol of the UIKit modules and its state, from the sources.")

    @Option(name: .long, help: "The package's root folder (holding Sources/ and docs/).")
    var root: String = "."

    @Flag(name: .long, help: "Only compare: exit 1 when docs/uikit-api.md is not what the sources give.")
    var check = false

    func run() throws {
        let table = try Self.generate(root: root)
        let path = root + "/docs/uikit-api.md"
        let current = try? UserFile.readText(BytePath(path)).get()
        if check {
            guard current == table else {
                throw CLIError("\(path) is stale: run `\(APITable.command)` from the package's root")
            }
            StandardOutput.write("\(path) is up to date\n")
            return
        }
        if current != table { try AtomicFile.write(table, to: path) }
        StandardOutput.write("wrote \(path)\n")
    }

    /// The table for the sources under `root`.
    static func generate(root: String) throws -> String {
        try APITable.markdown(APITable.modules.map { module in
            let folder = root + "/" + module.folder
            guard let walker = FileManager.default.enumerator(atPath: folder) else {
                throw CLIError("cannot read \(folder): run this from the package's root, or give --root")
            }
            var files: [(path: String, text: String)] = []
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text: String
                switch UserFile.readText(BytePath(folder + "/" + path)) {
                case .success(let t): text = t
                case .failure(let failure): throw CLIError("cannot read \(folder)/\(path): \(failure)")
                }
                files.append((path, text))
            }
            return APITable.Module(name: module.name, files: files)
        })
    }
}
