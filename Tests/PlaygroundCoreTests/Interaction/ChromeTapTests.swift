@testable import PlaygroundCore
import Testing
import TestSupport

/// A layout that draws views over its content (a SwiftUI screen's header, CollectionLayout.tapChrome): a click on
/// them is theirs even when the layout does not take selection (its items zoom), and a data count that appears
/// after the start (the file's code changed its data) becomes the item count.
@Suite struct ChromeTapTests {
    /// Rows 100 points tall under a 50-point header; a click on the header adds one to the data, which from then
    /// on is the layout's (`dataItemCount`).
    struct HeaderRows: CollectionLayout {
        final class Log: @unchecked Sendable { var taps: [Point] = []; var data: Int? }   // the session's thread
        let log: Log
        var viewport = Size(width: 0, height: 0)
        var count = 0
        var name: String { "header-rows" }
        var dataItemCount: Int? { log.data }
        mutating func tapChrome(at point: Point) -> Bool {
            guard point.y < 50 else { return false }
            log.taps.append(point)
            log.data = (log.data ?? count) + 1
            return true
        }
        mutating func prepare(_ context: LayoutContext) { viewport = context.viewport; count = context.itemCount }
        var contentSize: Size { Size(width: viewport.width, height: 50 + Double(count) * 100) }
        var contentOffsetRange: (min: Point, max: Point) {
            Self.standardOffsetRange(contentSize: contentSize, viewport: viewport)
        }
        func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            return LayoutAttributes(cell: indexPath, frame: Rect(x: 0, y: 50 + Double(indexPath.item) * 100,
                                                                  width: viewport.width, height: 100))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] {
            (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
        }
    }

    @Test func aClickOnTheHeaderIsTheLayoutsAndItsDataCountIsAdopted() throws {
        let log = HeaderRows.Log()
        let descriptor = LayoutDescriptor(name: "header-rows", summary: "test", parameters: [],
                                          make: { _ in HeaderRows(log: log) }, source: "/u/H.swift")
        var s = try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "header-rows",
                                             itemCount: 6, layouts: LayoutRegistry.all + [descriptor]))
        s.run(until: 0.1)
        s.at(0.2, .pointerDown(Point(x: 200, y: 20), .left))
        s.at(0.25, .pointerUp(Point(x: 200, y: 20), .left))
        s.run(until: 1.0)
        #expect(log.taps == [Point(x: 200, y: 20)])
        #expect(s.playground.zoom == nil, "the header's click does not zoom the row under it")
        #expect(s.playground.itemCount == 7, "the count the layout's data has now")
        // A click on a row is not the header's: the row zooms, as before.
        s.at(1.2, .pointerDown(Point(x: 200, y: 120), .left))
        s.at(1.25, .pointerUp(Point(x: 200, y: 120), .left))
        s.run(until: 2.0)
        #expect(log.taps.count == 1)
        #expect(s.playground.zoom != nil)
    }
}
