import Foundation
@testable import PlaygroundApp
import Testing

/// A view controller copied with its storyboard (docs/uikit.md, "Storyboards and nibs"): the loader finds
/// IBGrid.storyboard beside Tests/Fixtures/storyboards/IBGridController.swift, the generated entry point reads it and
/// registers the controller's and cell's outlets, and the hosted controller's view, collection view, flow layout and
/// prototype cells come from the scene. Before, `collectionView` was nil and `viewDidLoad` trapped.
@Suite struct StoryboardLoadTests {
    @Test func aControllerBesideItsStoryboardShowsTheScenesCollectionView() throws {
        let file = Repo.root.appendingPathComponent("Tests/Fixtures/storyboards/IBGridController.swift").path
        let run = try Run.playground(["dump", "--layout-file", file, "--items", "20", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(dump["size"] as? [Double] == [1280, 800])
        let items = try #require(dump["items"] as? [[String: Any]]).filter { $0["category"] as? String == "cell" }
        // The controller's 30 items (not the playground's 20), in the storyboard's flow layout: 1,256 points
        // between the 12-point insets hold 12 items of 100 (13 need 1,348); the 56 left are shared by 11 gaps
        // (5.0909…). Three rows after the 30-point header and the 10-point inset: 30 + 10 + 3 × 120 + 2 × 8 + 10 = 426.
        #expect(items.count == 30)
        let frames = items.compactMap { $0["frame"] as? [Double] }
        #expect(frames.first == [12, 40, 100, 120])
        let second = try #require(frames.dropFirst().first)
        #expect(abs(second[0] - (12 + 100 + 56.0 / 11)) < 1e-9 && second[1] == 40)
        #expect(frames[12] == [12, 168, 100, 120])
        #expect(dump["contentSize"] as? [Double] == [1280, 426])
    }

    /// The same controller with its storyboard in `Base.lproj` (where Xcode keeps a storyboard with base
    /// internationalisation: AnimatedCollectionViewLayout's example) and its nib in a subfolder of its target folder
    /// (a group): both are found, and the scene's 30 items show.
    @Test func aStoryboardInBaseLprojAndANibInAGroupAreFound() throws {
        let fixtures = Repo.root.appendingPathComponent("Tests/Fixtures/storyboards")
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        for folder in ["Base.lproj", "Views"] {
            try FileManager.default.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for (name, place) in [("IBGridController.swift", ""), ("IBGrid.storyboard", "Base.lproj/"), ("IBBadge.xib", "Views/")] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: app.appendingPathComponent(place + name))
        }
        let paths = UIKitInterfaceFiles.paths(besides: app.path + "/.", target: true).map { ($0 as NSString).lastPathComponent }
        #expect(paths == ["IBGrid.storyboard", "IBBadge.xib"])
        let run = try Run.playground(["dump", "--layout-file", app.path, "--items", "20", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let items = try #require(dump["items"] as? [[String: Any]]).filter { $0["category"] as? String == "cell" }
        #expect(items.count == 30)
    }
}
