@testable import PlaygroundCore
import Testing
import TestSupport

/// Issue 38, 7: no input path asks the layout for its whole content. With a million items, every query an input
/// event causes (keys, clicks, the wheel, drags, a long-press reorder, and the frames after them) covers at most a
/// few viewports, and the layout is not prepared again for input alone. (The UIKit adapter's own queries are issue
/// performance's; this holds the core's side.)
@Suite struct InputQueryBoundTests {
    final class Spy: @unchecked Sendable {
        var largest = 0.0
        var largestRect = Rect.zero
        var prepares = 0
        func saw(_ rect: Rect) {
            let area = rect.size.width * rect.size.height
            if area > largest { largest = area; largestRect = rect }
        }
    }

    /// Rows `rowHeight` apart whose rect query is exact and cheap (a range of rows), recording every query.
    struct SpyRows: CollectionLayout {
        let spy: Spy
        var viewport = Size(width: 0, height: 0)
        var count = 0
        let rowHeight = 100.0
        var name: String { "spyrows" }
        mutating func prepare(_ context: LayoutContext) {
            viewport = context.viewport
            count = context.itemCount
            spy.prepares += 1
        }
        var contentSize: Size { Size(width: viewport.width, height: Double(count) * rowHeight) }
        var contentOffsetRange: (min: Point, max: Point) {
            Self.standardOffsetRange(contentSize: contentSize, viewport: viewport)
        }
        func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            return LayoutAttributes(cell: indexPath, frame: Rect(x: 0, y: Double(indexPath.item) * rowHeight,
                                                                  width: viewport.width, height: rowHeight))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] {
            spy.saw(rect)
            guard count > 0, rect.maxY > 0, rect.minY < contentSize.height else { return [] }
            let first = max(0, Int(rect.minY / rowHeight)), last = min(count - 1, Int(rect.maxY / rowHeight))
            return first > last ? [] : (first...last).compactMap { attributes(forItem: IndexPath(item: $0)) }
        }
    }

    @Test func inputQueriesStayNearTheViewport() throws {
        let spy = Spy()
        let descriptor = LayoutDescriptor(name: "spyrows", summary: "test", parameters: [],
                                          make: { _ in SpyRows(spy: spy) }, source: "/u/SpyRows.swift")
        let viewport = Size(width: 400, height: 300)
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "spyrows", itemCount: 1_000_000,
                                             layouts: LayoutRegistry.all + [descriptor]))
        s.playground.setContentOffset(Point(x: 0, y: 50_000_000))
        s.run(until: 0.5)
        spy.largest = 0
        let preparesBefore = spy.prepares
        var t = 0.6
        let events: [InputEvent.Kind] = [
            .keyDown(.down), .keyDown(.up), .keyDown(.right), .keyDown(.pageDown), .keyDown(.space),
            .wheel(dx: 0, dy: -3, at: Point(x: 200, y: 150)), .pointerDown(Point(x: 200, y: 150), .left), .pointerUp(Point(x: 200, y: 150), .left),
        ]
        for kind in events {
            s.at(t, kind)
            t += 0.7
            s.run(until: t)
        }
        s.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), start: t, duration: 0.2)
        s.settle()
        // A long press, then a drag across a few rows (a reorder), released.
        t = s.time + 0.1
        s.at(t, .pointerDown(Point(x: 200, y: 150), .left))
        s.run(until: t + 0.8)
        for i in 1...10 { s.at(t + 0.8 + Double(i) * 0.05, .pointerMove(Point(x: 200, y: 150 + Double(i) * 12))) }
        s.at(t + 1.5, .pointerUp(Point(x: 200, y: 270), .left))
        s.settle()
        let bound = 16 * viewport.width * viewport.height
        #expect(spy.largest <= bound, "a query of \(spy.largestRect) (\(spy.largest / (viewport.width * viewport.height)) viewports)")
        #expect(spy.prepares - preparesBefore <= 4, "prepared \(spy.prepares - preparesBefore) times for input")
    }
}
