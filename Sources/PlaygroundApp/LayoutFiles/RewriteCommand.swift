import ArgumentParser
import Foundation
import UIKitSourceRewrite

/// `playground rewrite SRC DST`: rewritten copies of a package's (or one module's) Swift sources that its targets
/// compile on Linux: the load-time rewrite layout files get (docs/uikit.md, "The rewrite step"), over each module's
/// files at once, every file starting with a `#sourceLocation` that names the user's own file so the compiler's
/// messages are on the user's lines (docs/tests-on-linux.md).
struct RewriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewrite",
        abstract: "Write rewritten copies of a package's Swift sources that compile on Linux (docs/tests-on-linux.md).",
        discussion: """
            SRC is a package (a folder with Package.swift: each folder under Sources/ and Tests/ is one module, and \
            every other file is copied as it is, a relative .package(path:) made absolute) or one module's folder. \
            DST is written file by file, atomically; files under DST that SRC no longer has are left alone.
            """)

    @Argument(help: "A package folder, or one module's folder of Swift files.")
    var src: String

    @Argument(help: "The folder to write the copies into (made if missing).")
    var dst: String

    @Flag(help: "List every change on standard error (FILE:LINE:COL: what).")
    var verbose = false

    func run() throws {
        let plan = try RewriteTree.plan(src: src, dst: dst)
        var changedFiles = 0, changes = 0, swiftFiles = 0
        var texts: [[(path: String, text: String)]] = []
        for module in plan.modules {
            var files: [(path: String, text: String)] = []
            for path in module.files {
                switch UserFile.readText(BytePath(path)) {
                case .success(let text): files.append((path, text))
                case .failure(let failure): throw CLIError("rewrite: cannot read \(path): \(failure)")
                }
            }
            // The same bound as every other parse (issue 38, severe 3; SourceNesting), before swift-syntax reads
            // them (as a module or as another module's context).
            for file in files {
                if let refusal = SourceNesting.refusal(file.text, name: file.path) { throw CLIError("rewrite: \(refusal)") }
            }
            texts.append(files)
        }
        let names = plan.modules.map { ($0.folder as NSString).lastPathComponent }
        let imports = texts.map { UIKitModuleRewrite.importedModules($0.map(\.text)) }
        for (index, files) in texts.enumerated() {
            // The modules it imports are read for their protocols (a test target implements its library's); the
            // package's other modules are not (their protocols are not this module's).
            let context = UIKitModuleRewrite.visibleModules(of: index, names: names, imports: imports).flatMap { texts[$0] }
            let result = UIKitRewriteThread.run { UIKitModuleRewrite.rewrite(files: files, context: context) }
            swiftFiles += files.count
            changes += result.notes.count
            for source in result.sources {
                if source.changed { changedFiles += 1 }
                try RewriteTree.write(source.text, to: plan.destination(of: source.path))
            }
            if verbose { for note in result.notes { FileHandle.standardError.write(Data("rewrote \(note.file):\(note.line):\(note.column): \(note.what)\n".utf8)) } }
        }
        for path in plan.copied {
            let target = plan.destination(of: path)
            if (path as NSString).lastPathComponent == "Package.swift", path == plan.root + "/Package.swift" {
                guard case .success(let text) = UserFile.readText(BytePath(path)) else {
                    throw CLIError("rewrite: cannot read \(path)")
                }
                try RewriteTree.write(RewriteTree.absolutePackagePaths(text, root: plan.root), to: target)
            } else {
                switch UserFile.read(BytePath(path)) {
                case .success(let bytes): try RewriteTree.writeBytes(bytes, to: target)
                case .failure(let failure): throw CLIError("rewrite: cannot read \(path): \(failure)")
                }
            }
        }
        print("rewrote \(changedFiles) of \(swiftFiles) Swift files (\(changes) changes) in \(plan.modules.count) "
              + "module\(plan.modules.count == 1 ? "" : "s") into \(dst)")
    }
}

/// Which files `rewrite` reads and where they go.
enum RewriteTree {
    struct Module {
        var folder: String
        var files: [String]
    }

    struct Plan {
        /// SRC, absolute and without a trailing slash.
        var root: String
        var destinationRoot: String
        var modules: [Module]
        /// Files copied as they are (a package's manifest, resources, read-me files).
        var copied: [String]

        func destination(of path: String) -> String {
            destinationRoot + String(path.dropFirst(root.count))
        }
    }

    /// Folders never read: build products, version control, editors' state.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", ".index-build", "DerivedData"]

    static func absolute(_ path: String) -> String {
        let p = (path as NSString).isAbsolutePath ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (p as NSString).standardizingPath
    }

    static func plan(src: String, dst: String) throws -> Plan {
        let root = absolute(src)
        let destinationRoot = absolute(dst)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("rewrite: \(src) is not a folder")
        }
        guard destinationRoot != root else { throw CLIError("rewrite: DST must not be SRC (\(dst))") }
        if root.hasPrefix(destinationRoot + "/") { throw CLIError("rewrite: DST (\(dst)) must not hold SRC") }
        let all = files(under: root, skipping: destinationRoot)
        let isPackage = FileManager.default.fileExists(atPath: root + "/Package.swift")
        var modules: [Module] = []
        var copied: [String] = []
        if isPackage {
            var byModule: [String: [String]] = [:]
            for path in all {
                let parts = path.dropFirst(root.count + 1).split(separator: "/")
                if path.hasSuffix(".swift"), parts.count >= 3, parts[0] == "Sources" || parts[0] == "Tests" {
                    byModule[root + "/" + parts[0] + "/" + parts[1], default: []].append(path)
                } else {
                    copied.append(path)
                }
            }
            modules = byModule.keys.sorted().map { Module(folder: $0, files: byModule[$0]!.sorted()) }
        } else {
            let swift = all.filter { $0.hasSuffix(".swift") }
            if swift.isEmpty { throw CLIError("rewrite: \(src) holds no Swift file") }
            modules = [Module(folder: root, files: swift)]
            copied = all.filter { !$0.hasSuffix(".swift") }
        }
        return Plan(root: root, destinationRoot: destinationRoot, modules: modules, copied: copied)
    }

    /// Every regular file under `root` (sorted), skipping `skipped` folders and `skipping` (DST inside SRC).
    static func files(under root: String, skipping: String) -> [String] {
        var found: [String] = []
        var stack = [root]
        while let folder = stack.popLast() {
            guard folder != skipping, let listed = try? UserFile.listFolder(BytePath(folder)).get() else { continue }
            // A name that is not UTF-8 cannot be a Swift source SwiftPM builds; it is left out.
            for name in listed.compactMap({ String(validating: $0.bytes, as: UTF8.self) }).sorted() {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if !skipped.contains(name) { stack.append(path) }
                } else {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// `.package(path: "../x")` made absolute against `root`, so the copy resolves the same dependency.
    static func absolutePackagePaths(_ manifest: String, root: String) -> String {
        var out = ""
        var rest = Substring(manifest)
        while let r = rest.range(of: "path: \"") {
            out += rest[..<r.upperBound]
            rest = rest[r.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { break }
            let value = String(rest[..<close])
            let preceding = out.suffix(40)
            if !value.hasPrefix("/"), preceding.contains(".package(") {
                out += ((root + "/" + value) as NSString).standardizingPath
            } else {
                out += value
            }
            rest = rest[close...]
        }
        return out + rest
    }

    static func makeParent(of path: String) throws {
        do { try AtomicFile.makeFolders(holding: path) } catch { throw CLIError("rewrite: \(error)") }
    }

    static func write(_ text: String, to path: String) throws {
        try writeBytes(Array(text.utf8), to: path)
    }

    /// Written atomically, and only when different (a build then sees unchanged files as unchanged).
    static func writeBytes(_ bytes: [UInt8], to path: String) throws {
        if case .success(let old) = UserFile.read(BytePath(path)), old == bytes { return }
        try makeParent(of: path)
        try AtomicFile.write(bytes, to: path, sync: false)
    }
}
