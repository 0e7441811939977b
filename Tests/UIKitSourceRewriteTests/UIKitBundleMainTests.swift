import Testing
@testable import UIKitSourceRewrite

/// `Bundle.main` in a UIKit file names the file's folder, where the app's resources sit beside its sources
/// (docs/uikit.md, "Resources"); another `main` (a type of the user's, `DispatchQueue.main`) is left alone.
@Suite struct UIKitBundleMainTests {
    @Test func bundleMainNamesTheFilesFolder() throws {
        let p = try UIKitLayoutPlan.make(files: [(path: "/apps/Store/AppsViewController.swift", text: """
            import UIKit
            extension Bundle {
                func decode(_ file: String) -> Data? { url(forResource: file, withExtension: nil).flatMap { try? Data(contentsOf: $0) } }
            }
            let sample = Bundle.main.decode("appstore.json")
            let other = Foundation.Bundle.main.path(forResource: "x", ofType: "plist")
            enum Screen { static let main = 1 }
            let screen = Screen.main
            func queue() { DispatchQueue.main.async {} }
            func makeLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            """)], name: "AppsViewController")
        let text = p.sources[0].text
        #expect(text.contains("let sample = Bundle.playgroundMain(folder: \"/apps/Store\").decode(\"appstore.json\")"), "\(text)")
        #expect(text.contains("let other = Bundle.playgroundMain(folder: \"/apps/Store\").path(forResource:"), "\(text)")
        #expect(text.contains("let screen = Screen.main"))
        #expect(text.contains("DispatchQueue.main.async"))
        #expect(p.notes.filter { $0.what.hasPrefix("Bundle.main → the target's folder") }.map(\.line) == [5, 6])
    }

    /// A folder target is one app with one bundle: a helper in a subfolder (`Extensions/`) that lists
    /// `Bundle.main.bundlePath` sees the target's folder, where the app's images are (gliding-collection's demo).
    @Test func bundleMainNamesTheTargetsFolderInEveryFileOfIt() throws {
        let p = try UIKitLayoutPlan.make(files: [
            (path: "/apps/Demo/ViewController.swift", text: """
                import UIKit
                final class ViewController: UIViewController {
                    let names = FileManager.default.fileUrls(in: Bundle.main.bundlePath)
                }
                """),
            (path: "/apps/Demo/Extensions/FileManager+Files.swift", text: """
                import Foundation
                extension FileManager {
                    func fileUrls(in path: String) -> [String] { (try? contentsOfDirectory(atPath: path)) ?? [] }
                    var appFolder: String { Bundle.main.bundlePath }
                }
                """),
        ], name: "ViewController")
        let helper = try #require(p.sources.first { $0.path.hasSuffix("FileManager+Files.swift") }?.text)
        #expect(helper.contains("var appFolder: String { Bundle.playgroundMain(folder: \"/apps/Demo\").bundlePath }"), "\(helper)")
        let controller = try #require(p.sources.first { $0.path.hasSuffix("ViewController.swift") }?.text)
        #expect(controller.contains("Bundle.playgroundMain(folder: \"/apps/Demo\").bundlePath"), "\(controller)")
    }

    @Test func theCommonFolderOfAGroup() {
        #expect(UIKitRewriter.Group.commonFolder(["/a/b", "/a/b/c", "/a/b/d/e"]) == "/a/b")
        #expect(UIKitRewriter.Group.commonFolder(["/a/b"]) == "/a/b")
        #expect(UIKitRewriter.Group.commonFolder(["/a/bc", "/a/b"]) == "/a")
        #expect(UIKitRewriter.Group.commonFolder(["/x", "/y"]) == "/")
        #expect(UIKitRewriter.Group.commonFolder([]) == "")
        #expect(UIKitRewriter.Group.commonFolder([""]) == "")
    }
}
