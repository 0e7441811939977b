import Foundation
@testable import PlaygroundApp
import Testing

/// What an app's Xcode project says of its target (docs/swiftui.md, "A folder as one module"; swiftui13): Xcode 16's
/// synchronized folders are app targets whatever their name, and library sources the project compiles in from
/// outside the target's folder are companions of its files (fermoya/SwiftUIPager's example app uses `Pager` without
/// importing it).
@Suite struct SwiftUIXcodeProjectTests {
    func write(_ text: String, _ path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: path)
    }

    static let synchronized = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tAA00000000000000000000001 /* Screens */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\tpath = Screens;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tAA00000000000000000000002 /* Rows.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Rows.swift; path = ../../Library/Sources/Rows.swift; sourceTree = "<group>"; };
        \t\tAA00000000000000000000003 /* Kit */ = {isa = PBXGroup; children = (AA00000000000000000000004, ); name = Kit; path = ../Kit; sourceTree = "<group>"; };
        \t\tAA00000000000000000000004 /* Pages.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Pages.swift; sourceTree = "<group>"; };
        \t};
        }
        """

    @Test func aSynchronizedFolderIsAnAppTargetAndItsProjectsLibrarySourcesAreCompanions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Demo/Screens")
        try write(Self.synchronized, root.appendingPathComponent("Demo/Showcase.xcodeproj/project.pbxproj"))
        try write("import SwiftUI\n\nstruct Feed: View { var body: some View { ScrollView { Rows() } } }\n",
                  app.appendingPathComponent("Feed/Feed.swift"))
        try write("import SwiftUI\n\nstruct Cell: View { var body: some View { Color.red } }\n",
                  app.appendingPathComponent("Cell.swift"))
        try write("import SwiftUI\n\npublic struct Rows: View { public var body: some View { Color.blue } }\n",
                  root.appendingPathComponent("Library/Sources/Rows.swift"))
        // A group whose folder is outside the target (`path = ../Kit;`): its Swift files, its subfolders' too.
        try write("import SwiftUI\n\npublic struct Pages: View { public var body: some View { Color.green } }\n",
                  root.appendingPathComponent("Demo/Kit/Sub/Pages.swift"))
        #expect(SwiftUIModule.synchronizedFolders(inProject: Self.synchronized) == ["Screens"])
        #expect(SwiftUIModule.isAppTarget(app.path))
        let feed = app.appendingPathComponent("Feed/Feed.swift").path
        #expect(SwiftUIModule.root(of: feed) == app.path)
        let names = SwiftUIModule.companions(of: feed).map { ($0 as NSString).lastPathComponent }.sorted()
        #expect(names == ["Cell.swift", "Pages.swift", "Rows.swift"])

        // Without the project, the folder is no app target: the feed's folder is its own module.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Demo/Showcase.xcodeproj"))
        #expect(!SwiftUIModule.isAppTarget(app.path))
        #expect(SwiftUIModule.companions(of: feed).isEmpty)
    }
}

@Suite struct SwiftUIAppProjectFolderTests {
    /// A SwiftUI app's folder that its Xcode project makes an app target, without a UIKit file, is loaded as a
    /// SwiftUI module (one layout per file declaring one), not as a UIKit target (before: "no class subclassing
    /// UICollectionViewLayout" for its model file).
    @Test func aSwiftUIAppFolderOfAProjectIsASwiftUIModule() throws {
        let root = try Repo.temporaryDirectory()
        try XcodeProjectTests.write(XcodeProjectTests.pbxproj, "Example/Demo.xcodeproj/project.pbxproj", in: root)
        try XcodeProjectTests.write("import SwiftUI\n\n@main\nstruct DemoApp: App {\n    var body: some Scene { WindowGroup { Feed() } }\n}\n",
                                    "Example/Demo/AppDelegate.swift", in: root)
        try XcodeProjectTests.write("import SwiftUI\n\nstruct Feed: View {\n    var body: some View {\n"
                                    + "        ScrollView { LazyVStack { ForEach(0..<12, id: \\.self) { _ in Color.red.frame(height: 40) } } }\n    }\n}\n",
                                    "Example/Demo/ViewController.swift", in: root)
        try XcodeProjectTests.write("import Foundation\n\nstruct Photo { let name: String }\n", "Example/Demo/Photo.swift", in: root)
        let folder = root.appendingPathComponent("Example/Demo").path
        #expect(UIKitTarget.isTarget(folder))
        let files = try LayoutFileLoader.expand([folder]).map { ($0 as NSString).lastPathComponent }
        #expect(files == ["ViewController.swift"])
    }
}
