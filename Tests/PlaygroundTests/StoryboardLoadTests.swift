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
}
