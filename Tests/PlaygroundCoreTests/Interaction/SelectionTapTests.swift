@testable import PlaygroundCore
import Testing
import TestSupport

/// A layout that takes selection (a hosted view controller) gets the click as the app's tap, and nothing zooms;
/// other layouts keep tap-to-zoom (CollectionLayout+Selection.swift).
@Suite struct SelectionTapTests {
    /// Rows 100 points tall that record the taps they get, in a box shared with the test.
    struct TappableRows: CollectionLayout {
        final class Taps: @unchecked Sendable { var paths: [IndexPath] = []; var points: [Point] = [] }   // one thread: the session's
        let taps: Taps
        var viewport = Size(width: 0, height: 0)
        var count = 0
        var name: String { "tappable" }
        var takesSelection: Bool { true }
        mutating func select(at indexPath: IndexPath, point: Point) { taps.paths.append(indexPath); taps.points.append(point) }
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

    @Test func aClickOnAHostedItemIsTheAppsTapNotAZoom() throws {
        let taps = TappableRows.Taps()
        let descriptor = LayoutDescriptor(name: "tappable", summary: "test", parameters: [],
                                          make: { _ in TappableRows(taps: taps) }, source: "/u/Tappable.swift")
        var s = try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "tappable",
                                             itemCount: 20, layouts: LayoutRegistry.all + [descriptor]))
        s.run(until: 0.1)
        s.at(0.2, .pointerDown(Point(x: 200, y: 250), .left))   // row 2 (200…300)
        s.at(0.25, .pointerUp(Point(x: 200, y: 250), .left))
        s.run(until: 0.8)
        #expect(taps.paths == [IndexPath(item: 2)])
        #expect(taps.points == [Point(x: 200, y: 250)])   // content coordinates (not scrolled)
        #expect(s.playground.zoomedItem == nil && s.playground.zoom == nil)
    }
}
