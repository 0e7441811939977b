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

    /// A first snapshot applied from a queued block (before the first frame looks at the data source's count): the
    /// playground takes its 12 items and they scroll (6 rows of 200 in 400 points: offsets 0…800). Before, the cells
    /// were drawn but the playground kept 0 items and the content could not scroll.
    @Test func aFirstSnapshotFromAQueuedBlockGivesTheItems() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("fling.json")
        try Data(#"{"items": 3, "size": [400, 400], "until": 4, "events": [{"t": 1.0, "type": "mouseDown", "x": 200, "y": 350}, {"t": 1.03, "type": "mouseMove", "x": 200, "y": 300}, {"t": 1.06, "type": "mouseMove", "x": 200, "y": 150}, {"t": 1.09, "type": "mouseUp", "x": 200, "y": 50}]}"#.utf8).write(to: script)
        let file = Repo.root.appendingPathComponent("Tests/Fixtures/main-queue/QueuedSnapshotViewController.swift").path
        let run = try Run.playground(["replay", script.path, "--layout-file", file, "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let final = try #require(trace["final"] as? [String: Any])
        #expect((final["order"] as? [Int])?.count == 12, "\(final)")
        let offset = try #require(final["contentOffset"] as? [Double])
        #expect(offset[1] > 0 && offset[1] <= 800, "\(final)")
    }

    /// Items a task started in viewDidLoad applies when it hops back to the main actor: `dump` waits for them
    /// (HostedDataWait), so it lists the 12 items' first 10 (two 200-point squares a row in 400 points: rows at 0,
    /// 200, 400, 600 and the one touching the bottom edge at 800, as the viewport's closed bounds meet it; 6 rows:
    /// content 1,200 high). Before, the dump was taken before the task's hop ran and listed none.
    @Test func dumpWaitsForItemsATaskApplies() throws {
        let file = Repo.root.appendingPathComponent("Tests/Fixtures/main-queue/TaskSnapshotViewController.swift").path
        let run = try Run.playground(["dump", "--layout-file", file, "--size", "400x800", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 10, "\(run.stdout.prefix(400))")
        #expect(document["contentSize"] as? [Double] == [400, 1200], "\(document["contentSize"] ?? "none")")
    }
}
