import CSDL
import Foundation
import PlaygroundCore

/// Finds the bundled Resources/ folder: $LAYOUT_PLAYGROUND_RESOURCES, then an installed copy
/// (`PREFIX/share/layout-playground/Resources` beside `PREFIX/bin/playground`, docs/install.md), then a Resources/
/// beside the executable or in one of its parent folders (the repository when built with SwiftPM), then ./Resources.
enum ResourceLocator {
    static func imagesDirectory() -> String {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_RESOURCES"], !env.isEmpty { return env }
        // The executable itself (/proc/self/exe): argv[0] is a bare name when the playground is found on PATH.
        var url = URL(fileURLWithPath: LayoutCompiler.executablePath()).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = url.appendingPathComponent("../share/layout-playground/Resources").standardizedFileURL.path
        if fm.fileExists(atPath: installed) { return installed }
        for _ in 0..<6 {
            let candidate = url.appendingPathComponent("Resources").path
            if fm.fileExists(atPath: candidate + "/make-images.sh") { return candidate }
            url.deleteLastPathComponent()
        }
        return fm.currentDirectoryPath + "/Resources"
    }
}
