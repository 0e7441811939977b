import Foundation
import UIKitSourceRewrite

/// A screen's folder given alone (docs/hosting.md, "A screen of an app"): a target folder inside an app's folder
/// (`App/Screens/Spotify/`, the app delegate or `@main` in `App/`) is compiled with the app's other files that its
/// files name, transitively, as Xcode compiles the whole target: the cell identifier an extension in
/// `App/Common/Extensions/` adds, the model in `App/Models/`. The rules are the siblings' (UIKitSiblingFiles): a
/// name declared twice ties nothing, a file that cannot compile here gives only the declarations named. The app's
/// other screens stay out unless named.
extension UIKitTarget {
    /// The nearest folder above `folder` (up to `subfolderDepth` levels) whose own files declare the app (its
    /// delegate, `@main` or scene delegate), with `folder` among its subfolders; nil when there is none.
    static func enclosingApp(of folder: String) -> String? {
        var current = PathText.folder(of: (folder as NSString).standardizingPath)
        for _ in 0..<subfolderDepth {
            guard !current.isEmpty, current != "/" else { return nil }
            let own = uikitFiles(in: current) + plainSwiftFiles(in: current)
            if own.contains(where: { file in
                guard case .success(let text) = UserFile.readText(BytePath(file)) else { return false }
                return declaresApp(text)
            }) {
                return subfolders(of: current).contains((folder as NSString).standardizingPath) ? current : nil
            }
            let up = PathText.folder(of: current)
            if up == current { return nil }
            current = up
        }
        return nil
    }

    /// The app's files (outside `members`) the target's `members` need, and the declarations taken from those that
    /// cannot compile whole; nothing when the folder is not inside an app.
    static func appFiles(neededBy members: [String], in folder: String) -> UIKitSiblingFiles.Gathered {
        guard let app = enclosingApp(of: folder) else { return UIKitSiblingFiles.Gathered() }
        let mine = Set(members)
        let inside = (folder as NSString).standardizingPath + "/"
        var start = UIKitSiblingFiles.Scan(declared: [], used: [])
        for member in members {
            guard case .success(let text) = UserFile.readText(BytePath(member)) else { continue }
            let scan = UIKitSiblingFiles.Scan(text)
            start.declared.formUnion(scan.declared)
            start.used.formUnion(scan.used)
            start.extensionMembers.merge(scan.extensionMembers) { $0.union($1) }
            start.members.formUnion(scan.members)
            start.extended.formUnion(scan.extended)
        }
        var scans: [String: UIKitSiblingFiles.Scan] = [:]
        for candidate in UIKitTarget.members(of: app)
        where !mine.contains(candidate) && !(candidate as NSString).standardizingPath.hasPrefix(inside) {
            if case .success(let text) = UserFile.readText(BytePath(candidate)) { scans[candidate] = UIKitSiblingFiles.Scan(text) }
        }
        return UIKitSiblingFiles.gathering(start, among: scans)
    }
}
