@testable import PlaygroundCore
import Testing
import TestSupport

/// Presses on a layout's chrome (CollectionLayout+ChromePress.swift): a press the layout says is on its chrome
/// never scrolls the items, a move past 10 points is told as a drag, a click is the chrome's tap.
@Suite struct ChromePressTests {
    /// Rows 100 points tall under a 60-point header (the chrome: y < 60); records what it is told.
    struct HeaderRows: CollectionLayout {
        final class Log: @unchecked Sendable { var drags: [ChromeDragEvent] = []; var taps: [Point] = [] }
        let log: Log
        var viewport = Size(width: 0, height: 0)
        var count = 0
        var name: String { "header" }
        func pressIsOnChrome(at point: Point) -> Bool { point.y < 60 }
        mutating func chromeDrag(_ event: ChromeDragEvent) { log.drags.append(event) }
        mutating func tapChrome(at point: Point) -> Bool {
            guard point.y < 60 else { return false }
            log.taps.append(point)
            return true
        }
        mutating func prepare(_ context: LayoutContext) { viewport = context.viewport; count = context.itemCount }
        var contentSize: Size { Size(width: viewport.width, height: 60 + Double(count) * 100) }
        var contentOffsetRange: (min: Point, max: Point) {
            Self.standardOffsetRange(contentSize: contentSize, viewport: viewport)
        }
        func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            return LayoutAttributes(cell: indexPath, frame: Rect(x: 0, y: 60 + Double(indexPath.item) * 100,
                                                                  width: viewport.width, height: 100))
        }
        func attributes(in rect: Rect) -> [LayoutAttributes] {
            (0..<count).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
        }
    }

    func session() throws -> (Session, HeaderRows.Log) {
        let log = HeaderRows.Log()
        let descriptor = LayoutDescriptor(name: "header", summary: "test", parameters: [],
                                          make: { _ in HeaderRows(log: log) }, source: "/u/H.swift")
        var s = try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "header",
                                             itemCount: 20, layouts: LayoutRegistry.all + [descriptor]))
        s.run(until: 0.1)
        return (s, log)
    }

    /// Dragging up on the header: the content stays put, the layout is told the moves and the end; no tap.
    @Test func aMovingPressOnTheChromeDoesNotScroll() throws {
        var (s, log) = try session()
        s.at(0.2, .pointerDown(Point(x: 200, y: 50), .left))
        s.at(0.25, .pointerMove(Point(x: 200, y: 30)))
        s.at(0.30, .pointerMove(Point(x: 200, y: 5)))
        s.at(0.35, .pointerUp(Point(x: 200, y: 5), .left))
        s.run(until: 1.5)
        #expect(s.playground.contentOffset == .zero)
        #expect(log.drags.map(\.phase) == [.changed, .changed, .ended])
        #expect(log.drags.allSatisfy { $0.startLocation == Point(x: 200, y: 50) })
        #expect(log.taps.isEmpty)
        // The same drag on the rows scrolls.
        s.at(2.0, .pointerDown(Point(x: 200, y: 250), .left))
        s.at(2.05, .pointerMove(Point(x: 200, y: 200)))
        s.at(2.10, .pointerMove(Point(x: 200, y: 150)))
        s.at(2.15, .pointerUp(Point(x: 200, y: 150), .left))
        s.run(until: 2.2)
        #expect(s.playground.contentOffset.y > 0)
    }

    /// A click on the header is its tap.
    @Test func aClickOnTheChromeIsItsTap() throws {
        var (s, log) = try session()
        s.at(0.2, .pointerDown(Point(x: 100, y: 20), .left))
        s.at(0.25, .pointerUp(Point(x: 100, y: 20), .left))
        s.run(until: 0.5)
        #expect(log.taps == [Point(x: 100, y: 20)])
        #expect(log.drags.isEmpty)
    }
}
