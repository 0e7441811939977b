@testable import PlaygroundCore
import Testing
import TestSupport

/// A layout asking for a content offset after it appeared (`CollectionLayout.takeScrollRequest`): what a UIKit
/// host's `setContentOffset(_:animated:)` and a SwiftUI view's scroll position set by code become.
@Suite struct LayoutScrollRequestTests {
    /// The requests the test queues, shared with the layout (a struct copied into the playground).
    final class Queue: @unchecked Sendable {
        var requests: [(offset: Point, duration: Double)] = []
    }

    /// Rows 100 points tall, full width; asks for the queue's first request at each frame.
    struct AskingRows: CollectionLayout {
        let queue: Queue
        var viewport = Size(width: 0, height: 0)
        var count = 0
        var name: String { "asking" }
        mutating func prepare(_ context: LayoutContext) { viewport = context.viewport; count = context.itemCount }
        var contentSize: Size { Size(width: viewport.width, height: Double(count) * 100) }
        var contentOffsetRange: (min: Point, max: Point) {
            Self.standardOffsetRange(contentSize: contentSize, viewport: viewport)
        }
        func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            return LayoutAttributes(cell: indexPath, frame: Rect(x: 0, y: Double(indexPath.item) * 100,
                                                                  width: viewport.width, height: 100))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] {
            (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
        }
        mutating func takeScrollRequest() -> (offset: Point, duration: Double)? {
            queue.requests.isEmpty ? nil : queue.requests.removeFirst()
        }
    }

    func session(_ queue: Queue) throws -> Session {
        let descriptor = LayoutDescriptor(name: "asking", summary: "test", parameters: [],
                                          make: { _ in AskingRows(queue: queue) }, source: "/u/AskingRows.swift")
        return try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "asking",
                                            itemCount: 20, layouts: LayoutRegistry.all + [descriptor]))
    }

    /// Without a duration the content is placed at once, at the next frame.
    @Test func aRequestWithoutDurationJumps() throws {
        let queue = Queue()
        var s = try session(queue)
        s.run(until: 0.5)
        #expect(s.playground.contentOffset == Point(x: 0, y: 0))
        queue.requests = [(Point(x: 0, y: 700), 0)]
        s.run(until: 0.6)
        #expect(s.playground.contentOffset == Point(x: 0, y: 700))
    }

    /// With a duration the content eases there over it: part way at half the time, there after it.
    @Test func aRequestWithDurationEasesThere() throws {
        let queue = Queue()
        var s = try session(queue)
        s.run(until: 0.5)
        queue.requests = [(Point(x: 0, y: 800), 0.4)]
        s.run(until: 0.52)   // the request is adopted at this frame
        s.run(until: 0.72)
        let midway = s.playground.contentOffset.y
        #expect(midway > 50 && midway < 780, "part way after half the duration: \(midway)")
        s.run(until: 1.2)
        #expect(s.playground.contentOffset == Point(x: 0, y: 800))
    }

    /// A request past the end is kept within the scrollable range (20 rows of 100 in 300: at most 1700).
    @Test func aRequestPastTheEndIsClamped() throws {
        let queue = Queue()
        var s = try session(queue)
        s.run(until: 0.2)
        queue.requests = [(Point(x: 0, y: 5000), 0)]
        s.run(until: 0.3)
        #expect(s.playground.contentOffset == Point(x: 0, y: 1700))
    }
}
