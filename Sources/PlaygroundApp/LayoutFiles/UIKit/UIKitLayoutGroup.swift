import Foundation
import UIKitSourceRewrite

/// Which files form one UIKit layout (docs/uikit.md, "Loading UIKit files"): `Name.swift` and every `Name+*.swift`
/// beside it, Xcode's naming for a type's extensions (`MasonryLayout+Playground.swift` holding `makeLayout` and the
/// delegate, `MasonryLayout+Math.swift`, …). The group is named by its main file on the command line (naming a
/// companion names its group too), compiled as one module, and rebuilt when any of its files is saved.
///
/// Only a UIKit main file (one that imports UIKit, QuartzCore or CoreGraphics) gathers companions: a native layout
/// stays one file, as docs/custom-layouts.md says.
enum UIKitLayoutGroup {
    /// The group's main file for a companion `Name+Part.swift` whose `Name.swift` exists beside it and is a UIKit
    /// file; nil otherwise.
    static func main(of path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        guard name.hasSuffix(".swift"), let plus = name.firstIndex(of: "+"), plus != name.startIndex else { return nil }
        let main = (PathText.folder(of: path) as NSString)
            .appendingPathComponent(String(name[..<plus]) + ".swift")
        return isUIKitFile(main) ? main : nil
    }

    /// The files compiled for `path`: its group's main file first, then the companions sorted by name, then the
    /// sibling UIKit files whose types the group names (`UIKitSiblingFiles`, docs/hosting.md); just `path` for a
    /// native file.
    static func members(of path: String) -> [String] { membersAndPartials(of: path).members }

    /// `members(of:)`, and the siblings of which only some top-level declarations are compiled (they import a
    /// framework the playground does not provide; `UIKitSiblingFiles.partialText`), by path.
    static func membersAndPartials(of path: String) -> (members: [String], partial: [String: Set<String>]) {
        let group = group(of: path)
        guard group.count > 1 || isUIKitFile(group[0]) else { return (group, [:]) }
        let gathered = UIKitSiblingFiles.gathering(of: group)
        return (group + gathered.files, gathered.partial)
    }

    /// The group alone: its main file and companions (just `path` for a native file).
    static func group(of path: String) -> [String] {
        let main = main(of: path) ?? path
        guard isUIKitFile(main) else { return [path] }
        return [main] + companions(of: main)
    }

    /// The `Name+*.swift` files beside `main` (`Name.swift`), sorted by name.
    static func companions(of main: String) -> [String] {
        let folder = PathText.folder(of: main)
        let stem = ((main as NSString).lastPathComponent as NSString).deletingPathExtension
        let names = (try? UserFile.listFolder(BytePath(folder.isEmpty ? "." : folder)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
            .filter { $0.hasPrefix(stem + "+") && $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// `files` without the companions whose main file is among them (a folder's listing: the group is one layout).
    static func withoutCompanions(_ files: [String]) -> [String] {
        let all = Set(files)
        return files.filter { main(of: $0).map { !all.contains($0) } ?? true }
    }

    /// Whether the file at `path` imports UIKit, QuartzCore or CoreGraphics (false when it cannot be read).
    static func isUIKitFile(_ path: String) -> Bool {
        guard case .success(let text) = UserFile.readText(BytePath(path)) else { return false }
        return UIKitLayoutPlan.isUIKitFile(text)
    }

    /// The layout's name when `makeLayout` makes it: the main file's name, lower-cased, as a layout name
    /// (letters, digits, `-` and `_`).
    static func layoutName(of main: String) -> String {
        let stem = ((main as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
        let name = String(stem.unicodeScalars.map {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" ? Character($0) : "_"
        }.prefix(64))
        return name.isEmpty ? "layout" : name
    }
}
