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
