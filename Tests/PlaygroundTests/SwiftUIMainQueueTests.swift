import Foundation
import Testing

/// Work a SwiftUI view's actions queue on the main queue runs after the pass and the view is laid out again with
/// what it set (docs/swiftui.md, "The main queue"; SwiftUIMainQueue). Before, nothing turned the main run loop
/// around a SwiftUI view's pass: `dump` showed the view as its first pass left it.
@Suite(.serialized) struct SwiftUIMainQueueTests {
    static var fixtures: String { Repo.root.appendingPathComponent("Tests/Fixtures/swiftui-main-queue").path }

    /// The items' frames of a dump of `file`.
    func frames(_ file: String) throws -> (content: [Double], frames: [[Double]]) {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/" + file, "--items", "12",
                                      "--size", "400x600", "--layout-check-timeout", "120"], timeout: 400)
        #expect(run.status == 0, "\(file): \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
                                "\(run.stderr)")
        let items = (json["items"] as? [[String: Any]]) ?? []
        return (json["contentSize"] as? [Double] ?? [], items.map { $0["frame"] as? [Double] ?? [] })
    }

    /// An `onPreferenceChange` computes on a global queue and sets `@State` from `DispatchQueue.main.async` (the
    /// waterfall grid's pattern): the rows are 80 high (8 × 10), not the 10 of the first pass.
    @Test func stateSetThroughAGlobalQueueHopReachesTheFirstDump() throws {
        let d = try frames("QueuedHeightView.swift")
        #expect(d.frames.first == [0, 0, 400, 80], "\(d.frames.prefix(2))")
        #expect(d.frames.dropFirst().first == [0, 80, 400, 80], "\(d.frames.prefix(2))")
        #expect(d.content == [400, 960])
    }

    /// An `onAppear` queues a block on the main queue: the rows are 120 wide, not 50.
    @Test func aBlockQueuedByOnAppearRunsAfterThePass() throws {
        let d = try frames("AppearQueuedView.swift")
        #expect(d.frames.first == [0, 0, 120, 40], "\(d.frames.prefix(2))")
        #expect(d.content.last == 480)
    }
}
