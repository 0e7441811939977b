@testable import PlaygroundCore
import Testing
import TestSupport

/// A drag that begins only after its long press (`ItemGestureClaim.Drag.afterLongPress`, SwiftUI's
/// `LongPressGesture().sequenced(before: DragGesture())`): before the press is recognized the pointer is the scroll
/// view's; once recognized the drag takes it; a release without a drag cancels.
@Suite struct SequencedGestureTests {
    func session() throws -> (Session, ItemGestureTests.GestureRows.Log) {
        let log = ItemGestureTests.GestureRows.Log()
        let claim = ItemGestureClaim(drag: .init(minimumDistance: 10, takesPointer: true, afterLongPress: true),
                                     longPress: .init(minimumDuration: 0.5, maximumDistance: 10))
        let descriptor = LayoutDescriptor(name: "gestures", summary: "test", parameters: [],
                                          make: { _ in ItemGestureTests.GestureRows(log: log, claim: claim) },
                                          source: "/u/G.swift")
        var s = try Session(PlaygroundConfig(viewport: Size(width: 400, height: 300), layoutName: "gestures",
                                             itemCount: 20, layouts: LayoutRegistry.all + [descriptor]))
        s.run(until: 0.1)
        return (s, log)
    }

    /// Held 0.5 s, then moved: the press is recognized, then the drag is told and the content stays still.
    @Test func theDragBeginsAfterThePress() throws {
        var (s, log) = try session()
        s.at(0.2, .pointerDown(Point(x: 200, y: 50), .left))
        s.run(until: 0.8)
        #expect(log.events.map(\.phase) == [.pressing(true), .longPressed])
        s.at(0.85, .pointerMove(Point(x: 200, y: 80)))
        s.at(0.9, .pointerMove(Point(x: 200, y: 120)))
        s.at(0.95, .pointerUp(Point(x: 200, y: 120), .left))
        s.run(until: 1.5)
        #expect(log.events.map(\.phase) == [.pressing(true), .longPressed, .dragChanged, .dragChanged, .dragEnded])
        #expect(s.playground.contentOffset == .zero, "the drag held the pointer")
    }

    /// Moved at once: the press fails, no drag is told, the scroll view pans.
    @Test func movingBeforeThePressIsRecognizedScrolls() throws {
        var (s, log) = try session()
        s.at(0.2, .pointerDown(Point(x: 200, y: 90), .left))
        s.at(0.25, .pointerMove(Point(x: 200, y: 60)))
        s.at(0.30, .pointerMove(Point(x: 200, y: 30)))
        s.at(0.35, .pointerUp(Point(x: 200, y: 30), .left))
        s.run(until: 0.4)
        #expect(log.events.map(\.phase) == [.pressing(true), .pressing(false)])
        #expect(s.playground.contentOffset.y > 0, "the scroll view panned")
    }

    /// Recognized, then released without moving: the sequence is cancelled.
    @Test func aReleaseWithoutADragCancels() throws {
        var (s, log) = try session()
        s.at(0.2, .pointerDown(Point(x: 200, y: 50), .left))
        s.run(until: 0.8)
        s.at(0.85, .pointerUp(Point(x: 200, y: 50), .left))
        s.run(until: 1.0)
        #expect(log.events.map(\.phase) == [.pressing(true), .longPressed, .cancelled])
        #expect(!s.playground.isReordering && s.playground.zoom == nil)
    }
}
