import Foundation
import UIKitSourceRewrite

/// Which Xcode project and target a folder named by `--layout-file` belongs to (docs/hosting.md, "Xcode projects").
///
/// The rule: a `.xcodeproj` in the folder or in one of the `levelsUp` folders above it (never one under `Pods/`,
/// CocoaPods' own project) whose `project.pbxproj` reads, with an application target that compiles at least one
/// `.swift` file inside the folder, decides the folder's sources: that target's Sources build phase (files outside
/// the folder too, `../Source/Layout.swift`), its Resources (storyboards, xibs, asset catalogs) and its Info.plist.
/// With no such project (none, none that reads, or no app target compiling a file of the folder), the folder rule
/// (`UIKitTarget`) decides, as before. Of several app targets, the one with the most sources inside the folder.
extension XcodeProject {
    /// How many folders above the named folder a project is looked for: `Example/App/` with
    /// `Example/App.xcodeproj`, or `Examples/App/Sources/` with the project at the repository's top.
    static let levelsUp = 3

    /// An app target found for a folder: the project, the target, and why a nearer project was not used.
    struct Found: Equatable, Sendable {
        var project: XcodeProject
        var target: Target
        /// The `.xcodeproj` folder.
        var bundle: String
    }

    /// The outcome of looking for a folder's project: found; or the one-line messages of projects that could not be
    /// read (then the folder rule is used, and the loader prints them as warnings).
    struct Lookup: Equatable, Sendable {
        var found: Found?
        var problems: [String] = []
    }

    /// The `.xcodeproj` bundles in `folder` and up to `levelsUp` folders above it, nearest first (by name within a
    /// folder); none under a `Pods` folder.
    static func bundles(near folder: String) -> [String] {
        var found: [String] = []
        var dir = (folder as NSString).standardizingPath
        for _ in 0...levelsUp {
            if case .success(let names) = UserFile.listFolder(BytePath(dir)) {
                found += names.compactMap { String(validating: $0.bytes, as: UTF8.self) }
                    .filter { $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".") }
                    .sorted()
                    .map { (dir as NSString).appendingPathComponent($0) }
                    .filter { !$0.contains("/Pods/") }
            }
            let up = PathText.folder(of: dir)
            if up.isEmpty || up == dir { break }
            dir = up
        }
        return found
    }

    /// The app target whose sources are in `folder` (the rule above).
    static func lookup(for folder: String) -> Lookup {
        let inside = (folder as NSString).standardizingPath + "/"
        var lookup = Lookup()
        for bundle in bundles(near: folder) {
            let project: XcodeProject
            do { project = try read(bundle) } catch {
                lookup.problems.append(error.message)
                continue
            }
            let scored = project.targets.filter(\.isApplication).map { target in
                (target, target.sources.filter { $0.hasSuffix(".swift") && $0.hasPrefix(inside) }.count)
            }
            if let best = scored.filter({ $0.1 > 0 }).max(by: { $0.1 < $1.1 }) {
                lookup.found = Found(project: project, target: best.0, bundle: bundle)
                return lookup
            }
        }
        return lookup
    }

    /// The framework or static library target named `module` in the projects near `folder` or in their CocoaPods
    /// project (`Pods/Pods.xcodeproj` beside them): its Swift sources that exist, nil when no target of that name has
    /// any. An example app's `import BouncyLayout` with the library a development pod's target.
    static func librarySources(_ module: String, near folder: String) -> [String]? {
        var bundles = bundles(near: folder)
        for bundle in bundles {
            let pods = (PathText.folder(of: bundle) as NSString).appendingPathComponent("Pods/Pods.xcodeproj")
            if UserFile.kind(of: BytePath(pods)) == S_IFDIR, !bundles.contains(pods) { bundles.append(pods) }
        }
        for bundle in bundles {
            guard let project = try? read(bundle) else { continue }
            for target in project.targets where target.name == module && target.isFramework {
                let files = target.sources.filter { $0.hasSuffix(".swift") && UserFile.kind(of: BytePath($0)) == S_IFREG }
                if !files.isEmpty { return files }
            }
        }
        return nil
    }

    /// The Swift sources of `target` that exist on disk; the ones that do not (generated, never committed) are left
    /// out, as a build would fail on them only if they were needed.
    static func existingSources(of target: Target) -> [String] {
        target.sources.filter { $0.hasSuffix(".swift") && UserFile.kind(of: BytePath($0)) == S_IFREG }
    }

    /// The storyboard the app starts from: Info.plist's `UIMainStoryboardFile`, else its scene manifest's
    /// `UISceneStoryboardFile` (`UIApplicationSceneManifest` → `UISceneConfigurations` →
    /// `UIWindowSceneSessionRoleApplication`), else the build setting Xcode 13+ writes into a generated Info.plist
    /// (`INFOPLIST_KEY_UIMainStoryboardFile`, not read here); nil when none. The name without `.storyboard`.
    static func mainStoryboard(infoPlist path: String) -> String? {
        guard case .success(let text) = UserFile.readText(BytePath(path)),
              let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any]
        else { return nil }
        if let name = plist["UIMainStoryboardFile"] as? String, !name.isEmpty { return name }
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let roles = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        return roles?.lazy.compactMap { $0["UISceneStoryboardFile"] as? String }.first { !$0.isEmpty }
    }

    /// The scene delegate class the Info.plist at `path` names for the application's window scenes
    /// (`UIApplicationSceneManifest` → `UISceneConfigurations` → `UIWindowSceneSessionRoleApplication` → the first
    /// configuration's `UISceneDelegateClassName`), without its module (`$(PRODUCT_MODULE_NAME).SceneDelegate` is
    /// `SceneDelegate`); nil when the file or the key is missing (docs/hosting.md, "Entry points").
    static func sceneDelegateClass(infoPlist path: String) -> String? {
        guard case .success(let text) = UserFile.readText(BytePath(path)),
              let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any]
        else { return nil }
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let roles = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        return roles?.lazy.compactMap { ($0["UISceneDelegateClassName"] as? String).flatMap(UIKitLayoutPlan.sceneDelegateClassName) }.first
    }
}
