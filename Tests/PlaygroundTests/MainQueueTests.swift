import Foundation
@testable import PlaygroundApp
import Testing

/// The main run loop turns each frame (docs/uikit.md, "The main queue and timers"): a block a hosted controller
/// queues with `DispatchQueue.main.async` in `viewDidLoad` runs at the first frame. The fixture's block scrolls
/// to item 10 (left edge 2,100: 200-point items 10 apart), so the replay rests there; before, the block never ran
/// and the content stayed at 0.
@Suite struct MainQueueTests {
    @Test func aBlockQueuedOnTheMainQueueRunsAtTheFirstFrame() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("still.json")
        try Data(#"{"items": 50, "size": [800, 400], "until": 0.5, "events": []}"#.utf8).write(to: script)
        let file = Repo.root.appendingPathComponent("Tests/Fixtures/main-queue/QueuedStartViewController.swift").path
        let run = try Run.playground(["replay", script.path, "--layout-file", file, "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let final = try #require(trace["final"] as? [String: Any])
        #expect(final["contentOffset"] as? [Double] == [2100, 0], "\(final)")
    }
}
