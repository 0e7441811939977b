import Foundation
import UIKitSourceRewrite

/// A folder of SwiftUI files compiled as one module, as a Swift package's target is (docs/swiftui.md, "A folder as
/// one module"): a layout file is compiled with the other files of its module, so a `Layout` that calls a helper
/// type of its package (`JustifiedLayoutCalculator`) loads.
///
/// The rule: a SwiftUI file's module is its folder's Swift files; when the file is inside a Swift package's target
/// (`…/Sources/Target/…`, at most `maxDepth` folders down), the module is that target's folder and every folder under
/// it, as SwiftPM compiles it; likewise inside an Xcode SwiftUI app's folder (`isAppTarget`: the folder of its
/// `@main … : App` file, whose subfolders are its groups). Files that import UIKit or QuartzCore (a UIKit layout or target) or PlaygroundCore (a
/// native layout) are not part of it. Each file passes the trust rule (`LayoutCompiler.read`, TrustedFiles), and the
/// module's folder `TrustedFiles.checkFolder`, as a UIKit target's.
///
/// A folder named by `--layout-file` gives one layout per file of it that declares one (`SwiftUILayoutPlan.declaresLayout`);
/// its other SwiftUI files are helpers, not layouts. A target folder (`Sources/Target`) is searched in its subfolders too.
enum SwiftUIModule {
    /// How many folders under a package target's folder are searched (SwiftPM has no limit; real packages use 1–2).
    static let maxDepth = 4
    /// At most this many files in one module (a folder with more is not a layout's package).
    static let maxFiles = 200

    /// The module's folder for the file at `path`: the package target's folder above it, or its own folder.
    static func root(of path: String) -> String {
        let folder = PathText.folder(of: path)
        // A target whose manifest names its folder (`path: "Sources"`) is that folder, with its subfolders.
        if let declared = manifestTarget(containing: path) { return declared }
        var candidate = folder
        for _ in 0...maxDepth {
            let parent = PathText.folder(of: candidate)
            if (parent as NSString).lastPathComponent == "Sources" { return candidate }
            if parent == candidate || parent.isEmpty { break }
            candidate = parent
        }
        // An Xcode app target's folder above the file (its groups are subfolders: `Demo/`, `Utils/`).
        candidate = folder
        for _ in 0...maxDepth {
            if isAppTarget(candidate) { return candidate }
            let parent = PathText.folder(of: candidate)
            if parent == candidate || parent.isEmpty { break }
            candidate = parent
        }
        return folder.isEmpty ? "." : folder
    }

    /// Whether `folder` is a package target's folder (its parent is named `Sources`) or an Xcode app target's
    /// (`isAppTarget`): searched with its subfolders.
    static func isPackageTarget(_ folder: String) -> Bool {
        PathText.folder(of: (folder as NSString).standardizingPath).hasSuffix("/Sources")
            || PathText.folder(of: (folder as NSString).standardizingPath) == "Sources"
            || isAppTarget(folder)
            || manifestTarget(containing: (folder as NSString).appendingPathComponent("_.swift")) == (folder as NSString).standardizingPath
    }

    /// Whether `folder` is an Xcode SwiftUI app target's folder: it holds the app's entry point (a file with
    /// `@main` and `: App`), as Xcode's SwiftUI app template writes it (`NameApp.swift` beside `ContentView.swift`;
    /// the project compiles every file of the folder's groups, its subfolders). Decided: the entry point is how
    /// the folder is recognised without reading `project.pbxproj`.
    static func isAppTarget(_ folder: String) -> Bool {
        if isProjectFolder(folder) { return true }
        let names = (try? UserFile.listFolder(BytePath(folder.isEmpty ? "." : folder)).get()) ?? []
        for name in names.compactMap({ String(validating: $0.bytes, as: UTF8.self) }) where name.hasSuffix("App.swift") {
            let full = (folder as NSString).appendingPathComponent(name)
            if case .success(let text) = UserFile.readText(BytePath(full)), isAppEntryPoint(text) { return true }
        }
        return false
    }

    /// Whether `folder` is named like an Xcode project beside it (`WaterfallGridSample/` next to
    /// `WaterfallGridSample.xcodeproj`): Xcode's app templates put the target's sources in that folder, with its groups
    /// as subfolders. Decided (swiftui10): an app whose entry point is elsewhere (a UIKit `AppDelegate` in a
    /// platform folder, paololeonardi/WaterfallGrid's sample) is recognised so, without reading `project.pbxproj`.
    static func isProjectFolder(_ folder: String) -> Bool {
        let standard = ((folder.isEmpty ? "." : folder) as NSString).standardizingPath
        let name = (standard as NSString).lastPathComponent
        guard !name.isEmpty, name != "/", name != "." else { return false }
        let project = (PathText.folder(of: standard) as NSString).appendingPathComponent(name + ".xcodeproj")
        // Or a folder a project beside it synchronizes (Xcode 16: `SwiftUIModule+Project`).
        return UserFile.kind(of: BytePath(project)) == S_IFDIR || isSynchronizedFolder(standard)
    }

    /// Whether a file is a SwiftUI app's entry point (`@main struct NameApp: App`): not part of the module the
    /// playground compiles (its `Scene` and `WindowGroup` are the app's window, not a layout; docs/swiftui.md).
    static func isAppEntryPoint(_ text: String) -> Bool {
        text.contains("@main") && text.range(of: #":\s*App\b"#, options: .regularExpression) != nil
    }

    /// The `.swift` files of `folder` (and, for a package target, of its subfolders), sorted, hidden ones skipped.
    static func swiftFiles(in folder: String, recursive: Bool) -> [String] {
        var found: [String] = []
        func walk(_ dir: String, depth: Int) {
            let names = (try? UserFile.listFolder(BytePath(dir)).get()) ?? []
            for name in names.compactMap({ String(validating: $0.bytes, as: UTF8.self) }).sorted() where !name.hasPrefix(".") {
                guard found.count < maxFiles else { return }
                let full = (dir as NSString).appendingPathComponent(name)
                if name.hasSuffix(".swift") {
                    if UserFile.kind(of: BytePath(full)) == S_IFREG { found.append(full) }
                } else if recursive, depth < maxDepth, UserFile.kind(of: BytePath(full)) == S_IFDIR {
                    walk(full, depth: depth + 1)
                }
            }
        }
        walk(folder, depth: 0)
        return found
    }

    /// Whether the file's text may be part of a SwiftUI module: it imports neither UIKit/QuartzCore nor PlaygroundCore.
    static func isModuleText(_ text: String) -> Bool {
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package"].contains(first) {
                words = words.dropFirst()
            }
            guard words.first == "import", let module = words.dropFirst().last?.split(separator: ".").first else { continue }
            if ["UIKit", "QuartzCore", "PlaygroundCore"].contains(String(module)) { return false }
        }
        return !isAppEntryPoint(text)
    }

    /// The other files of the module of the SwiftUI file at `path` (full paths, sorted), without `path` itself.
    static func companions(of path: String) -> [String] {
        let root = root(of: path)
        let standard = (path as NSString).standardizingPath
        // An app target's project may compile library sources from outside its folder (`projectSources`).
        let outside = isAppTarget(root) ? projectSources(of: root) : []
        return (swiftFiles(in: root, recursive: isPackageTarget(root)) + outside).filter { file in
            guard (file as NSString).standardizingPath != standard,
                  case .success(let text) = UserFile.readText(BytePath(file)) else { return false }
            return isModuleText(text)
        }
    }

    /// The files of `companions` that declare no layout of their own (the module's helpers).
    static func helpers(_ companions: [(path: String, text: String)]) -> [(path: String, text: String)] {
        companions.filter { !SwiftUILayoutPlan.declaresLayout($0.text) }
    }

    /// The layout files of a folder named by `--layout-file`, when it is a SwiftUI module: its SwiftUI files that
    /// declare a layout (subfolders too for a package target); nil when no file of it is a helper of a SwiftUI file
    /// (the folder's files then load each on their own, as before).
    static func layoutFiles(in folder: String) -> [String]? {
        let files = swiftFiles(in: folder, recursive: isPackageTarget(folder))
        var layouts: [(path: String, text: String, type: String)] = []
        var helper = false
        var swiftUI = false
        let moduleTexts = files.compactMap { file -> (path: String, text: String)? in
            guard case .success(let text) = UserFile.readText(BytePath(file)), isModuleText(text) else { return nil }
            return (file, text)
        }
        for (file, text) in moduleTexts {
            if SwiftUILayoutPlan.isSwiftUIFile(text) { swiftUI = true }
            // The plan `SwiftUILayoutPlan.declaresLayout` makes, made once: its type is read below. A file that
            // declares none alone is asked again with the module's other files (a screen that uses another file's
            // scrolling view: `SwiftUILayoutPlan.make`), when it is a SwiftUI file.
            let withModule = { () -> SwiftUILayoutPlan? in
                guard SwiftUILayoutPlan.isSwiftUIFile(text) else { return nil }
                return try? SwiftUILayoutPlan.make(path: "file.swift", text: text,
                                                   companions: moduleTexts.filter { $0.path != file }.map(\.text))
            }
            if let plan = (try? SwiftUILayoutPlan.make(path: "file.swift", text: text)) ?? withModule() {
                if SwiftUILayoutPlan.isSwiftUIFile(text) { layouts.append((file, text, layoutType(of: plan))) }
            } else if !text.contains("func makeLayout") {
                helper = true
            }
        }
        guard swiftUI, helper || isPackageTarget(folder), !layouts.isEmpty else { return nil }
        // The scrolling screen first (SwiftUIModule+Order).
        let texts = Dictionary(layouts.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        return scrollingFirst(withoutBuildingBlocks(layouts), texts: texts)
    }

    /// The type name a plan makes its layout from (`struct FlowLayout` → FlowLayout).
    static func layoutType(of plan: SwiftUILayoutPlan) -> String {
        plan.layout.split(separator: " ").last.map(String.init) ?? ""
    }

    /// `layouts` without the ones another of them wraps: a `Layout` type that another file's layout keeps as a stored
    /// property (tevelee/SwiftUI-Flow's internal `struct FlowLayout`, whose initializer takes its axis, inside the
    /// public `HFlowLayout { let layout: FlowLayout }` and `VFlowLayout`) is a building block of theirs, not a layout
    /// the module offers (decided: the module's own wrappers say how it is meant to be made). All are kept when every
    /// one would go.
    static func withoutBuildingBlocks(_ layouts: [(path: String, text: String, type: String)]) -> [String] {
        let kept = layouts.indices.filter { i in
            let type = layouts[i].type
            guard !type.isEmpty else { return true }
            return !layouts.indices.contains { j in
                let text = layouts[j].text
                return j != i && (text.contains(": \(type)\n") || text.contains(": \(type)\r") || text.contains(": \(type) ")
                    || text.contains(": \(type)?"))
            }
        }
        return (kept.isEmpty ? Array(layouts.indices) : kept).map { layouts[$0].path }
    }

    /// The folders to watch for saves besides the SwiftUI file's own (docs/swiftui.md, "Hot reload"): for a file
    /// of a package target, every folder of the target that holds a Swift file of the module, so that saving a
    /// helper in a subfolder (`Core/Calculator.swift`) rebuilds the layout; none otherwise (the file's folder is
    /// its module and is watched anyway). A subfolder made after loading is watched as it appears (LayoutFileWatcher).
    static func watchedFolders(of path: String) -> [String] {
        guard path.hasSuffix(".swift"), case .success(let text) = UserFile.readText(BytePath(path)),
              SwiftUILayoutPlan.isSwiftUIFile(text) else { return [] }
        let root = root(of: path)
        guard isPackageTarget(root) else { return [] }
        let own = PathText.folder(of: path)
        return Array(Set(companions(of: path).map { PathText.folder(of: $0) } + [root])
            .subtracting([own])).sorted()
    }

    /// The folders under `folder` (not itself), down to `maxDepth` below a module root where `folder` is `depth`
    /// below it; hidden ones skipped, sorted: a watched package target's folders (LayoutFileWatcher).
    static func folders(under folder: String, depth: Int = 0) -> [String] {
        guard depth < maxDepth else { return [] }
        let names = (try? UserFile.listFolder(BytePath(folder)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }.filter { !$0.hasPrefix(".") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { UserFile.kind(of: BytePath($0)) == S_IFDIR }
            .flatMap { [$0] + folders(under: $0, depth: depth + 1) }
    }

    /// The target folders of a Swift package's root folder (one holding `Package.swift` and `Sources/`), sorted:
    /// `--layout-file PACKAGE` loads the layouts of each (docs/swiftui.md, "A folder as one module"); nil when the
    /// folder is not a package root.
    static func packageTargets(in folder: String) -> [String]? {
        let manifest = (folder as NSString).appendingPathComponent("Package.swift")
        let sources = (folder as NSString).appendingPathComponent("Sources")
        guard UserFile.kind(of: BytePath(manifest)) == S_IFREG, UserFile.kind(of: BytePath(sources)) == S_IFDIR else {
            return nil
        }
        let names = (try? UserFile.listFolder(BytePath(sources)).get()) ?? []
        return names.compactMap { String(validating: $0.bytes, as: UTF8.self) }.filter { !$0.hasPrefix(".") }.sorted()
            .map { (sources as NSString).appendingPathComponent($0) }
            .filter { UserFile.kind(of: BytePath($0)) == S_IFDIR }
    }
}
