import Testing
import TestSupport
@testable import PlaygroundCore

/// `Playground.isSettled`: false from the input that starts a motion, an animation or a press until the frame that
/// ends it, true again after; what the window's `--status-file` reports as `settled` (docs/status-file.md).
@Suite struct SettledTests {
    let viewport = Size(width: 1280, height: 800)

    /// Grid at 1280×800 (180×180, 6 a line): item i's center is at x = 100 + 216·(i mod 6), y = 100 + 190·(i / 6).
    func gridCenter(_ i: Int) -> Point { Point(x: 100 + 216 * Double(i % 6), y: 100 + 190 * Double(i / 6)) }

    func session(items: Int = 60, layout: String = "grid") throws -> Session {
        try Session(PlaygroundConfig(viewport: viewport, layoutName: layout, itemCount: items))
    }

    /// Runs frame by frame from the session's time until settled (at most `limit` s); the time it settled.
    func timeToSettle(_ s: inout Session, limit: Double = 10) -> Double? {
        let end = s.time + limit
        while s.time < end {
            if s.playground.isSettled { return s.time }
            s.run(until: s.time + 1 / s.fps)
        }
        return nil
    }

    @Test(arguments: [0, 1, 2, 60])
    func aNewPlaygroundIsSettled(items: Int) throws {
        let s = try session(items: items)
        #expect(s.playground.isSettled)
    }

    @Test func aKeyAnimationIsNotSettledUntilItEnds() throws {
        var s = try session()
        s.at(0.1, .keyDown(.end))
        s.run(until: 0.15)
        #expect(!s.playground.isSettled)
        #expect(s.playground.scroller.phase == .animating)
        let t = try #require(timeToSettle(&s))
        #expect(s.playground.scroller.phase == .idle)
        #expect(s.offset.y == s.playground.scroller.range.max.y)
        #expect(t > 0.15)
    }

    @Test func aFlingIsNotSettledUntilItRests() throws {
        var s = try session(items: 600)
        s.drag(from: Point(x: 600, y: 700), to: Point(x: 600, y: 100), start: 0.1, duration: 0.1, release: false)
        #expect(!s.playground.isSettled)  // dragging
        s.at(0.2, .pointerUp(Point(x: 600, y: 100), .left))
        s.run(until: 0.25)
        #expect(!s.playground.isSettled)
        #expect(s.playground.scroller.phase == .decelerating)
        _ = try #require(timeToSettle(&s))
        #expect(s.playground.scroller.phase == .idle)
    }

    @Test func aHeldPressIsNotSettledAndALongPressLiftsThenDrops() throws {
        var s = try session()
        s.at(0.1, .pointerDown(gridCenter(0), .left))
        s.run(until: 0.3)
        #expect(!s.playground.isSettled)  // it may still become a tap or a long press
        #expect(!s.playground.isReordering)
        s.run(until: 0.7)
        #expect(s.playground.isReordering && !s.playground.isSettled)
        s.at(0.8, .pointerUp(gridCenter(0), .left))
        s.run(until: 0.8 + 1 / s.fps)
        #expect(!s.playground.isReordering)
        #expect(!s.playground.isSettled)  // the dropped cell animates to its place
        let t = try #require(timeToSettle(&s))
        #expect(t <= 0.8 + ReorderSession.dropDuration + 2 / s.fps)
    }

    @Test func aZoomSettlesZoomedAndAgainWhenItIsBack() throws {
        var s = try session()
        s.at(0.1, .pointerDown(gridCenter(7), .left))
        s.at(0.15, .pointerUp(gridCenter(7), .left))
        s.run(until: 0.2)
        #expect(s.playground.zoomedItem == 7 && !s.playground.isSettled)
        let zoomedAt = try #require(timeToSettle(&s))
        #expect(zoomedAt >= 0.15 + ZoomState.duration - 1e-9)
        #expect(s.playground.zoomedItem == 7)  // settled while zoomed in
        s.at(1, .pointerDown(Point(x: 20, y: 20), .left))
        s.at(1.05, .pointerUp(Point(x: 20, y: 20), .left))
        s.run(until: 1.1)
        #expect(s.playground.zoomedItem == nil && s.playground.zoom != nil && !s.playground.isSettled)
        _ = try #require(timeToSettle(&s))
        #expect(s.playground.zoom == nil)
    }

    @Test func aLayoutSwitchIsNotSettledUntilTheTransitionEnds() throws {
        var s = try session()
        s.at(0.1, .keyDown(Key(rawValue: "2")))
        s.run(until: 0.2)
        #expect(s.playground.transition != nil && !s.playground.isSettled)
        _ = try #require(timeToSettle(&s))
        #expect(s.playground.transition == nil && s.playground.layoutName == "waterfall")
    }

    @Test func aDeleteIsNotSettledWhileItsItemLeaves() throws {
        var s = try session()
        s.at(0.1, .keyDown("return"))
        #expect(s.playground.focusedItem != nil)
        #expect(s.playground.isSettled)  // the focus alone is not motion
        s.at(0.2, .keyDown("delete"))
        s.run(until: 0.25)
        #expect(s.playground.itemCount == 59 && !s.playground.isSettled)
        _ = try #require(timeToSettle(&s))
    }
}
