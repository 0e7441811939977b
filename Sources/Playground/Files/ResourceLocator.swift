import CSDL
import Foundation
import PlaygroundCore

/// Finds the bundled Resources/ folder: $LAYOUT_PLAYGROUND_RESOURCES, then a Resources/ beside the executable or in
/// one of its parent folders (the repository when built with SwiftPM), then ./Resources.
enum ResourceLocator {
    static func imagesDirectory() -> String {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_RESOURCES"], !env.isEmpty { return env }
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = url.appendingPathComponent("Resources").path
            if fm.fileExists(atPath: candidate + "/make-images.sh") { return candidate }
            url.deleteLastPathComponent()
        }
        return fm.currentDirectoryPath + "/Resources"
    }
}
