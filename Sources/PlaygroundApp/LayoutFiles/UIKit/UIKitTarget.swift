import Foundation
import UIKitSourceRewrite

/// A folder whose UIKit files belong together, compiled as one module as an Xcode target's sources are
/// (docs/hosting.md, "The folder is the target"): the view controller, its cells, its models and its layout.
///
/// The rule: a folder named by `--layout-file` is a target when one of its UIKit files (those that import UIKit,
/// QuartzCore or CoreGraphics) declares a view controller (`class Name: …ViewController`) or holds a `#Preview`.
/// Otherwise each file is a layout of its own, as in Examples/uikit/gallery (each with its `makeLayout()`), with
/// the `Name+Part.swift` groups of `UIKitLayoutGroup`. In a target folder, native, spec and SwiftUI files are not
/// part of the target: each loads as a layout of its own, as it would in any other folder. Its plain Swift files
/// (importing only Foundation's layer, or nothing: `UIKitLayoutPlan.isPlainSwiftFile`) are: an app's models.
///
/// A target is named by its folder everywhere a layout file is (the loader, the checker's `--file`, the watcher):
/// saving any UIKit file of the folder rebuilds it.
enum UIKitTarget {
    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool { UserFile.kind(of: BytePath(path)) == S_IFDIR }

    /// The UIKit `.swift` files of `folder`, sorted by name (full paths).
    static func uikitFiles(in folder: String) -> [String] {
        let names = (try? UserFile.listFolder(BytePath(folder)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { UIKitLayoutGroup.isUIKitFile($0) }
    }

    /// The plain Swift `.swift` files of `folder` (`UIKitLayoutPlan.isPlainSwiftFile`: importing only Foundation's
    /// layer, or nothing), sorted by name (full paths): the models and controllers a UIKit file may name, compiled
    /// only as its siblings.
    static func plainSwiftFiles(in folder: String) -> [String] {
        let names = (try? UserFile.listFolder(BytePath(folder)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { path in
                guard case .success(let text) = UserFile.readText(BytePath(path)) else { return false }
                return UIKitLayoutPlan.isPlainSwiftFile(text)
            }
    }

    /// The files a target folder compiles as one module: its UIKit files and its plain Swift files (models and
    /// controllers importing only Foundation's layer), sorted by name (full paths).
    static func members(of folder: String) -> [String] {
        (uikitFiles(in: folder) + plainSwiftFiles(in: folder)).sorted()
    }

    /// Whether the folder's UIKit files form a target (the rule above).
    static func isTarget(_ folder: String) -> Bool {
        uikitFiles(in: folder).contains { file in
            guard case .success(let text) = UserFile.readText(BytePath(file)) else { return false }
            return declaresEntryPoint(text)
        }
    }

    /// A line scan (as `isUIKitFile`): a line holding `#Preview`, or a class whose first inherited type's name ends
    /// in `ViewController` (`final class PhotosViewController: UIViewController {`).
    static func declaresEntryPoint(_ text: String) -> Bool {
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#Preview") { return true }
            guard let range = line.range(of: "class ") else { continue }
            let after = line[range.upperBound...]
            guard let colon = after.firstIndex(of: ":") else { continue }
            let inherited = after[after.index(after: colon)...].drop { $0 == " " }
                .prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if inherited.hasSuffix("ViewController") { return true }
        }
        return false
    }

    /// The folder's files that load on their own beside the target: its native, spec and SwiftUI files (its plain
    /// Swift files are members of the target).
    static func others(in folder: String) -> [String] {
        let names = (try? UserFile.listFolder(BytePath(folder)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
            .filter { LayoutFileLoader.isLayoutFile($0) }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { path in
                guard path.hasSuffix(".swift") else { return true }
                guard case .success(let text) = UserFile.readText(BytePath(path)) else { return true }
                return !UIKitLayoutPlan.isUIKitFile(text) && !UIKitLayoutPlan.isPlainSwiftFile(text)
            }
    }

    /// The target's name: its folder's, lower-cased, as a layout name.
    static func name(of folder: String) -> String {
        UIKitLayoutGroup.layoutName(of: (folder as NSString).standardizingPath + ".swift")
    }

    /// The target a saved file belongs to: its folder, when that folder is one of `targets`.
    static func target(of file: String, among targets: Set<String>) -> String? {
        let folder = PathText.folder(of: file)
        guard targets.contains(folder), file.hasSuffix(".swift") else { return nil }
        return folder
    }
}
