import Foundation  // sin, cos, exp, log, pow: the C library (the core uses RealModule)
import Testing
import TestSupport
@testable import PlaygroundCore

/// Scroll physics through the Playground: the same path as the window and replays.
@Suite struct ScrollPhysicsTests {
    let viewport = Size(width: 1280, height: 800)

    func config(_ layout: String, items: Int = 400, rate: Double = FrictionSimulation.normalRate) -> PlaygroundConfig {
        PlaygroundConfig(viewport: viewport, layoutName: layout, itemCount: items, decelerationRate: rate)
    }

    @Test(arguments: [300.0, 1000.0, 2500.0, -1500.0])
    func flingRestsWhereUIScrollViewProjects(speed: Double) throws {
        for rate in [FrictionSimulation.normalRate, FrictionSimulation.fastRate] {
            var s = try Session(config("grid", items: 2000, rate: rate))
            s.playground.setContentOffset(Point(x: 0, y: 20_000))
            // The pointer moves up at `speed` points/s for 0.2 s: the content moves down at `speed`.
            let from = Point(x: 600, y: 500), to = Point(x: 600, y: 500 - speed * 0.2)
            s.drag(from: from, to: to, start: 0.1, duration: 0.2)
            let released = s.offset.y
            s.settle()
            let expected = released - speed / (1000 * log(rate))  // rest = x0 − v0/(1000·ln r)
            #expect(abs(s.offset.y - expected) <= 0.01 * abs(expected - released) + Tolerance.distance,
                    "rate \(rate) speed \(speed): rest \(s.offset.y), formula \(expected)")
            #expect(s.frames.contains { $0.phase == .decelerating })
        }
    }

    @Test func velocityIsContinuousAtRelease() throws {
        var s = try Session(config("grid", items: 2000))
        s.playground.setContentOffset(Point(x: 0, y: 20_000))
        s.drag(from: Point(x: 600, y: 600), to: Point(x: 600, y: 200), start: 0, duration: 0.25)  // 1600 points/s
        s.run(until: 0.25 + 1 / 60)
        let first = s.frames.last!
        #expect(first.phase == .decelerating)
        #expect(abs(first.velocity.y - 1600) < 0.05 * 1600, "\(first.velocity.y)")
    }

    @Test func slowReleaseDoesNotFling() throws {
        var s = try Session(config("grid", items: 2000))
        s.drag(from: Point(x: 600, y: 600), to: Point(x: 600, y: 590), start: 0, duration: 0.5)  // 20 points/s
        let released = s.offset
        s.settle()
        #expect(s.offset == released)
    }

    @Test func stoppingBeforeReleaseMeansNoFling() throws {
        var s = try Session(config("grid", items: 2000))
        s.drag(from: Point(x: 600, y: 600), to: Point(x: 600, y: 200), start: 0, duration: 0.2, release: false)
        s.at(0.3, .pointerUp(Point(x: 600, y: 200), .left))  // 100 ms still: velocity 0
        let released = s.offset
        s.settle()
        #expect(s.offset == released)
    }

    @Test func dragPastTheTopIsResistedAndBouncesBack() throws {
        var s = try Session(config("grid"))
        s.drag(from: Point(x: 600, y: 200), to: Point(x: 600, y: 500), start: 0, duration: 0.3, release: false)
        // 300 − 4 (slop) raw points past the top: b = (1 − 1/(296·0.55/800 + 1))·800.
        let b = (1 - 1 / (296 * 0.55 / 800 + 1)) * 800
        #expect(abs(s.offset.y + b) < 1e-6, "\(s.offset.y)")
        s.at(0.7, .pointerUp(Point(x: 600, y: 500), .left))
        s.run(until: 0.75)
        #expect(s.playground.scroller.phase == .decelerating || s.playground.scroller.phase == .bouncing)
        s.settle()
        #expect(s.offset.y == 0)
    }

    @Test func flingIntoTheEndBouncesAndRestsInRange() throws {
        var s = try Session(config("grid", items: 60))
        let maxY = s.playground.scroller.axisRange.upperBound
        s.playground.setContentOffset(Point(x: 0, y: maxY - 100))
        s.drag(from: Point(x: 600, y: 700), to: Point(x: 600, y: 100), start: 0, duration: 0.15)
        s.settle()
        #expect(s.frames.contains { $0.phase == .bouncing })
        #expect(s.frames.map(\.offset.y).max()! > maxY)
        #expect(s.offset.y == maxY)
    }

    @Test func aPressCatchesAFling() throws {
        var s = try Session(config("grid", items: 2000))
        s.playground.setContentOffset(Point(x: 0, y: 10_000))
        s.drag(from: Point(x: 600, y: 700), to: Point(x: 600, y: 100), start: 0, duration: 0.15)
        s.run(until: 0.4)
        let caught = s.offset
        s.at(0.4, .pointerDown(Point(x: 300, y: 300), .left))
        s.run(until: 0.6)
        #expect(s.offset == caught)
        s.at(0.6, .pointerUp(Point(x: 300, y: 300), .left))
        s.settle()
        #expect(s.offset == caught)  // a click on a free layout leaves it there
    }

    @Test func wheelNotchesAreAnimatedAndAccumulate() throws {
        var s = try Session(config("grid"))
        s.at(0.1, .wheel(dx: 0, dy: -1, at: .zero))
        s.run(until: 0.1 + 0.075)
        #expect(s.offset.y > 5 && s.offset.y < 53)  // mid-animation
        s.at(0.2, .wheel(dx: 0, dy: -1, at: .zero))
        s.at(0.22, .wheel(dx: 0, dy: -1, at: .zero))
        s.settle()
        #expect(s.offset.y == 3 * 53)
        // Successive notches retarget without a jerk: no frame-to-frame velocity step bigger than the animation's
        // own peak change.
        let vs = s.frames.map(\.velocity.y)
        #expect(vs.allSatisfy { $0 >= -1e-9 })  // never backwards
    }

    @Test func trackpadFollowsDeltasAndEndsWithMomentumInFreeLayouts() throws {
        var s = try Session(config("grid", items: 2000))
        for i in 0..<20 { s.at(0.1 + Double(i) * 0.01, .wheel(dx: 0, dy: -0.4, at: .zero)) }
        let followed = s.offset.y
        #expect(abs(followed - 20 * 0.4 * 53) < 1e-6)  // 1:1 with the deltas
        s.settle()
        #expect(s.frames.contains { $0.phase == .decelerating })
        #expect(s.offset.y > followed + 100)  // 2120 points/s of momentum
    }

    @Test func horizontalLayoutsTurnTheVerticalWheelForward() throws {
        var s = try Session(config("grid", items: 2000).with(params: ["direction": "horizontal"]))
        s.at(0, .wheel(dx: 0, dy: -1, at: .zero))  // wheel down
        s.settle()
        #expect(s.offset == Point(x: 53, y: 0))
        s.at(s.time, .wheel(dx: 0, dy: 1, at: .zero), modifiers: .shift)
        s.settle()
        #expect(s.offset == Point(x: 0, y: 0))
    }

    @Test func keysScrollWithTheSameAnimation() throws {
        var s = try Session(config("grid", items: 2000))
        s.at(0, .keyDown(.down))
        s.settle()
        #expect(s.offset.y == 53)
        s.at(s.time, .keyDown(.pageDown))
        s.settle()
        #expect(s.offset.y == 53 + 0.875 * 800)
        s.at(s.time, .keyDown(.end))
        s.settle()
        #expect(s.offset.y == s.playground.scroller.axisRange.upperBound)
        s.at(s.time, .keyDown(.home))
        s.settle()
        #expect(s.offset.y == 0)
    }
}

/// Snapping layouts: every gesture ends exactly on a snap target.
@Suite struct SnappingTests {
    let viewport = Size(width: 1280, height: 800)

    func isSnapped(_ s: inout Session) -> Bool {
        let layout = s.playground.layout()
        guard let page = layout.snapPage(for: s.offset), let target = layout.snapOffset(forPage: page) else { return false }
        return target == s.offset
    }

    @Test(arguments: ["rotating", "cards", "coverflow"])
    func oneWheelNotchIsOnePage(layout: String) throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: layout, itemCount: 30))
        #expect(s.playground.page() == 0)
        s.at(0.1, .wheel(dx: 0, dy: -1, at: .zero))
        s.settle()
        #expect(s.playground.page() == 1)
        #expect(isSnapped(&s) == true)
        s.at(s.time, .wheel(dx: 0, dy: -1, at: .zero))
        s.at(s.time + 0.03, .wheel(dx: 0, dy: -1, at: .zero))
        s.at(s.time + 0.03, .wheel(dx: 0, dy: 1, at: .zero))
        s.settle()
        #expect(s.playground.page() == 2)  // +1 +1 −1
        #expect(isSnapped(&s) == true)
        s.at(s.time, .keyDown(.end))
        s.settle()
        #expect(s.playground.page() == 29)
        s.at(s.time, .keyDown(.left))
        s.settle()
        #expect(s.playground.page() == 28)
    }

    @Test func cardsMoveAtMostOnePagePerGesture() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "cards", itemCount: 30))
        // A hard fling: 8000 points/s leftward pointer, far beyond one page of projection.
        s.drag(from: Point(x: 1200, y: 400), to: Point(x: 200, y: 400), start: 0.1, duration: 0.12)
        s.settle()
        #expect(s.playground.page() == 1)
        #expect(isSnapped(&s) == true)
        #expect(s.frames.contains { $0.phase == .snapping })
        // Back the other way, a small drag past a third of a card.
        s.drag(from: Point(x: 400, y: 400), to: Point(x: 640, y: 400), start: s.time + 0.1, duration: 0.5)
        s.at(s.time + 0.1, .pointerMove(Point(x: 640, y: 400)))
        s.settle()
        #expect(s.playground.page() == 0)
    }

    @Test func aTrackpadBurstEndsInOneSnap() throws {
        for layout in ["rotating", "cards", "coverflow"] {
            var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: layout, itemCount: 30))
            for i in 0..<15 { s.at(0.1 + Double(i) * 0.012, .wheel(dx: 0, dy: -0.35, at: .zero)) }
            s.settle()
            let snapped = isSnapped(&s)
            #expect(snapped, "\(layout)")
            // dragging (the burst) → snapping → idle, with no second snap.
            var runs: [ScrollPhase] = []
            for f in s.frames where runs.last != f.phase { runs.append(f.phase) }
            #expect(runs.filter { $0 == .snapping }.count == 1, "\(layout): \(runs)")
        }
    }

    @Test(arguments: ["rotating", "cards", "coverflow"])
    func hundredsOfRandomGesturesRestExactlyOnSnapTargets(layout: String) throws {
        try withEverySeed(0..<200) { seed, rng in
            let items = rng.int(in: 1...40)
            var s = try Session(PlaygroundConfig(
                viewport: Size(width: rng.double(in: 400...1600), height: rng.double(in: 300...1000)),
                layoutName: layout, itemCount: items,
                decelerationRate: rng.bool() ? FrictionSimulation.normalRate : FrictionSimulation.fastRate))
            for _ in 0..<4 {
                let before = s.playground.page()!
                var moved = "drag"
                switch rng.int(in: 0...3) {
                case 0, 1:
                    let y = rng.double(in: 100...300)
                    let from = Point(x: rng.double(in: 0...1200), y: y)
                    let to = Point(x: from.x + rng.double(in: -1500...1500), y: y + rng.double(in: -50...50))
                    s.drag(from: from, to: to, start: s.time + 0.05, duration: rng.double(in: 0.03...0.6))
                case 2:
                    moved = "wheel"
                    s.at(s.time + 0.05, .wheel(dx: 0, dy: rng.bool() ? 1 : -1, at: .zero))
                default:
                    moved = "trackpad"
                    let dy = rng.double(in: -0.8...0.8)
                    for i in 0..<rng.int(in: 1...20) { s.at(s.time + 0.011 * Double(i > 0 ? 1 : 5), .wheel(dx: 0, dy: dy, at: .zero)) }
                }
                s.settle()
                let after = s.playground.page()!
                let snapped = isSnapped(&s)
                #expect(snapped, "seed \(seed) \(layout) after \(moved): \(s.offset)")
                #expect(s.frames.allSatisfy { $0.offset.isFinite && $0.velocity.isFinite }, "seed \(seed): NaN")
                if layout == "cards" && moved != "wheel" {
                    #expect(abs(after - before) <= 1, "seed \(seed): cards moved \(before) → \(after) after a \(moved)")
                }
                if moved == "wheel" { #expect(abs(after - before) <= 1, "seed \(seed)") }
            }
        }
    }

    @Test func rotatingCentersACell() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "rotating", itemCount: 24))
        s.drag(from: Point(x: 900, y: 400), to: Point(x: 500, y: 400), start: 0.1, duration: 0.3)
        s.settle()
        // Item i centered: offset.x + W/2 == i·210 + 100.
        let i = (s.offset.x + 640 - 100) / 210
        #expect(i == i.rounded() && i >= 1)
    }
}

extension PlaygroundConfig {
    func with(params: [String: String]) -> PlaygroundConfig {
        var c = self
        c.params = params
        return c
    }
}

@Suite struct ResizeAndHitTests {
    @Test func resizeKeepsTheCenteredItemInView() throws {
        var s = try Session(PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "grid", itemCount: 600))
        s.playground.setContentOffset(Point(x: 0, y: 5000))
        let found = s.playground.anchorItem()
        let anchor = try #require(found)
        s.at(0.1, .resize(Size(width: 700, height: 500)))
        s.run(until: 0.2)
        let shown = s.playground.shown
        let drawn = try #require(shown.items.first { $0.displayIndex == anchor })
        let c = drawn.quad.center
        #expect(c.x >= 0 && c.x <= 700 && c.y >= 0 && c.y <= 500, "anchor \(anchor) at \(c)")
        #expect(abs(c.y - 250) <= 100)  // as near the middle as a 190-point line pitch allows
    }

    @Test func hitTestingFindsTheTopmostDrawnCell() throws {
        var s = try Session(PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "rotating", itemCount: 24))
        s.playground.setContentOffset(Point(x: 105, y: 0), clamped: false)
        s.run(until: 0.05)
        // Item 3 is current (zIndex 1000): the point at the viewport's middle hits it, rotated.
        let hit = s.playground.shown.cell(at: Point(x: 640, y: 400))
        #expect(hit?.displayIndex == 3)
        #expect(s.playground.shown.cell(at: Point(x: 640, y: 50)) == nil)  // above the row
        let q = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 10, y: 0), bottomRight: Point(x: 10, y: 10),
                     bottomLeft: Point(x: 0, y: 10))
        #expect(q.contains(Point(x: 5, y: 5)) && q.contains(Point(x: 10, y: 5)) && !q.contains(Point(x: 11, y: 5)))
    }

    @Test func inspectionPredictsTheRestAndTheSnapTarget() throws {
        var s = try Session(PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "cards", itemCount: 12))
        s.drag(from: Point(x: 900, y: 400), to: Point(x: 600, y: 400), start: 0.1, duration: 0.2, release: false)
        let during = s.playground.inspection()
        #expect(during.predictedRest != nil)
        #expect(during.snapTarget == Point(x: 620, y: 0))  // past a third of a card: the next page
        s.at(0.3, .pointerUp(Point(x: 600, y: 400), .left))
        s.run(until: 0.32)
        #expect(s.playground.inspection().predictedRest == Point(x: 620, y: 0))
        s.settle()
        #expect(s.playground.inspection().predictedRest == nil)
        #expect(s.playground.page() == 1)  // the inspection's copy did not move the layout's page twice
    }
}

@Suite struct DrawingOverhangTests {
    /// Tall, narrow rotating cells turned 90° reach far beyond their frames; every cell whose drawn quad meets the
    /// viewport must be in the DrawList (found with a brute-force pass over all items' quads).
    @Test func turnedCellsJustOffScreenStillDraw() throws {
        var p = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 1280, height: 800), layoutName: "rotating",
            params: ["itemWidth": "100", "itemHeight": "700"], itemCount: 24))
        p.setContentOffset(Point(x: 537.5, y: 0), clamped: false)
        let drawn = Set(p.drawList().items.compactMap(\.displayIndex))
        let layout = p.layout()
        let screen = Rect(x: 0, y: 0, width: 1280, height: 800)
        for i in 0..<24 {
            let q = Playground.quad(for: layout.attributes(forItem: IndexPath(item: i))!, contentOffset: p.contentOffset)
            let xs = q.corners.map(\.x), ys = q.corners.map(\.y)
            let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            if box.intersects(screen) { #expect(drawn.contains(i), "item \(i) is on screen but not drawn") }
        }
    }
}
