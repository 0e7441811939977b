import Foundation
import UIKitSourceRewrite

/// "Files that use each other's types" (docs/hosting.md, "A file and the siblings it names"): a UIKit file named by
/// `--layout-file` is compiled with the UIKit and plain Swift files (importing only Foundation's layer, or nothing)
/// beside it whose top-level declarations it names — its cell
/// class, its model, the global data its controller reads — and, in turn, with the files those name, as Xcode
/// compiles every file of a target together.
///
/// A line scan, as `UIKitTarget`'s (cheap enough for the watcher to ask on every save): a file's top-level names
/// are the `class`, `struct`, `enum`, `protocol`, `actor`, `typealias`, `let`, `var` and `func` declarations that
/// are at the top level (by brace nesting: `Scan.reindented`) and are not `private` or `fileprivate` (those are invisible to other files); the names
/// a file uses are its identifiers outside comments. The members of a top-level extension of a type the folder does
/// not declare (`extension UIColor { static var cornflowerBlue … }`, static ones one level in) count as declarations
/// too; a name the file declares at any depth (a member of its own class) is its own. Three
/// rules keep a gallery of independent layouts apart:
/// - a name the file (or a file already gathered) declares itself is never looked up beside it (each gallery file's
///   own `makeLayout()`);
/// - a name declared by two or more siblings is ambiguous and ties nothing (a gallery's many `makeLayout()`s);
/// - a sibling that declares a name already declared by the gathered files is left out (it would not compile).
enum UIKitSiblingFiles {
    /// The siblings the `group` of files (full paths in one folder: a layout file and its `Name+*.swift`
    /// companions) needs, transitively, sorted by name; never one of `group`.
    static func siblings(of group: [String]) -> [String] { gathering(of: group).files }

    /// What a group gathers: the sibling files (sorted by path), and among them the files that cannot compile
    /// here (they import a framework the playground does not provide) of which only some top-level declarations
    /// are needed, by path: those declarations are compiled, the rest of the file is not (`partialText`).
    struct Gathered: Equatable {
        var files: [String] = []
        var partial: [String: Set<String>] = [:]
    }

    /// How deep under the file's folder siblings are looked for: its subfolders and theirs.
    static let siblingSubfolderDepth = 2

    /// The siblings the `group` needs, and the declarations taken from files that cannot compile whole.
    static func gathering(of group: [String]) -> Gathered {
        guard let file = group.first else { return Gathered() }
        let folder = PathText.folder(of: file)
        let mine = Set(group)
        // The folder's UIKit files and its plain Swift files (a model or controller importing only Foundation, as
        // Apple's WiFiController.swift: it names no UIKit type, yet its view controller names it).
        // Its subfolders' too, two levels down: a library keeps its helpers in `Utility/` or `Extensions/` beside
        // its layout (atantomo's NormalizedHeightCollectionViewLayout.swift and `Utility/HeightCalculable.swift`).
        let place = folder.isEmpty ? "." : folder
        let candidates = ([place] + UIKitTarget.subfolders(of: place, depth: siblingSubfolderDepth))
            .flatMap { UIKitTarget.uikitFiles(in: $0) + UIKitTarget.plainSwiftFiles(in: $0) }.sorted()
            .map { folder.isEmpty && !$0.dropFirst(2).contains("/") ? ($0 as NSString).lastPathComponent : $0 }
            .filter { !mine.contains($0) }
        guard !candidates.isEmpty else { return Gathered() }
        var start = Scan(declared: [], used: [])
        for member in group {
            guard case .success(let text) = UserFile.readText(BytePath(member)) else { continue }
            let scan = Scan(text)
            start.declared.formUnion(scan.declared)
            start.used.formUnion(scan.used)
            start.extensionMembers.merge(scan.extensionMembers) { $0.union($1) }
            start.members.formUnion(scan.members)
            start.extended.formUnion(scan.extended)
        }
        var scans: [String: Scan] = [:]
        for candidate in candidates {
            if case .success(let t) = UserFile.readText(BytePath(candidate)) { scans[candidate] = Scan(t) }
        }
        return gathering(start, among: scans)
    }

    /// The files of `scans` that `start` needs, transitively (the rules above), sorted by path.
    static func gather(_ start: Scan, among scans: [String: Scan]) -> [String] {
        gathering(start, among: scans).files
    }

    /// The files of `scans` that `start` needs, transitively, and the declarations needed from files that cannot
    /// compile here.
    static func gathering(_ start: Scan, among scans: [String: Scan]) -> Gathered {
        // Who declares what; a name declared twice among the siblings ties nothing. Members of extensions of types
        // the folder does not declare (UIKit's, Foundation's: `Emoji.Category` is the folder's, by its first
        // component) count as a file's names too: `UIColor.cornflowerBlue` ties a controller to the file that
        // extends UIColor with it. They never make a file conflict (two types may each have a `description`).
        let folderTypes = scans.values.reduce(start.declared) { $0.union($1.declared) }
        // A typealias of the folder names another module's type (`typealias ColorsSnapshot =
        // NSDiffableDataSourceSnapshot<Int, Color>`): its extensions' members are looked up like UIKit's types'.
        let aliases = Set((Array(scans.values) + [start]).flatMap { scan in
            scan.declarationKinds.filter { $0.value == "typealias" }.map(\.key)
        })
        func names(_ scan: Scan) -> Set<String> {
            scan.extensionMembers.reduce(scan.declared) { all, entry in
                let root = String(entry.key.split(separator: ".").first ?? "")
                return folderTypes.contains(root) && !aliases.contains(root) ? all : all.union(entry.value)
            }
        }
        var owners: [String: [String]] = [:]
        for (path, scan) in scans.sorted(by: { $0.key < $1.key }) {
            for name in names(scan) { owners[name, default: []].append(path) }
        }
        // A type declared by two siblings cannot be in one iOS target: one of the files is not a member (an old
        // copy, a file the project no longer lists). The file named after the type (Xcode's convention,
        // ProfilePhotosHeaderView.swift) is the one taken; otherwise the name stays ambiguous and ties nothing.
        for (name, paths) in owners where paths.count > 1 {
            let named = paths.filter { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension == name }
            if named.count == 1, scans[named[0]]?.declared.contains(name) == true { owners[name] = named }
        }
        // The files extending a type, by the type's name: a type's extensions in other files are part of it, as
        // the compiler sees them in the target (VerticalCardSwiper's `convertIndexToIndexPath` in Extensions.swift).
        var extenders: [String: [String]] = [:]
        for (path, scan) in scans { for type in scan.extended where folderTypes.contains(type) { extenders[type, default: []].append(path) } }
        // Files that cannot compile here (they import a framework the playground does not have: SafariServices,
        // Combine, CoreData…) are never gathered, nor are the files that name what only they declare: an app's menu
        // controller names every screen, and one screen's framework must not block the others (as on iOS, where the
        // whole target compiles, each screen needs only what it names).
        var blocked = Set(scans.filter { !$0.value.imports.isDisjoint(with: unavailableModules) }.map(\.key))
        // A typealias, constant, variable or function of a blocked file can be taken alone (below); a type's body
        // usually uses the framework, so only types block what names them.
        let takenAlone = { (path: String, name: String) -> Bool in
            guard let scan = scans[path], let kind = scan.declarationKinds[name] else { return false }
            return ["typealias", "let", "var", "func"].contains(kind) && scan.declarationUses[name] != nil
        }
        while true {
            let blockedNames = Set(blocked.flatMap { path in
                (scans[path].map(names) ?? []).filter { !takenAlone(path, $0) }
            })
            let more = scans.filter { path, scan in
                !blocked.contains(path) && scan.used.contains { name in
                    blockedNames.contains(name) && (owners[name] ?? []).allSatisfy(blocked.contains)
                }
            }.map(\.key)
            if more.isEmpty { break }
            blocked.formUnion(more)
        }
        var own = names(start).union(start.members)   // never looked up beside the gathered files
        var declared = start.declared     // top-level names: a sibling redeclaring one is left out
        var wanted = start.used.subtracting(own)
        var usedAll = start.used       // every name the gathered files use (conformances are looked up by it)
        var chosen: Set<String> = []
        var partial: [String: Set<String>] = [:]
        while true {
            var next = wanted.sorted().compactMap { name -> String? in
                guard let paths = owners[name], paths.count == 1, !chosen.contains(paths[0]) else { return nil }
                return paths[0]
            }
            // The extensions of the types gathered so far.
            next += declared.flatMap { extenders[$0] ?? [] }.filter { !chosen.contains($0) }
            // A conformance another file adds to a type of another module that the gathered files use, of a
            // protocol they use or the folder declares (`extension UIViewController: NibLoadable {}` in
            // Common/, `extension String: Differentiable {}`): in an Xcode target it applies to every file, so
            // the screen that calls `nibName` on its controller needs it.
            next += scans.filter { path, scan in
                !chosen.contains(path) && scan.conformances.contains { type, protocols in
                    !folderTypes.contains(type) && usedAll.contains(type)
                        && protocols.contains { folderTypes.contains($0) || usedAll.contains($0) }
                }
            }.map(\.key)
            var added = false
            for path in Set(next).sorted() where !blocked.contains(path) {
                guard let scan = scans[path], scan.declared.isDisjoint(with: declared) else { continue }
                chosen.insert(path)
                declared.formUnion(scan.declared)
                own.formUnion(names(scan).union(scan.members))
                wanted.formUnion(scan.used)
                usedAll.formUnion(scan.used)
                added = true
            }
            // A name only a file that cannot compile here declares at the top level (nemecek-filip's
            // `typealias ColorsSnapshot` in the menu controller that imports Combine): that declaration alone is
            // taken, with the names it uses; the rest of the file is not compiled. On iOS the whole target
            // compiles; here each screen gets what it names.
            for name in wanted.sorted() {
                guard let paths = owners[name], paths.count == 1, blocked.contains(paths[0]), takenAlone(paths[0], name),
                      let scan = scans[paths[0]], scan.declared.contains(name), let uses = scan.declarationUses[name],
                      !declared.contains(name) else { continue }
                partial[paths[0], default: []].insert(name)
                declared.insert(name)
                own.insert(name)
                wanted.formUnion(uses)
                added = true
            }
            wanted.subtract(own)
            if !added { break }
        }
        return Gathered(files: chosen.union(partial.keys).sorted(), partial: partial)
    }

    /// `text` (a file that cannot compile here) with only the top-level declarations `names` and its imports of
    /// modules the playground provides: every other line is blank, so lines and columns stay the user's own.
    static func partialText(_ text: String, keeping names: Set<String>) -> String {
        let scan = Scan(text)
        var keep = Set<Int>()
        for name in names { if let range = scan.extents[name] { keep.formUnion(range) } }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { i, line -> Substring in
            if keep.contains(i) { return line }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
            if words.first == "import", words.count >= 2,
               let root = words.last?.split(separator: ".").first, !unavailableModules.contains(String(root)) {
                return line
            }
            return ""
        }.joined(separator: "\n")
    }

    /// Apple frameworks the playground does not provide (`LayoutCompiler.appleFrameworks`) and common packages: a
    /// sibling importing one cannot compile here.
    static let unavailableModules: Set<String> = LayoutCompiler.appleFrameworks.union([
        "Kingfisher", "SDWebImage", "SnapKit", "Alamofire", "RxSwift", "RxCocoa", "Lottie", "Nuke", "Reusable",
    ])

    /// Why `name`, which a file beside `file` declares, was not gathered, when that file cannot compile here:
    /// "ColorsSnapshot is declared in ViewController.swift, which is left out: it names what
    /// IndieAppNewsViewController.swift declares, and that file imports SafariServices, which the playground does
    /// not provide". Nil when no sibling declares it or the declaring file was not left out for that.
    static func whyLeftOut(_ name: String, besides file: String) -> String? {
        let folder = PathText.folder(of: file)
        let place = folder.isEmpty ? "." : folder
        var scans: [String: Scan] = [:]
        for candidate in UIKitTarget.uikitFiles(in: place) + UIKitTarget.plainSwiftFiles(in: place) {
            if case .success(let t) = UserFile.readText(BytePath(candidate)) { scans[candidate] = Scan(t) }
        }
        let base = { (p: String) in (p as NSString).lastPathComponent }
        guard let (path, scan) = scans.first(where: { $0.value.declared.contains(name) }) else {
            return swiftUIDeclaring(name, in: place).map {
                "\(name) is declared in \(base($0)), a SwiftUI file: a UIKit file's group does not take SwiftUI "
                    + "files (a view for UIHostingController); load that file by itself"
            }
        }
        if let module = scan.imports.intersection(unavailableModules).sorted().first {
            return "\(name) is declared in \(base(path)), which is left out: it imports \(module), which the "
                + "playground does not provide"
        }
        for used in scan.used.sorted() {
            guard let (other, otherScan) = scans.first(where: { $0.key != path && $0.value.declared.contains(used) }),
                  let module = otherScan.imports.intersection(unavailableModules).sorted().first else { continue }
            return "\(name) is declared in \(base(path)), which is left out: it names \(used) from \(base(other)), "
                + "which imports \(module), which the playground does not provide"
        }
        return nil
    }

    /// The SwiftUI file of `folder` (it imports SwiftUI and is not a UIKit file) that declares `name`, if any.
    static func swiftUIDeclaring(_ name: String, in folder: String) -> String? {
        let names = (try? UserFile.listFolder(BytePath(folder)).get()) ?? []
        for file in names.compactMap({ String(validating: $0.bytes, as: UTF8.self) }).sorted()
        where file.hasSuffix(".swift") && !file.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(file)
            guard case .success(let text) = UserFile.readText(BytePath(path)), !UIKitLayoutPlan.isUIKitFile(text),
                  Scan(text).imports.contains("SwiftUI"), Scan(text).declared.contains(name) else { continue }
            return path
        }
        return nil
    }
}
