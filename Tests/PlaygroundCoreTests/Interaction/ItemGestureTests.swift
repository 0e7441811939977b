@testable import PlaygroundCore
import Testing
import TestSupport

/// An item's view that recognizes gestures (CollectionLayout+ItemGestures.swift): a drag it claims with the
/// pointer keeps the scroll view still and is told every move and its end; a simultaneous one runs along the pan;
/// a long press replaces the reorder.
@Suite struct ItemGestureTests {
    /// Rows 100 points tall; row 0 claims what `claim` says and records what it is told.
    struct GestureRows: CollectionLayout {
        final class Log: @unchecked Sendable { var events: [ItemGestureEvent] = [] }   // one thread: the session's
        let log: Log
        let claim: ItemGestureClaim
        var viewport = Size(width: 0, height: 0)
        var count = 0
        var name: String { "gestures" }
        func itemGestures(at indexPath: IndexPath, point: Point) -> ItemGestureClaim? {
            indexPath.item == 0 ? claim : nil
        }
        mutating func itemGesture(_ event: ItemGestureEvent) { log.events.append(event) }
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
    }

    func session(_ claim: ItemGestureClaim) throws -> (Session, GestureRows.Log) {
        let log = GestureRows.Log()
        let descriptor = LayoutDescriptor(name: "gestures", summary: "test", parameters: [],
                                          make: { _ in GestureRows(log: log, claim: claim) }, source: "/u/G.swift")
        var s = try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "gestures",
                                             itemCount: 20, layouts: LayoutRegistry.all + [descriptor]))
        s.run(until: 0.1)
        return (s, log)
    }

    /// A drag that takes the pointer: told from 10 points on (its minimum distance), then its end; the content
    /// never moves, nothing zooms or lifts.
    @Test func aDragThatTakesThePointerKeepsTheScrollViewStill() throws {
        var (s, log) = try session(ItemGestureClaim(drag: .init(minimumDistance: 10, takesPointer: true)))
        s.at(0.2, .pointerDown(Point(x: 200, y: 50), .left))
        s.at(0.25, .pointerMove(Point(x: 205, y: 50)))    // 5 points: not yet
        s.at(0.30, .pointerMove(Point(x: 230, y: 20)))
        s.at(0.35, .pointerMove(Point(x: 260, y: 10)))
        s.at(0.37, .pointerUp(Point(x: 270, y: 10), .left))   // still moving: a velocity to the right
        s.run(until: 1.5)
        #expect(log.events.map(\.phase) == [.dragChanged, .dragChanged, .dragEnded])
        #expect(log.events.first?.location == Point(x: 230, y: 20))
        #expect(log.events.allSatisfy { $0.startLocation == Point(x: 200, y: 50) && $0.indexPath == IndexPath(item: 0) })
        #expect(s.playground.contentOffset == .zero)
        #expect(s.playground.zoom == nil && !s.playground.isReordering)
        #expect((log.events.last?.velocity.x ?? 0) > 0, "moving right: a positive velocity, points per second")
    }

    /// A simultaneous drag is told while the scroll view pans (the content moves up as the pointer does).
    @Test func aSimultaneousDragRunsAlongThePan() throws {
        var (s, log) = try session(ItemGestureClaim(drag: .init(minimumDistance: 10, takesPointer: false)))
        s.at(0.2, .pointerDown(Point(x: 200, y: 90), .left))
        s.at(0.25, .pointerMove(Point(x: 200, y: 60)))
        s.at(0.30, .pointerMove(Point(x: 200, y: 30)))
        s.at(0.35, .pointerUp(Point(x: 200, y: 30), .left))
        s.run(until: 0.36)
        #expect(log.events.contains { $0.phase == .dragChanged })
        #expect(log.events.last?.phase == .dragEnded)
        #expect(s.playground.contentOffset.y > 0, "the scroll view panned too")
    }

    /// A long press held 0.5 s is the item's (told once), not a reorder; a press on another row still lifts it.
    @Test func aLongPressIsTheItemsNotAReorder() throws {
        var (s, log) = try session(ItemGestureClaim(longPress: .init(minimumDuration: 0.5, maximumDistance: 10)))
        s.at(0.2, .pointerDown(Point(x: 200, y: 50), .left))
        s.run(until: 0.65)
        #expect(log.events.map(\.phase) == [.pressing(true)], "pressing, not yet recognized at 0.45 s")
        s.run(until: 0.8)
        #expect(log.events.map(\.phase) == [.pressing(true), .longPressed])
        s.at(0.9, .pointerUp(Point(x: 200, y: 50), .left))
        s.run(until: 1.2)
        #expect(log.events.map(\.phase) == [.pressing(true), .longPressed])
        #expect(!s.playground.isReordering && s.playground.zoom == nil)
        // Row 1 claims nothing: the playground's reorder lifts it.
        s.at(1.3, .pointerDown(Point(x: 200, y: 150), .left))
        s.run(until: 2.0)
        #expect(s.playground.isReordering)
    }

    /// A long press that moves past its maximum distance fails: it stops pressing and is never recognized.
    @Test func aLongPressThatMovesFails() throws {
        var (s, log) = try session(ItemGestureClaim(longPress: .init(minimumDuration: 0.5, maximumDistance: 10)))
        s.at(0.2, .pointerDown(Point(x: 200, y: 50), .left))
        s.at(0.3, .pointerMove(Point(x: 200, y: 70)))
        s.run(until: 1.0)
        #expect(log.events.map(\.phase) == [.pressing(true), .pressing(false)])
    }
}
