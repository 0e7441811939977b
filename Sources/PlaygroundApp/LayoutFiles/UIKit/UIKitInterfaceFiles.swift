import Foundation
import UIKitSourceRewrite

/// The Interface Builder documents beside a UIKit file (docs/uikit.md, "Storyboards and nibs"): the `.storyboard`
/// and `.xib` files of its folder, which the generated entry point has the bridge read when the library loads, as
/// an app's bundle holds its compiled storyboards and nibs.
enum UIKitInterfaceFiles {
    /// The extensions of Interface Builder documents.
    static let extensions: Set<String> = ["storyboard", "xib"]

    /// The documents of the folder of `file` (full paths): its own, then those of its localized folders
    /// (`Base.lproj` first, where Xcode keeps a storyboard with base internationalisation, then the others by name);
    /// for a target (`target`), its subfolders' too, as Xcode copies every document of a target's groups into the
    /// app's bundle. A name already found is not taken again (the first wins, as one bundle holds one `Main.storyboard`).
    static func paths(besides file: String, target: Bool = false) -> [String] {
        let folder = PathText.folder(of: file)
        let place = folder.isEmpty ? "." : folder
        var found: [String] = []
        var names: Set<String> = []
        for dir in [place] + (target ? UIKitTarget.subfolders(of: place) : []) {
            for document in documents(in: dir) + localizedFolders(of: dir).flatMap(documents(in:))
            where names.insert((document as NSString).lastPathComponent).inserted {
                found.append(document)
            }
        }
        return found
    }

    /// The storyboards and nibs of the libraries compiled for an app (`folders`: each library's folder; a library
    /// taken from an Xcode project lists its files instead, which are skipped), each folder's as a target's
    /// (`paths(besides:target:)`), leaving out a name `taken` (the app's documents) or an earlier library already has.
    /// Decided: on iOS each framework's bundle is its own, and its code finds its nibs with `Bundle(for:)`; here
    /// documents are found by name only, so one name stands for one document, the app's first (Apple's
    /// `UINib(nibName:bundle:)` with a nil bundle looks in the main bundle).
    static func libraries(_ folders: [String], after taken: [String]) -> [String] {
        var names = Set(taken.map { ($0 as NSString).lastPathComponent })
        var found: [String] = []
        for folder in folders where UserFile.kind(of: BytePath(folder)) == S_IFDIR {
            for document in paths(besides: folder + "/.", target: true)
            where names.insert((document as NSString).lastPathComponent).inserted {
                found.append(document)
            }
        }
        return found
    }

    /// The storyboards and nibs of an Xcode target's Resources build phase (`XcodeProject.Target.resources`) that
    /// exist, in the phase's order (a localized one's `Base.lproj` variant first); a name already found is not taken
    /// again, as in `paths(besides:target:)`.
    static func paths(inResources resources: [String]) -> [String] {
        var names: Set<String> = []
        return resources.filter { path in
            extensions.contains((path as NSString).pathExtension) && UserFile.kind(of: BytePath(path)) == S_IFREG
                && names.insert((path as NSString).lastPathComponent).inserted
        }
    }

    /// The asset catalogs (`.xcassets` folders) of an Xcode target's Resources build phase that exist.
    static func catalogs(inResources resources: [String]) -> [String] {
        resources.filter { $0.hasSuffix(".xcassets") && UserFile.kind(of: BytePath($0)) == S_IFDIR }
    }

    /// The view controller class the app shows at launch: the initial controller of the main storyboard its
    /// Info.plist names (`UIMainStoryboardFile`, or the scene manifest's `UISceneStoryboardFile`:
    /// `XcodeProject.mainStoryboard`) among `storyboards`, its `customClass`; for a navigation controller, its root
    /// view controller's (the `rootViewController` relationship), and for a tab bar controller its first tab's. Nil
    /// when there is no such storyboard, or the controller is one of UIKit's own classes. A text scan of the XML.
    static func launchController(infoPlist: String, storyboards: [String]) -> String? {
        guard let name = XcodeProject.mainStoryboard(infoPlist: infoPlist),
              let file = storyboards.first(where: { ($0 as NSString).lastPathComponent == name + ".storyboard" }),
              case .success(let xml) = UserFile.readText(BytePath(file)),
              let initial = xml.firstMatch(of: /initialViewController="([^"]+)"/)?.output.1 else { return nil }
        var id = String(initial)
        for _ in 0..<4 {
            // The scene's element: `<viewController id="…" customClass="…"`, attributes in any order.
            guard let element = xml.matches(of: /<([A-Za-z]+Controller)\b([^>]*)>/).first(where: {
                $0.output.2.contains("id=\"\(id)\"")
            }) else { return nil }
            if let custom = element.output.2.firstMatch(of: /customClass="([^"]+)"/) { return String(custom.output.1) }
            guard element.output.1 == "navigationController" || element.output.1 == "tabBarController" else { return nil }
            // The controller's relationship segues, after its element: its root (or first tab) is the next scene.
            let rest = xml[element.range.upperBound...]
            let end = rest.range(of: "</\(element.output.1)>")?.lowerBound ?? rest.endIndex
            guard let root = rest[..<end].firstMatch(of: /<segue destination="([^"]+)" kind="relationship" relationship="(?:rootViewController|viewControllers)"/)
            else { return nil }
            id = String(root.output.1)
        }
        return nil
    }

    /// The colour and image sets of `catalogs` by asset name (a namespace folder's assets with its name before:
    /// `Icons/star`, as `UIColor(named:)` finds them), for Xcode 15's generated asset symbols (UIKitAssetSymbols).
    /// Folders nested deeper than 16 levels are not read.
    static func assetNames(inCatalogs catalogs: [String]) -> (colors: [String], images: [String]) {
        var colors: [String] = [], images: [String] = []
        func walk(_ folder: String, prefix: String, depth: Int) {
            guard depth < 16, case .success(let listed) = UserFile.listFolder(BytePath(folder)) else { return }
            for name in listed.compactMap({ String(validating: $0.bytes, as: UTF8.self) }).sorted() where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                let ext = (name as NSString).pathExtension
                let base = (name as NSString).deletingPathExtension
                if ext == "colorset" { colors.append(prefix + base) }
                else if ext == "imageset" { images.append(prefix + base) }
                else if ext.isEmpty, UserFile.kind(of: BytePath(path)) == S_IFDIR {
                    let contents = (path as NSString).appendingPathComponent("Contents.json")
                    let text = (try? UserFile.readText(BytePath(contents)).get()) ?? ""
                    let namespace = text.contains(/"provides-namespace"\s*:\s*true/)
                    walk(path, prefix: namespace ? prefix + name + "/" : prefix, depth: depth + 1)
                }
            }
        }
        for catalog in catalogs { walk(catalog, prefix: "", depth: 0) }
        return (colors, images)
    }

    /// The asset catalogs of a target folder and its subfolders (as `UIKitTarget.subfolders` takes them), sorted.
    static func catalogs(inTarget folder: String) -> [String] {
        ([folder] + UIKitTarget.subfolders(of: folder)).flatMap { dir -> [String] in
            guard case .success(let listed) = UserFile.listFolder(BytePath(dir)) else { return [] }
            return listed.compactMap { String(validating: $0.bytes, as: UTF8.self) }
                .filter { $0.hasSuffix(".xcassets") && !$0.hasPrefix(".") }
                .sorted()
                .map { (dir as NSString).appendingPathComponent($0) }
                .filter { UserFile.kind(of: BytePath($0)) == S_IFDIR }
        }
    }

    /// The `.storyboard` and `.xib` files of `folder`, sorted by name; none when it cannot be listed.
    static func documents(in folder: String) -> [String] {
        // Through UserFile (readdir): every name, whatever its encoding; a name that is not UTF-8 is no document.
        guard case .success(let listed) = UserFile.listFolder(BytePath(folder)) else { return [] }
        let names = listed.compactMap { String(validating: $0.bytes, as: UTF8.self) }
        return names.filter { extensions.contains(($0 as NSString).pathExtension) && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// `folder`'s `*.lproj` folders: `Base.lproj` first, then the others by name.
    static func localizedFolders(of folder: String) -> [String] {
        guard case .success(let listed) = UserFile.listFolder(BytePath(folder)) else { return [] }
        return listed.compactMap { String(validating: $0.bytes, as: UTF8.self) }
            .filter { $0.hasSuffix(".lproj") && !$0.hasPrefix(".") }
            .sorted { ($0 == "Base.lproj" ? 0 : 1, $0) < ($1 == "Base.lproj" ? 0 : 1, $1) }
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { UserFile.kind(of: BytePath($0)) == S_IFDIR }
    }
}
