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
        #expect(p.notes.filter { $0.what.hasPrefix("Bundle.main → the file's folder") }.map(\.line) == [5, 6])
    }
}
