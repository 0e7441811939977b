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
/// A target's subfolders are part of it, as an Xcode target's groups are (`subfolders(of:)`); an app's folder (its app
/// delegate or `@main` among its files) is a target when a view controller or preview is in a subfolder.
///
/// A target is named by its folder everywhere a layout file is (the loader, the checker's `--file`, the watcher):
/// saving any UIKit file of the folder or its subfolders rebuilds it.
enum UIKitTarget {
    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool { UserFile.kind(of: BytePath(path)) == S_IFDIR }

    /// The UIKit `.swift` files of `folder`, sorted by name (full paths).
    static func uikitFiles(in folder: String) -> [String] {
        swiftFiles(in: folder).filter { UIKitLayoutGroup.isUIKitFile($0) }
    }

    /// The `.swift` files of `folder` (not hidden), sorted by name (full paths).
    static func swiftFiles(in folder: String) -> [String] {
        let names = (try? UserFile.listFolder(BytePath(folder)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The `.swift` files of `folder` whose text passes `test`, sorted by name (full paths).
    static func swiftFiles(in folder: String, whoseText test: (String) -> Bool) -> [String] {
        swiftFiles(in: folder).filter { path in
            guard case .success(let text) = UserFile.readText(BytePath(path)) else { return false }
            return test(text)
        }
    }

    /// The plain Swift `.swift` files of `folder` (`UIKitLayoutPlan.isPlainSwiftFile`: importing only Foundation's
    /// layer, or nothing), sorted by name (full paths): the models and controllers a UIKit file may name, compiled
    /// only as its siblings.
    static func plainSwiftFiles(in folder: String) -> [String] {
        swiftFiles(in: folder, whoseText: UIKitLayoutPlan.isPlainSwiftFile)
    }

    /// The files a target folder compiles as one module: its UIKit files and its plain Swift files (models and
    /// controllers importing only Foundation's layer), its subfolders' too (`subfolders(of:)`), sorted by path.
    static func members(of folder: String) -> [String] {
        let folders = [folder] + subfolders(of: folder)
        let own = folders.flatMap { uikitFiles(in: $0) + plainSwiftFiles(in: $0) }
        return (own + swiftUIMembers(of: own, among: folders.flatMap { swiftUIFiles(in: $0) })).sorted()
    }

    /// The target's SwiftUI files among `candidates`: all of them when a UIKit file of the target imports SwiftUI
    /// (`hostsSwiftUI`: Parchment's `PagingHostingIndicatorView` hosts `PagingIndicator`, a view of
    /// `PagingIndicatorStyle.swift`), else none. On iOS a target's files are one module whatever they import, and
    /// SwiftUI re-exports UIKit, as this SwiftUI module does.
    static func swiftUIMembers(of own: [String], among candidates: [String]) -> [String] {
        hostsSwiftUI(own) ? candidates : []
    }

    /// Whether `text` is a SwiftUI file: it imports SwiftUI and is neither a UIKit file (`isUIKitFile`) nor a native
    /// layout file (importing the core).
    static func isSwiftUIFile(_ text: String) -> Bool {
        let imports = UIKitModuleRewrite.importedModules([text])
        return imports.contains("SwiftUI") && !imports.contains("PlaygroundCore") && !UIKitLayoutPlan.isUIKitFile(text)
    }

    /// The SwiftUI `.swift` files of `folder` (`isSwiftUIFile`), sorted by name (full paths).
    static func swiftUIFiles(in folder: String) -> [String] {
        swiftFiles(in: folder, whoseText: isSwiftUIFile)
    }

    /// Whether a target's UIKit `files` host SwiftUI views: one of them imports SwiftUI too (a scene delegate
    /// making `UIHostingController(rootView: ContentView())`, Xcode 11's template; DistilleryTech's
    /// CarouselCollectionView example). Then the folder's SwiftUI files are the target's, compiled in its module as
    /// Xcode compiles one target, and none loads on its own (docs/hosting.md, "The folder is the target").
    static func hostsSwiftUI(_ files: [String]) -> Bool {
        files.contains { file in
            guard case .success(let text) = UserFile.readText(BytePath(file)) else { return false }
            return UIKitLayoutPlan.isUIKitFile(text) && UIKitModuleRewrite.importedModules([text]).contains("SwiftUI")
        }
    }

    /// How deep a target's subfolders are taken: an app's groups (`Source/CustomViews/`, `Scenes/Home/Views/`,
    /// `Screens/Spotify/Views/Cells/EpisodeCell/`: five levels in a real app). Xcode's groups have no limit; 8 keeps
    /// a walk of a folder given by mistake (a home folder) bounded.
    static let subfolderDepth = 8

    /// A subfolder that is not the target's sources: hidden ones, dependency managers' and build folders, test
    /// targets (`…Tests`, `…UITests`), bundles (`.xcassets`, `.xcodeproj`, `.framework`, …) and a Swift package of its
    /// own (a folder with `Package.swift`).
    static func isSkippedSubfolder(_ name: String, path: String) -> Bool {
        let skipped: Set<String> = ["Pods", "Carthage", "build", "Build", "DerivedData", "node_modules", "Packages"]
        let bundles: Set<String> = ["xcassets", "xcodeproj", "xcworkspace", "framework", "xcframework", "bundle",
                                    "playground", "docc", "lproj", "app", "appex"]
        if name.hasPrefix(".") || skipped.contains(name) || name.hasSuffix("Tests") { return true }
        if bundles.contains((name as NSString).pathExtension) { return true }
        return UserFile.kind(of: BytePath((path as NSString).appendingPathComponent("Package.swift"))) == S_IFREG
    }

    /// The target folder's subfolders, every level down to `subfolderDepth`, sorted (full paths): in Xcode a target's
    /// sources are the files of all its groups, and an app's folder keeps its views, models and controllers in them.
    static func subfolders(of folder: String, depth limit: Int = subfolderDepth) -> [String] {
        var found: [String] = []
        func walk(_ dir: String, depth: Int) {
            guard depth < limit else { return }
            let names = ((try? UserFile.listFolder(BytePath(dir)).get()) ?? [])
                .compactMap { String(validating: $0.bytes, as: UTF8.self) }.sorted()
            for name in names {
                let path = (dir as NSString).appendingPathComponent(name)
                guard UserFile.kind(of: BytePath(path)) == S_IFDIR, !isSkippedSubfolder(name, path: path) else { continue }
                found.append(path)
                walk(path, depth: depth + 1)
            }
        }
        walk(folder, depth: 0)
        return found
    }

    /// Whether the folder's UIKit files form a target (the rule above): a view controller or preview among its own
    /// files, or, for an app's folder (one of its files is the app delegate, `@main` or a scene delegate), among its
    /// subfolders' files too (the app's screens in `Controllers/`).
    static func isTarget(_ folder: String) -> Bool {
        // An Xcode project's app target compiling the folder's files (XcodeProject.lookup): one module, as Xcode's.
        if XcodeProject.lookup(for: folder).found != nil { return true }
        if uikitFiles(in: folder).contains(where: { file in
            guard case .success(let text) = UserFile.readText(BytePath(file)) else { return false }
            return declaresEntryPoint(text)
        }) { return true }
        let isApp = (uikitFiles(in: folder) + plainSwiftFiles(in: folder)).contains { file in
            guard case .success(let text) = UserFile.readText(BytePath(file)) else { return false }
            return declaresApp(text)
        }
        // A folder with no Swift file of its own whose subfolders hold the screens (`Samples/Cells/`,
        // `Samples/Controllers/`): a group of an app given alone, a target as an app's folder is (decided; a folder of
        // layout files keeps its files at its top, as Examples/uikit does).
        let bare = uikitFiles(in: folder).isEmpty && plainSwiftFiles(in: folder).isEmpty
        guard isApp || bare else { return false }
        return subfolders(of: folder).flatMap { uikitFiles(in: $0) }.contains { file in
            guard case .success(let text) = UserFile.readText(BytePath(file)) else { return false }
            return declaresEntryPoint(text)
        }
    }

    /// A line scan: the app's delegate or entry (`@main`, `@UIApplicationMain`, `UIApplicationMain(`, a class adopting
    /// `UIApplicationDelegate` or `UIWindowSceneDelegate`).
    static func declaresApp(_ text: String) -> Bool {
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("//") { continue }
            if line.hasPrefix("@main") || line.hasPrefix("@UIApplicationMain") || line.contains("UIApplicationMain(") {
                return true
            }
            if line.contains("class "), line.contains("UIApplicationDelegate") || line.contains("UIWindowSceneDelegate") {
                return true
            }
        }
        return false
    }

    /// A line scan (as `isUIKitFile`): a line holding `#Preview`, or a class whose first inherited type's name ends
    /// in `ViewController` (`final class PhotosViewController: UIViewController {`) or `VC` (`class Home: BaseVC`).
    static func declaresEntryPoint(_ text: String) -> Bool {
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#Preview") { return true }
            guard let range = line.range(of: "class ") else { continue }
            let after = line[range.upperBound...]
            guard let colon = after.firstIndex(of: ":") else { continue }
            let inherited = after[after.index(after: colon)...].drop { $0 == " " }
                .prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            // `…VC`, the usual short name of an app's or library's base controller (ScaledCarouselLayout's example
            // `class ViewController: CarouselLayoutVC`).
            if inherited.hasSuffix("ViewController") || (inherited.hasSuffix("VC") && inherited.count > 2) { return true }
        }
        return false
    }

    /// The folder's files that load on their own beside the target: its native, spec and SwiftUI files (its plain
    /// Swift files are members of the target).
    static func others(in folder: String) -> [String] {
        // SwiftUI files that are the target's members (`swiftUIMembers(of:among:)`) do not load on their own.
        let folders = [folder] + subfolders(of: folder)
        let hosted = Set(swiftUIMembers(of: folders.flatMap { uikitFiles(in: $0) + plainSwiftFiles(in: $0) },
                                        among: folders.flatMap { swiftUIFiles(in: $0) }))
        let names = (try? UserFile.listFolder(BytePath(folder)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
            .filter { LayoutFileLoader.isLayoutFile($0) }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { path in
                // A data file of the app (`test_data.json`) is its resource, not a spec of its own.
                guard path.hasSuffix(".swift") else { return CompositionalSpecFile.looksLikeSpec(path) }
                guard case .success(let text) = UserFile.readText(BytePath(path)) else { return true }
                guard !UIKitLayoutPlan.isUIKitFile(text), !UIKitLayoutPlan.isPlainSwiftFile(text) else { return false }
                if hosted.contains(path) { return false }
                // A native layout file imports the core, a SwiftUI one SwiftUI; a file importing only a library of
                // the app's (`import JZCalendarWeekView`, UIKitLibraries) is the target's, not a layout of its own.
                let imports = UIKitModuleRewrite.importedModules([text])
                return imports.contains("PlaygroundCore") || imports.contains("SwiftUI")
            }
    }

    /// The members of an Xcode project's app target (`XcodeProject.lookup`): its Sources build phase's `.swift` files
    /// that exist, and are UIKit or plain Swift files (as `members(of:)` takes), sorted by path.
    static func projectMembers(of target: XcodeProject.Target) -> [String] {
        let sources = XcodeProject.existingSources(of: target)
        let own = sources.filter { path in
            guard case .success(let text) = UserFile.readText(BytePath(path)) else { return false }
            return UIKitLayoutPlan.isUIKitFile(text) || UIKitLayoutPlan.isPlainSwiftFile(text)
        }
        // The target's SwiftUI files (`swiftUIMembers(of:among:)`).
        let swiftUI = sources.filter { path in
            guard case .success(let text) = UserFile.readText(BytePath(path)) else { return false }
            return isSwiftUIFile(text)
        }
        return (own + swiftUIMembers(of: own, among: swiftUI)).sorted()
    }

    /// The target's name: its folder's, lower-cased, as a layout name.
    static func name(of folder: String) -> String {
        UIKitLayoutGroup.layoutName(of: (folder as NSString).standardizingPath + ".swift")
    }

    /// The target a saved file belongs to: its folder, or the folder a few levels up (`subfolderDepth`), when that
    /// folder is one of `targets`.
    static func target(of file: String, among targets: Set<String>) -> String? {
        guard file.hasSuffix(".swift") else { return nil }
        var folder = PathText.folder(of: file)
        for _ in 0...subfolderDepth {
            if targets.contains(folder) { return folder }
            let up = PathText.folder(of: folder)
            if up == folder || up.isEmpty { break }
            folder = up
        }
        return nil
    }
}
