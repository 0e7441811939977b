import Foundation
import Testing
import UIKit

/// `Bundle.playgroundMain(folder:)`, what a UIKit file's `Bundle.main` becomes (docs/uikit.md, "Resources"): the
/// resources beside the sources are found by name as in the app's bundle; a folder that is not there gives the
/// process's main bundle.
@Suite struct BundlePlaygroundMainTests {
    @Test func resourcesBesideTheSourcesAreFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-main-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("[1, 2, 3]".utf8).write(to: folder.appendingPathComponent("sample.json"))
        let bundle = Bundle.playgroundMain(folder: folder.path)
        let url = try #require(bundle.url(forResource: "sample", withExtension: "json"))
        #expect(try Data(contentsOf: url) == Data("[1, 2, 3]".utf8))
        #expect(bundle.url(forResource: "sample.json", withExtension: nil)?.lastPathComponent == "sample.json")
        #expect(bundle.path(forResource: "sample", ofType: "json")?.hasSuffix("/sample.json") == true)
        #expect(bundle.url(forResource: "missing", withExtension: "json") == nil)
    }

    @Test func aFolderThatIsNotThereGivesTheMainBundle() {
        #expect(Bundle.playgroundMain(folder: "/no/such/folder/\(UUID().uuidString)") === Bundle.main)
        #expect(Bundle.playgroundMain(folder: "") === Bundle.main)
    }
}
