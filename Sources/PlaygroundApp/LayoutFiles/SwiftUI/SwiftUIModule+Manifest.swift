import Foundation
import UIKitSourceRewrite

/// A package target whose manifest names its folder (`.target(name: "ExyteGrid", path: "Sources")`): SwiftPM
/// compiles every Swift file under that `path:` as the target (SwiftPM's "Target path" rule: a target's `path`
/// replaces the predefined `Sources/NAME`), so a file in `Sources/View/` of such a package belongs to the module
/// `Sources/` is, not to a module `View` (swiftui10: exyte/Grid, exyte/ScalingHeaderScrollView).
extension SwiftUIModule {
    /// The folder of the manifest-declared target holding `path`: the deepest `path:` of a `.target(…)` in the
    /// `Package.swift` of a folder up to `maxDepth + 1` levels above the file that contains it; nil when no manifest
    /// above says so (the predefined `Sources/NAME` rule of `root(of:)` then applies).
    static func manifestTarget(containing path: String) -> String? {
        let standard = (path as NSString).standardizingPath
        var above = PathText.folder(of: standard)
        for _ in 0...(maxDepth + 1) {
            let manifest = (above as NSString).appendingPathComponent("Package.swift")
            if case .success(let text) = UserFile.readText(BytePath(manifest)) {
                let folders = declaredTargetPaths(text).map { relative in
                    ((above as NSString).appendingPathComponent(relative) as NSString).standardizingPath
                }
                return folders.filter { standard.hasPrefix($0 + "/") }.max { $0.count < $1.count }
            }
            let up = PathText.folder(of: above)
            if up.isEmpty || up == above { break }
            above = up
        }
        return nil
    }

    /// The `path:` arguments of a manifest's `.target(…)` and `.executableTarget(…)` calls (a text scan, as
    /// `UIKitLibraries.targetPath` reads one), without a trailing slash; `.` and the package's own folder are
    /// not taken (a target at the package's root would make every folder of the repository one module).
    static func declaredTargetPaths(_ manifest: String) -> [String] {
        var paths: [String] = []
        var rest = manifest[...]
        while let start = rest.firstRange(of: /\.(?:target|executableTarget)\(/) {
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            if let match = rest[start.upperBound..<end].firstMatch(of: /path:\s*"([^"]*)"/) {
                var path = String(match.output.1)
                while path.hasSuffix("/") { path.removeLast() }
                if !path.isEmpty, path != "." { paths.append(path) }
            }
            rest = rest[end...]
        }
        return paths
    }
}
