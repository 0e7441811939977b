import Testing
import UIKitSourceRewrite

/// `PathText.folder(of:)` gives what Apple's `NSString.deletingLastPathComponent` documents ("/tmp/scratch.tiff" →
/// "/tmp", "/tmp/lock/" → "/tmp", "/tmp/" → "/", "/tmp" → "/", "/" → "/", "scratch.tiff" → ""), including the paths of
/// one component without a dot on which swift-corelibs-foundation 6.3.1 traps (".", "Layouts", "Layouts/").
@Suite struct PathTextTests {
    @Test(arguments: [
        ("/tmp/scratch.tiff", "/tmp"), ("/tmp/lock/", "/tmp"), ("/tmp/", "/"), ("/tmp", "/"), ("/", "/"),
        ("scratch.tiff", ""), (".", ""), ("Layouts", ""), ("Layouts/", ""), ("", ""),
        ("Layouts/Cards.swift", "Layouts"), ("./Cards.swift", "."), ("../a/b", "../a"), ("a//b", "a"),
    ])
    func folderAsApplesDocumentationSays(path: String, folder: String) {
        #expect(PathText.folder(of: path) == folder)
    }
}
