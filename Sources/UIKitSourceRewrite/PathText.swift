import Foundation

/// A path's folder, as `NSString.deletingLastPathComponent` gives it on Apple's platforms ("/tmp/a.swift" → "/tmp",
/// "/tmp/lock/" → "/tmp", "/tmp" → "/", "a.swift" → ""), computed here: swift-corelibs-foundation (Swift 6.3.1) traps in
/// `deletingLastPathComponent` on a path of one component without a dot (`.`, `Layouts`, `Layouts/`), so
/// `--layout-file .` crashed. Text only: no file is touched (in this module because the rewrite and the app both need it).
public enum PathText {
    public static func folder(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        var folder = p[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
