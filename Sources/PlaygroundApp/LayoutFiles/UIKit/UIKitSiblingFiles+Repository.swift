import Foundation
import UIKitSourceRewrite

/// Types of the file's repository declared above its folder (twelfth stop; docs/hosting.md, "A file and the siblings
/// it names"): `Sources/X/Layouts/L.swift` names `Cell`, declared in `Sources/X/Views/Cell.swift` or `Sources/X/Cell.swift`.
/// The sibling scan looks down from the file's folder; when the compile then cannot find a type, and the folder is
/// inside a repository (a folder above it, at most `repositoryLevels` up, holds `.git`, `Package.swift`, a
/// `.xcodeproj` or a `Podfile`), the repository's files are scanned from its root and the ones declaring the missing
/// names are compiled with the file, with what they name in turn (the sibling rules: a name two files declare ties
/// nothing). Decided: not past the nearest root (another repository's files are not this file's), never above
/// `repositoryLevels`, and only after a failure (a folder of independent layouts inside a repository keeps its
/// files apart).
extension UIKitSiblingFiles {
    /// How many folders above the file's folder its repository's root is looked for.
    static let repositoryLevels = 3

    /// How many of the repository's Swift files are scanned at most (a large repository is not read whole).
    static let repositoryFileLimit = 600

    private static let namedLock = NSLock()
    nonisolated(unsafe) private static var named: Set<String> = []

    /// A folder of folders named with `--layout-file` (LayoutFileLoader.folderOfFolders): a root for the files found
    /// in its subfolders, as a repository's is (decided: the user named it as the files' whole; a layout in `Core/`
    /// naming a model in `Models/` finds it, with or without a `.git` or manifest).
    static func noteNamedFolder(_ folder: String) {
        let path = absolute(folder)
        namedLock.withLock { _ = named.insert(path) }
    }

    /// `folder` as an absolute path without `.`, `..` or a trailing slash.
    static func absolute(_ folder: String) -> String {
        URL(fileURLWithPath: folder).standardizedFileURL.path
    }

    /// Whether `folder` is a repository's root: it holds `.git`, `Package.swift`, `Podfile` or a `.xcodeproj`, or it
    /// is a folder of folders the user named.
    static func isRepositoryRoot(_ folder: String) -> Bool {
        let standard = absolute(folder)
        if namedLock.withLock({ named.contains(standard) }) { return true }
        for marker in [".git", "Package.swift", "Podfile"]
        where UserFile.kind(of: BytePath((folder as NSString).appendingPathComponent(marker))) != nil { return true }
        let names = (try? UserFile.listFolder(BytePath(folder)).get()) ?? []
        return names.contains { String(validating: $0.bytes, as: UTF8.self)?.hasSuffix(".xcodeproj") == true }
    }

    /// The repository root above `folder` (a parent, at most `repositoryLevels` up), nil when there is none.
    static func repositoryRoot(above folder: String) -> String? {
        var current = folder
        for _ in 0..<repositoryLevels {
            let parent = (current as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != current else { return nil }
            if isRepositoryRoot(parent) { return parent }
            current = parent
        }
        return nil
    }

    /// The files of the repository above `file`'s folder, outside `taken`, that declare `names`, with the ones they
    /// need in turn; empty when the folder is in no repository or no file declares them unambiguously.
    static func repositoryFiles(declaring names: Set<String>, besides file: String, taken: Set<String>) -> [String] {
        let folder = PathText.folder(of: file)
        guard !names.isEmpty, let root = repositoryRoot(above: folder.isEmpty ? "." : folder) else { return [] }
        var candidates: [String] = []
        for dir in [root] + UIKitTarget.subfolders(of: root, depth: repositoryLevels + siblingSubfolderDepth) {
            candidates += UIKitTarget.uikitFiles(in: dir) + UIKitTarget.plainSwiftFiles(in: dir)
            if candidates.count > repositoryFileLimit { break }
        }
        var start = Scan(declared: [], used: names)
        var scans: [String: Scan] = [:]
        for candidate in candidates.prefix(repositoryFileLimit) {
            guard case .success(let text) = UserFile.readText(BytePath(candidate)),
                  !Self.isBuildOrTestFile(candidate, text: text) else { continue }
            let scan = Scan(text)
            if taken.contains(candidate) { start.declared.formUnion(scan.declared) } else { scans[candidate] = scan }
        }
        return gathering(start, among: scans).files
    }

    /// A package manifest (`Package.swift`, `Package@swift-5.9.swift`: PackageDescription) or a test file (it imports
    /// XCTest, Testing, Quick or Nimble): never an app's source, so never compiled with a layout. Decided: a
    /// repository's mocks and manifests would stop the compile of a file that only needed one of its types.
    static func isBuildOrTestFile(_ path: String, text: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name == "Package.swift" || name.hasPrefix("Package@swift") { return true }
        return text.split(separator: "\n").contains { line in
            // `import X`, `@testable import X`, `@_exported import X`: attributes only before the keyword.
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                  words[..<i].allSatisfy({ $0.hasPrefix("@") }) else { return false }
            return ["PackageDescription", "XCTest", "Testing", "Quick", "Nimble"].contains(String(words[i + 1]))
        }
    }

    /// `path` as seen from `folder`: `../Views/Cell.swift`.
    static func relative(_ path: String, to folder: String) -> String {
        let a = path.split(separator: "/"), b = folder.split(separator: "/")
        var common = 0
        while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
        return (Array(repeating: "..", count: b.count - common) + a[common...].map(String.init)).joined(separator: "/")
    }
}
