@testable import PlaygroundCore
import Testing
import TestSupport

/// Pinches and rotations of an item's view from the wheel (CollectionLayout+ItemPinch.swift): Ctrl + wheel over an
/// item whose view pinches scales by 1.1 a notch, Ctrl + Shift + wheel turns 15° a notch, letting Ctrl go ends it;
/// over an item that claims nothing the wheel does what it did.
@Suite struct ItemPinchTests {
    /// Rows 100 points tall; row 0 claims `claim` and records what it is told.
    struct PinchRows: CollectionLayout {
        final class Log: @unchecked Sendable { var events: [ItemPinchEvent] = [] }   // one thread: the session's
        let log: Log
        let claim: ItemPinchClaim
        var viewport = Size(width: 0, height: 0)
        var count = 0
        var name: String { "pinches" }
        func itemPinches(at indexPath: IndexPath, point: Point) -> ItemPinchClaim? { indexPath.item == 0 ? claim : nil }
        mutating func itemPinch(_ event: ItemPinchEvent) { log.events.append(event) }
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

    func session(_ claim: ItemPinchClaim) throws -> (Session, PinchRows.Log) {
        let log = PinchRows.Log()
        let descriptor = LayoutDescriptor(name: "pinches", summary: "test", parameters: [],
                                          make: { _ in PinchRows(log: log, claim: claim) }, source: "/u/P.swift")
        var s = try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "pinches",
                                             itemCount: 20, layouts: LayoutRegistry.all + [descriptor]))
        s.run(until: 0.1)
        return (s, log)
    }

    /// Two notches away with Ctrl: scale 1.1, then 1.21; Ctrl let go ends it at 1.21; the content never scrolled.
    @Test func ctrlWheelPinchesTheItem() throws {
        var (s, log) = try session(ItemPinchClaim(magnify: true, rotate: false))
        s.at(0.2, .wheel(dx: 0, dy: 1, at: Point(x: 200, y: 50)), modifiers: .control)
        s.at(0.3, .wheel(dx: 0, dy: 1, at: Point(x: 200, y: 50)), modifiers: .control)
        s.at(0.4, .keyUp("leftctrl"))
        s.run(until: 0.6)
        #expect(log.events.map(\.phase) == [.changed, .changed, .ended])
        #expect(log.events.map { ($0.scale * 1000).rounded() / 1000 } == [1.1, 1.21, 1.21])
        #expect(log.events.allSatisfy { !$0.rotation && $0.indexPath == IndexPath(item: 0) && $0.angle == 0 })
        #expect(log.events.first?.location == Point(x: 200, y: 50))
        #expect(s.playground.contentOffset == .zero)
        #expect(s.playground.itemPinch == nil)
    }

    /// Ctrl + Shift turns it: a notch toward the user is −15°; a view that only pinches is not told a rotation,
    /// and the wheel then does what it did.
    @Test func ctrlShiftWheelRotatesTheItem() throws {
        var (s, log) = try session(ItemPinchClaim(magnify: false, rotate: true))
        s.at(0.2, .wheel(dx: 0, dy: -1, at: Point(x: 200, y: 50)), modifiers: [.control, .shift])
        s.at(0.3, .pointerDown(Point(x: 200, y: 50), .left))   // a press ends it too
        s.at(0.35, .pointerUp(Point(x: 200, y: 50), .left))
        #expect(log.events.map(\.phase) == [.changed, .ended])
        #expect(abs((log.events.first?.angle ?? 0) + Double.pi / 12) < 1e-9)
        var (t, log2) = try session(ItemPinchClaim(magnify: true, rotate: false))
        t.at(0.2, .wheel(dx: 0, dy: -1, at: Point(x: 200, y: 50)), modifiers: [.control, .shift])
        #expect(log2.events.isEmpty)
    }

    /// Over a row that claims nothing, Ctrl + wheel is not a pinch.
    @Test func anItemThatClaimsNothingIsNotPinched() throws {
        var (s, log) = try session(ItemPinchClaim(magnify: true, rotate: true))
        s.at(0.2, .wheel(dx: 0, dy: 1, at: Point(x: 200, y: 150)), modifiers: .control)
        #expect(log.events.isEmpty)
        #expect(s.playground.itemPinch == nil)
    }
}
