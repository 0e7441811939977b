@testable import PlaygroundCore
import Testing
import TestSupport

/// A drag decided as it begins (`ItemGestureClaim.Drag.decidedAtBegin`, a UIKit pan recognizer on a cell): the scroll
/// view pans until the pointer has moved the drag's minimum distance; then the layout is asked once; if it agrees
/// the drag takes the pointer (the scroll view lets go and settles), else the press stays the scroll view's.
@Suite struct ItemGestureDecidedAtBeginTests {
    /// Rows 100 points tall; row 0 claims a decided-at-begin drag; `agrees` answers `itemGestureShouldBegin`.
    struct DecidingRows: CollectionLayout {
        final class Log: @unchecked Sendable { var events: [ItemGestureEvent] = []; var asked: [ItemGestureEvent] = [] }
        let log: Log
        let agrees: @Sendable (ItemGestureEvent) -> Bool
        var viewport = Size(width: 0, height: 0)
        var count = 0
        var name: String { "deciding" }
        func itemGestures(at indexPath: IndexPath, point: Point) -> ItemGestureClaim? {
            indexPath.item == 0 ? ItemGestureClaim(drag: .init(minimumDistance: 10, takesPointer: true, decidedAtBegin: true)) : nil
        }
        mutating func itemGesture(_ event: ItemGestureEvent) { log.events.append(event) }
        mutating func itemGestureShouldBegin(_ event: ItemGestureEvent) -> Bool {
            log.asked.append(event)
            return agrees(event)
        }
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

    /// Agrees when the drag is mostly sideways (the usual `gestureRecognizerShouldBegin` of a swipeable cell).
    static let sideways: @Sendable (ItemGestureEvent) -> Bool = { e in
        abs(e.location.x - e.startLocation.x) > abs(e.location.y - e.startLocation.y)
    }

    func session() throws -> (Session, DecidingRows.Log) {
        let log = DecidingRows.Log()
        let descriptor = LayoutDescriptor(name: "deciding", summary: "test", parameters: [],
                                          make: { _ in DecidingRows(log: log, agrees: Self.sideways) }, source: "/u/D.swift")
        var s = try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "deciding",
                                             itemCount: 20, layouts: LayoutRegistry.all + [descriptor]))
        s.run(until: 0.1)
        return (s, log)
    }

    /// Sideways: asked once at 10 points, then told each move and the end; the content does not move.
    @Test func aSidewaysDragIsTheItems() throws {
        var (s, log) = try session()
        s.at(0.2, .pointerDown(Point(x: 100, y: 50), .left))
        s.at(0.25, .pointerMove(Point(x: 106, y: 50)))   // 6 points: not yet asked
        #expect(log.asked.isEmpty)
        s.at(0.30, .pointerMove(Point(x: 130, y: 52)))
        s.at(0.35, .pointerMove(Point(x: 180, y: 52)))
        s.at(0.37, .pointerUp(Point(x: 190, y: 52), .left))
        s.run(until: 1.5)
        #expect(log.asked.count == 1)
        #expect(log.asked.first?.location == Point(x: 130, y: 52))
        #expect(log.events.map(\.phase) == [.dragChanged, .dragChanged, .dragEnded])
        #expect(s.playground.contentOffset == .zero)
        #expect(s.playground.zoom == nil && !s.playground.isReordering)
    }

    /// Up and down: refused, so the scroll view pans and flings as without the claim; nothing more is told.
    @Test func anUpwardDragIsTheScrollViews() throws {
        var (s, log) = try session()
        s.at(0.2, .pointerDown(Point(x: 100, y: 90), .left))
        s.at(0.25, .pointerMove(Point(x: 100, y: 60)))
        s.at(0.30, .pointerMove(Point(x: 100, y: 30)))
        s.at(0.35, .pointerUp(Point(x: 100, y: 30), .left))
        s.run(until: 0.36)
        #expect(log.asked.count == 1)
        #expect(log.events.isEmpty)
        #expect(s.playground.contentOffset.y > 0, "the scroll view panned")
    }
}
