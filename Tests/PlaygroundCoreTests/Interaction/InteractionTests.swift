import Testing
import TestSupport
@testable import PlaygroundCore

/// Tap-to-zoom, long-press reorder and keyboard moves, through the Playground.
@Suite struct InteractionTests {
    let viewport = Size(width: 1280, height: 800)

    /// Grid at 1280×800 (180×180, 6 per line): item i's center is at x = 100 + 216·(i mod 6), y = 100 + 190·(i / 6).
    func gridCenter(_ i: Int) -> Point { Point(x: 100 + 216 * Double(i % 6), y: 100 + 190 * Double(i / 6)) }

    func session(_ layout: String = "grid", items: Int = 60, autoplay: Double = 0) throws -> Session {
        try Session(PlaygroundConfig(viewport: viewport, layoutName: layout, itemCount: items, autoplay: autoplay))
    }

    /// Press on `from`, hold past the long press, move to `to` in steps, release (or not).
    func longPressDrag(_ s: inout Session, from: Point, to: Point, at t0: Double, release: Bool = true) {
        s.at(t0, .pointerDown(from, .left))
        s.run(until: t0 + 0.6)
        for k in 1...30 { s.at(t0 + 0.6 + Double(k) * 0.02, .pointerMove(from + (to - from) * (Double(k) / 30))) }
        s.run(until: t0 + 1.3)
        if release { s.at(t0 + 1.3, .pointerUp(to, .left)) }
    }

    @Test func aClickZoomsAndASecondClickZoomsBack() throws {
        var s = try session()
        s.at(0.1, .pointerDown(gridCenter(7), .left))
        s.at(0.2, .pointerUp(gridCenter(7), .left))
        #expect(s.playground.zoomedItem == 7)
        s.run(until: 0.6)
        let zoomed = try #require(s.playground.shown.items.last { $0.itemID == 7 })
        // Fully zoomed: centered, 0.9·800/180 = 4× larger, on top of a veil.
        #expect(abs(zoomed.quad.center.x - 640) < 1e-6 && abs(zoomed.quad.center.y - 400) < 1e-6)
        #expect(abs((zoomed.quad.topRight.x - zoomed.quad.topLeft.x) - 720) < 1e-6)
        #expect(s.playground.shown.items.contains { $0.role == .veil && abs($0.alpha - ZoomState.dimming) < 1e-9 })
        #expect(s.playground.shown.items.last?.itemID == 7)
        s.at(0.7, .pointerDown(Point(x: 20, y: 20), .left))
        s.at(0.75, .pointerUp(Point(x: 20, y: 20), .left))
        #expect(s.playground.zoomedItem == nil)
        s.run(until: 1.2)
        #expect(s.playground.zoom == nil)
        #expect(!s.playground.shown.items.contains { $0.role == .veil })
    }

    @Test func escapeAndScrollingZoomBack() throws {
        var s = try session()
        s.at(0.1, .pointerDown(gridCenter(1), .left))
        s.at(0.15, .pointerUp(gridCenter(1), .left))
        s.at(0.5, .keyDown(.escape))
        #expect(s.playground.zoomedItem == nil && !s.playground.wantsQuit)
        s.run(until: 1)
        s.at(1.0, .pointerDown(gridCenter(1), .left))
        s.at(1.05, .pointerUp(gridCenter(1), .left))
        s.at(1.5, .wheel(dx: 0, dy: -1, at: .zero))
        #expect(s.playground.zoomedItem == nil)
        s.settle()
        #expect(s.offset.y == 53)  // and the wheel still scrolled
        s.at(s.time, .keyDown(.escape))  // clears the focus the click gave
        #expect(s.playground.focusedItem == nil)
        s.at(s.time, .keyDown(.escape))  // nothing left to cancel: nothing happens (Esc never quits)
        s.at(s.time, .keyDown(.escape))
        #expect(!s.playground.wantsQuit)
        s.at(s.time, .keyDown(.q))       // Q quits
        #expect(s.playground.wantsQuit)
    }

    @Test func aPressThatCatchesAFlingNeitherZoomsNorLifts() throws {
        var s = try session(items: 600)
        s.drag(from: Point(x: 600, y: 700), to: Point(x: 600, y: 100), start: 0, duration: 0.15)
        s.run(until: 0.3)
        s.at(0.3, .pointerDown(gridCenter(8), .left))
        s.run(until: 1.2)
        #expect(!s.playground.isReordering)
        s.at(1.2, .pointerUp(gridCenter(8), .left))
        #expect(s.playground.zoomedItem == nil)
    }

    @Test func movingItem0OntoItem3sPlaceGivesTheIssuesOrder() throws {
        var s = try session()
        longPressDrag(&s, from: gridCenter(0), to: gridCenter(3), at: 0.1, release: false)
        #expect(s.playground.isReordering)
        #expect(s.playground.order == Array(0..<60))  // nothing committed while dragging
        #expect(Array(s.playground.displayOrder.prefix(5)) == [1, 2, 3, 0, 4])
        s.at(1.4, .pointerUp(gridCenter(3), .left))
        #expect(!s.playground.isReordering)
        #expect(Array(s.playground.order.prefix(5)) == [1, 2, 3, 0, 4])
        #expect(s.playground.orderVersion == 1)
        s.run(until: 1.8)
        // Dropped into its slot: item 0 is drawn where item 3 used to be.
        let dropped = try #require(s.playground.shown.items.first { $0.itemID == 0 })
        #expect((dropped.quad.center - gridCenter(3)).length < 1e-6)
    }

    @Test func escapeOrARightClickCancels() throws {
        for cancel in [InputEvent.Kind.keyDown(.escape), .pointerDown(Point(x: 5, y: 5), .right)] {
            var s = try session()
            longPressDrag(&s, from: gridCenter(0), to: gridCenter(4), at: 0.1, release: false)
            #expect(s.playground.displayOrder != s.playground.order)
            s.at(1.4, cancel)
            #expect(!s.playground.isReordering)
            #expect(s.playground.displayOrder == Array(0..<60) && s.playground.order == Array(0..<60))
            #expect(s.playground.orderVersion == 0)
            s.at(1.5, .pointerUp(gridCenter(4), .left))
            s.run(until: 2)
            let back = try #require(s.playground.shown.items.first { $0.itemID == 0 })
            #expect((back.quad.center - gridCenter(0)).length < 1e-6)
            #expect(!s.playground.wantsQuit)
        }
    }

    @Test func holdingALiftedCellAtTheBottomEdgeScrolls() throws {
        var s = try session(items: 600)
        longPressDrag(&s, from: gridCenter(0), to: Point(x: 100, y: 790), at: 0.1, release: false)
        let y0 = s.offset.y
        s.run(until: 3.3)
        // 790 is 70 % into the 80-point zone: 60·(2 + 10·0.875) = 645 points/s over 2 s.
        #expect(s.offset.y > y0 + 1000, "\(s.offset.y)")
        // The lifted copy stays under the pointer.
        let lifted = try #require(s.playground.shown.items.last)
        #expect(lifted.itemID == 0 && abs(lifted.quad.center.y - 790) < 1e-6)
        s.at(3.3, .pointerUp(Point(x: 100, y: 790), .left))
        #expect(s.playground.order.firstIndex(of: 0)! > 30)
    }

    @Test func reorderWorksInEveryLayout() throws {
        for layout in ["waterfall", "rotating", "cards"] {
            var s = try session(layout, items: 30)
            let start = try #require(s.playground.shown.items.first { $0.itemID == 0 }).quad.center
            let next = try #require(s.playground.shown.items.first { $0.itemID == 1 }).quad.center
            longPressDrag(&s, from: start, to: next, at: 0.1)
            #expect(Array(s.playground.order.prefix(2)) == [1, 0], "\(layout): \(Array(s.playground.order.prefix(4)))")
            #expect(Set(s.playground.order) == Set(0..<30))
        }
    }

    @Test func hysteresisKeepsUnequalSizesFromOscillating() throws {
        // Waterfall with very unequal heights: hold the lifted cell still over a boundary; the target must settle.
        let sizes = [Size(width: 1, height: 3), Size(width: 1, height: 0.5), Size(width: 1, height: 1.7)]
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "waterfall", itemCount: 40, naturalSizes: sizes))
        let a = try #require(s.playground.shown.items.first { $0.itemID == 0 }).quad.center
        let b = try #require(s.playground.shown.items.first { $0.itemID == 3 }).quad.center
        longPressDrag(&s, from: a, to: b, at: 0.1, release: false)
        var changes = 0
        var last = s.playground.displayOrder
        for k in 0..<60 {
            s.at(1.3 + Double(k) / 60, .pointerMove(b + Point(x: Double(k % 2), y: 0)))
            if s.playground.displayOrder != last { changes += 1; last = s.playground.displayOrder }
        }
        #expect(changes <= 1)
    }

    @Test func keyboardFocusAndControlArrowsMoveTheFocusedItem() throws {
        var s = try session()
        s.at(0.1, .keyDown("return"))  // focus the anchor item
        let focused = try #require(s.playground.focusedItem)
        s.at(0.2, .keyDown(.right))
        #expect(s.playground.focusedItem == focused + 1)
        s.at(0.3, .keyDown(.right), modifiers: .control)
        #expect(s.playground.order.firstIndex(of: focused + 1) == focused + 2)
        #expect(s.playground.orderVersion == 1)
        s.at(0.4, .keyDown(.down), modifiers: .control)
        #expect(s.playground.order.firstIndex(of: focused + 1) == focused + 8)
        s.at(0.5, .keyDown(.escape))
        #expect(s.playground.focusedItem == nil && !s.playground.wantsQuit)
    }

    @Test func hundredsOfRandomReorderSessionsLeaveAPermutation() throws {
        try withEverySeed(0..<200) { seed, rng in
            let layouts = ["grid", "waterfall", "rotating", "cards"]
            let n = rng.int(in: 1...50)
            var s = try Session(PlaygroundConfig(viewport: Size(width: rng.double(in: 500...1400), height: rng.double(in: 400...900)),
                                                 layoutName: layouts[rng.int(in: 0...3)], itemCount: n))
            var t = 0.1
            for _ in 0..<rng.int(in: 1...4) {
                let visible = s.playground.shown.items.filter { $0.itemID != nil }
                guard let pick = visible.randomElement(using: &rng) else { break }
                let from = pick.quad.center
                s.at(t, .pointerDown(from, .left))
                s.run(until: t + rng.double(in: 0.2...0.8))
                t = s.time
                for _ in 0..<rng.int(in: 1...20) {
                    t += rng.double(in: 0.01...0.1)
                    s.at(t, .pointerMove(Point(x: rng.double(in: -50...s.playground.viewport.width + 50),
                                               y: rng.double(in: -50...s.playground.viewport.height + 50))))
                }
                t += 0.05
                switch rng.int(in: 0...3) {
                case 0: s.at(t, .keyDown(.escape))
                case 1: s.at(t, .pointerDown(.zero, .right))
                default: break
                }
                s.at(t, .pointerUp(Point(x: 10, y: 10), .left))
                t += 0.5
                s.run(until: t)
                #expect(!s.playground.isReordering, "seed \(seed): still dragging")
                #expect(s.playground.order.sorted() == Array(0..<n), "seed \(seed): not a permutation")
                #expect(s.playground.displayOrder == s.playground.order, "seed \(seed)")
                #expect(s.playground.shown.items.allSatisfy { $0.quad.isFinite }, "seed \(seed): NaN")
            }
        }
    }
}

/// Timed carousel paging.
@Suite struct AutoplayTests {
    let viewport = Size(width: 1280, height: 800)

    @Test(arguments: ["cards", "rotating"])
    func advancesOnePagePerIntervalAndWrapsWithoutAJump(layout: String) throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: layout, itemCount: 3, autoplay: 1))
        #expect(s.playground.autoplayState == .playing)
        var pages: [Int] = []
        for k in 1...7 {
            s.run(until: Double(k) + 0.5)
            pages.append(s.playground.page()!)
        }
        #expect(pages == [1, 2, 0, 1, 2, 0, 1])  // 0 → 1 → 2 → 0 …: forever forward, never rewinding
        // The offset only ever increases (no rewind), and no cell moves more than a page's animation step per frame.
        let xs = s.frames.map(\.offset.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 })
        let maxStep = zip(xs, xs.dropFirst()).map { $1 - $0 }.max()!
        #expect(maxStep < 100, "largest per-frame move \(maxStep)")
    }

    @Test func pausesWhilePressedAndResumesWithTheTimeLeft() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "cards", itemCount: 5, autoplay: 1))
        s.run(until: 0.6)
        s.at(0.6, .pointerDown(Point(x: 640, y: 400), .left))
        s.run(until: 2.0)
        #expect(s.playground.autoplayState == .paused)
        #expect(s.playground.page() == 0)  // no page while pressed
        s.at(2.0, .pointerUp(Point(x: 640, y: 400), .left))
        #expect(s.playground.zoomedItem == nil)  // the press was long: no tap
        s.run(until: 2.3)
        #expect(s.playground.page() == 0)
        s.run(until: 2.8)  // 0.4 s were left when the press came
        #expect(s.playground.page() == 1)
    }

    @Test func spaceTogglesAndUnfocusPauses() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "rotating", itemCount: 5, autoplay: 1))
        s.at(0.2, .keyDown(.space))
        #expect(s.playground.autoplayState == .off)
        s.run(until: 2)
        #expect(s.playground.page() == 0)
        s.at(2, .keyDown(.space))
        s.at(2.1, .focus(false))
        #expect(s.playground.autoplayState == .paused)
        s.run(until: 4)
        #expect(s.playground.page() == 0)
        s.at(4, .focus(true))
        s.run(until: 5.5)
        #expect(s.playground.page() == 1)
    }

    @Test func freeLayoutsHaveNoPagesToPlay() throws {
        // The window's default --autoplay 3 applies to every layout; in a free one it is off, and it plays again
        // once a paged layout is shown.
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "grid", itemCount: 5, autoplay: 1))
        #expect(s.playground.autoplayState == .off)
        s.run(until: 2.5)
        #expect(s.offset == .zero)
        s.at(2.5, .keyDown("4"))
        s.run(until: 2.7)
        #expect(s.playground.autoplayState == .paused)  // during the switch
        let centered = s.playground.page()  // the anchor item
        let first = try #require(centered)
        s.run(until: 4.3)
        #expect(s.playground.autoplayState == .playing)
        #expect(s.playground.page() == (first + 1) % 5)
    }

    @Test func spaceTurnsAutoplayOnInANonLoopingCarouselAndItLoops() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "cards", itemCount: 2))
        #expect(s.playground.autoplayState == .off)
        s.at(0.1, .keyDown(.space))
        #expect(s.playground.autoplayState == .playing)
        s.run(until: 3.2 + 3 + 0.5)
        #expect(s.playground.page() == 0)  // 0 → 1 → 0 (wrapped forward)
        #expect(s.offset.x > 620)
    }
}
