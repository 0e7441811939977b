import Foundation
import UIKitSourceRewrite

// What an app's Xcode project says of its target's files (swiftui13, docs/swiftui.md "A folder as one module"):
// Xcode 16's synchronized folders, and library sources the project compiles into the app.
extension SwiftUIModule {
    /// The `project.pbxproj` texts of the Xcode projects beside `folder` (`folder/../*.xcodeproj`).
    static func projectFiles(besides folder: String) -> [String] {
        let parent = PathText.folder(of: ((folder.isEmpty ? "." : folder) as NSString).standardizingPath)
        let names = (try? UserFile.listFolder(BytePath(parent.isEmpty ? "." : parent)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }.sorted()
            .filter { $0.hasSuffix(".xcodeproj") }
            .compactMap { name in
                let file = ((parent as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("project.pbxproj")
                guard case .success(let text) = UserFile.readText(BytePath(file)) else { return nil }
                return text
            }
    }

    /// Whether a project beside `folder` names it as a synchronized folder (Xcode 16's
    /// `PBXFileSystemSynchronizedRootGroup` with `path = Name;`): Xcode compiles every Swift file in it and its
    /// subfolders into the target, whatever the folder is called.
    static func isSynchronizedFolder(_ folder: String) -> Bool {
        let name = (((folder.isEmpty ? "." : folder) as NSString).standardizingPath as NSString).lastPathComponent
        guard !name.isEmpty, name != "/", name != "." else { return false }
        return projectFiles(besides: folder).contains { Self.synchronizedFolders(inProject: $0).contains(name) }
    }

    /// The folders a project's text names as synchronized root groups (`path = App;`, `path = "My App";`).
    static func synchronizedFolders(inProject text: String) -> [String] {
        objects(in: text).filter { $0.contains("isa = PBXFileSystemSynchronizedRootGroup;") }.compactMap { path(in: $0) }
    }

    /// The Swift sources outside the target's folder that the project compiles in (`path = ../../Sources/Lib/Page.swift;`,
    /// fermoya/SwiftUIPager's and ThasianX/ElegantPages' example apps, which use the library without importing it):
    /// each file reference to a `.swift` file whose path leaves the folder, resolved from the folder, its parent and
    /// their subfolders (a group's path is relative to its parent group's; decided: the first folder where the file
    /// exists), existing files only, sorted.
    static func projectSources(of root: String) -> [String] {
        let base = ((root.isEmpty ? "." : root) as NSString).standardizingPath
        var bases = [base, PathText.folder(of: base)]
        for b in [base] {
            let names = (try? UserFile.listFolder(BytePath(b)).get()) ?? []
            for name in names.compactMap({ String(validating: $0.bytes, as: UTF8.self) }).sorted() where !name.hasPrefix(".") {
                let full = (b as NSString).appendingPathComponent(name)
                if UserFile.kind(of: BytePath(full)) == S_IFDIR { bases.append(full) }
            }
        }
        var found: Set<String> = []
        for text in projectFiles(besides: base) {
            // A group whose folder leaves the target's (`path = ../../Sources/ElegantPages;`, ThasianX/ElegantPages'
            // example app): its Swift files, with its subfolders' (decided: a group names its folder's files).
            for object in objects(in: text) where object.contains("isa = PBXGroup;") {
                guard let p = path(in: object), p.hasPrefix("../") else { continue }
                for b in bases {
                    let full = ((b as NSString).appendingPathComponent(p) as NSString).standardizingPath
                    guard UserFile.kind(of: BytePath(full)) == S_IFDIR else { continue }
                    if !full.hasPrefix(base + "/"), full != base {
                        found.formUnion(swiftFiles(in: full, recursive: true))
                    }
                    break
                }
            }
            for object in objects(in: text) where object.contains("isa = PBXFileReference;") {
                guard let p = path(in: object), p.hasSuffix(".swift"), p.hasPrefix("../") else { continue }
                for b in bases {
                    let full = ((b as NSString).appendingPathComponent(p) as NSString).standardizingPath
                    guard UserFile.kind(of: BytePath(full)) == S_IFREG else { continue }
                    if !full.hasPrefix(base + "/") { found.insert(full) }
                    break
                }
            }
        }
        return found.sorted().prefix(maxFiles).map { $0 }
    }

    /// The `{ … }` object bodies of a project's text, one per `ID = { … };` line or block (flat: their nesting is
    /// not needed for the fields read here).
    static func objects(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var open = false
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            if line.contains("= {isa = ") || line.contains("= {\n") || line.hasSuffix("= {") {
                current = String(line)
                open = !line.hasSuffix("};")
                if !open { result.append(current) }
            } else if open {
                current += "\n" + line
                if line.trimmingCharacters(in: .whitespaces) == "};" { result.append(current); open = false }
            }
        }
        return result
    }

    /// An object's `path = …;` value, quotes removed.
    static func path(in object: String) -> String? {
        guard let r = object.range(of: #"\bpath = ("[^"]*"|[^;]*);"#, options: .regularExpression) else { return nil }
        var value = object[r].dropFirst("path = ".count).dropLast()
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        return String(value)
    }
}
