import Testing
import TestSupport
@testable import PlaygroundCore

/// Layout switches: hotkeys, anchoring, continuity, scrubbing.
@Suite struct SwitchingTests {
    let viewport = Size(width: 1280, height: 800)

    func centers(_ list: DrawList, onScreenOnly: Bool = false) -> [Int: Point] {
        var out: [Int: Point] = [:]
        let screen = Rect(origin: .zero, size: list.viewport)
        for d in list.items where d.role == .content {
            if let id = d.itemID, d.displayIndex != nil, !onScreenOnly || screen.contains(d.quad.center) { out[id] = d.quad.center }
        }
        return out
    }

    @Test func hotkeysSwitchThroughEveryLayoutAndBack() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "grid", itemCount: 60))
        var t = 0.1
        let visits = Array(LayoutRegistry.names.enumerated()).map { ($0.offset, $0.element) } + [(0, "grid")]
        for (k, name) in visits {
            s.at(t, .keyDown(Key(rawValue: String(k + 1))))
            #expect(s.playground.layoutName == name)
            #expect(s.playground.title == "Layout Playground - \(name)")
            // The first press of 1 finds grid already shown: no switch. Every other press starts one.
            #expect(s.playground.transition?.to == (t == 0.1 ? nil : name))
            s.run(until: t + 0.5)
            #expect(s.playground.transition == nil, "\(name): transition did not end")
            #expect(s.frames.allSatisfy { $0.offset.isFinite })
            #expect(s.playground.shown.items.allSatisfy { $0.quad.isFinite && $0.alpha.isFinite })
            t += 0.6
        }
        s.at(t, .keyDown(.tab))
        #expect(s.playground.layoutName == "waterfall")
        s.at(t + 0.1, .keyDown(.tab), modifiers: .shift)
        #expect(s.playground.layoutName == "grid")
    }

    @Test func theAnchorItemIsAtTheViewportCenterBeforeAndAfter() throws {
        for target in ["waterfall", "rotating", "cards", "coverflow"] {
            var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "grid", itemCount: 200))
            s.playground.setContentOffset(Point(x: 0, y: 2000))
            s.run(until: 0.05)
            let found = s.playground.anchorItem()
            let anchorIndex = try #require(found)
            let anchor = s.playground.displayOrder[anchorIndex]
            let before = try #require(centers(s.playground.shown)[anchor])
            #expect((before - Point(x: 640, y: 400)).length < 120)  // the nearest cell to the center
            s.at(0.1, .keyDown(Key(rawValue: String(LayoutRegistry.names.firstIndex(of: target)! + 1))))
            s.run(until: 0.7)
            let after = try #require(centers(s.playground.shown)[anchor], "\(target)")
            // Centered along the scroll axis; across it, wherever the layout puts the item (a waterfall column).
            let axis = s.playground.scroller.axis
            #expect(abs(after[axis] - viewport[axis] / 2) < 1e-6, "\(target): anchor \(anchor) at \(after)")
            #expect(after.x >= 0 && after.x <= 1280 && after.y >= 0 && after.y <= 800)
        }
    }

    @Test func aSwitchStartedMidTransitionIsContinuous() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "grid", itemCount: 80))
        var previous = centers(s.playground.shown, onScreenOnly: true)
        var worst = 0.0
        // Items on screen in two consecutive frames: what the user can follow.
        func step(_ s: inout Session) {
            let now = centers(s.playground.shown, onScreenOnly: true)
            for (id, c) in now { if let p = previous[id] { worst = max(worst, (c - p).length) } }
            previous = now
        }
        s.at(0.1, .keyDown("3"))
        for k in 1...8 { s.run(until: 0.1 + Double(k) / 60); step(&s) }
        s.at(0.1 + 8.5 / 60, .keyDown("4"))  // mid-way: start the next one from what is shown
        for k in 9...60 { s.run(until: 0.1 + Double(k) / 60); step(&s) }
        #expect(s.playground.transition == nil && s.playground.layoutName == "cards")
        // A 0.4 s eased transition moves an on-screen item at most 1.5·(its travel)/24 per frame — under 200 points
        // for travel across the window; a jump would be bigger.
        #expect(worst < 200, "largest per-frame move \(worst)")
    }

    @Test func scrubbingGoesBothWaysAndFinishesTowardTheNearerEnd() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "grid", itemCount: 60))
        s.at(0.1, .keyDown("2"))
        s.at(0.15, .wheel(dx: 0, dy: 1, at: .zero), modifiers: .control)  // scrub back
        let p1 = try #require(s.playground.transition).progress(at: 0.15)
        s.run(until: 0.8)
        #expect(s.playground.transition?.progress(at: 0.8) == p1)  // held while scrubbing
        s.at(0.8, .wheel(dx: 0, dy: -1, at: .zero), modifiers: .control)
        s.at(0.81, .wheel(dx: 0, dy: -1, at: .zero), modifiers: .control)
        #expect(abs(s.playground.transition!.progress(at: 0.81) - (p1 + 0.2)) < 1e-9)
        s.at(0.9, .wheel(dx: 0, dy: 1, at: .zero), modifiers: .control)
        s.at(0.91, .wheel(dx: 0, dy: 1, at: .zero), modifiers: .control)
        s.at(0.92, .wheel(dx: 0, dy: 1, at: .zero), modifiers: .control)
        #expect(s.playground.transition!.progress(at: 0.92) < 0.5)
        s.at(1.0, .keyUp("leftctrl"))
        s.run(until: 1.6)
        #expect(s.playground.transition == nil)
        #expect(s.playground.layoutName == "grid")  // finished back at the old layout
        s.at(2.0, .keyDown("2"))
        s.at(2.05, .wheel(dx: 0, dy: -6, at: .zero), modifiers: .control)
        s.at(2.1, .keyUp("rightctrl"))
        s.run(until: 2.7)
        #expect(s.playground.transition == nil && s.playground.layoutName == "waterfall")
    }
}

/// Insert, delete, undo and redo.
@Suite struct EditingTests {
    let viewport = Size(width: 1280, height: 800)

    @Test func insertAppearsFromTheCenterAndDeleteLeavesByFading() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "grid", itemCount: 20))
        s.at(0.1, .keyDown("return"))
        let focused = try #require(s.playground.focusedItem)
        s.at(0.2, .keyDown("n"))
        #expect(s.playground.order.count == 21)
        #expect(s.playground.order[s.playground.order.firstIndex(of: focused)! + 1] == 20)  // after the focused item
        #expect(s.playground.focusedItem == 20)
        s.run(until: 0.2 + 1 / 60)
        let appearing = try #require(s.playground.shown.items.first { $0.itemID == 20 && $0.displayIndex != nil })
        #expect(appearing.alpha < 0.1)
        #expect((appearing.quad.center - Point(x: 640, y: 400)).length < 40)
        s.run(until: 0.8)
        #expect(s.playground.shown.items.first { $0.itemID == 20 }!.alpha == 1)
        s.at(1.0, .keyDown("delete"))
        #expect(!s.playground.order.contains(20) && s.playground.order.count == 20)
        s.run(until: 1.1)
        let ghost = try #require(s.playground.shown.items.first { $0.itemID == 20 })
        #expect(ghost.displayIndex == nil && ghost.alpha < 1)  // on its way out
        s.run(until: 1.5)
        #expect(!s.playground.shown.items.contains { $0.itemID == 20 })
        s.at(1.6, .keyDown("z"), modifiers: .control)
        #expect(s.playground.order.contains(20))
        s.at(1.7, .keyDown("z"), modifiers: .control)
        #expect(s.playground.order == Array(0..<20))
        s.at(1.8, .keyDown("z"), modifiers: [.control, .shift])
        #expect(s.playground.order.count == 21)
    }

    @Test func seededEditSequencesMatchASimpleModel() throws {
        try withEverySeed(0..<150) { seed, rng in
            let n = rng.int(in: 0...12)
            let layouts = LayoutRegistry.names
            var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: layouts[rng.int(in: 0...layouts.count - 1)],
                                                 itemCount: n))
            var model = Array(0..<n), undo: [[Int]] = [], redo: [[Int]] = []
            var t = 0.05
            for _ in 0..<rng.int(in: 5...40) {
                t += rng.double(in: 0.01...0.3)
                let before = s.playground.order
                switch rng.int(in: 0...6) {
                case 0, 1:
                    if s.playground.focusedItem == nil { s.at(t, .keyDown("return")) }
                    s.at(t, .keyDown("n"))
                case 2:
                    s.at(t, .keyDown("return"))
                    s.at(t, .keyDown(rng.bool() ? "delete" : "backspace"))
                case 3: s.at(t, .keyDown("z"), modifiers: .control)
                case 4: s.at(t, .keyDown("z"), modifiers: [.control, .shift])
                case 5:
                    s.at(t, .keyDown("return"))
                    s.at(t, .keyDown([Key.left, .right, .up, .down][rng.int(in: 0...3)]), modifiers: .control)
                default:
                    s.at(t, .keyDown(Key(rawValue: String(rng.int(in: 1...layouts.count)))))
                }
                let after = s.playground.order
                // The model: snapshots. A change back to the last undo snapshot was an undo, to the last redo
                // snapshot a redo; anything else a new edit, which clears redo.
                #expect(before == model, "seed \(seed)")
                if after != model {
                    if undo.last == after {
                        redo.append(model)
                        undo.removeLast()
                    } else if redo.last == after {
                        undo.append(model)
                        redo.removeLast()
                    } else {
                        undo.append(model)
                        redo.removeAll()
                    }
                    model = after
                }
                #expect(Set(after).count == after.count, "seed \(seed): duplicate items \(after)")
                #expect(s.playground.displayOrder == after, "seed \(seed)")
            }
            // Undo everything: back to the start.
            for _ in 0..<200 { t += 0.01; s.at(t, .keyDown("z"), modifiers: .control) }
            #expect(s.playground.order == Array(0..<n), "seed \(seed): undoing all gave \(s.playground.order)")
            s.run(until: t + 1)
            #expect(s.playground.shown.items.allSatisfy { $0.quad.isFinite }, "seed \(seed)")
        }
    }

    /// Soak seed 106: an undo removed the last card while a snap headed for it; the content must not rest there.
    @Test func contentThatShrinksUnderAMotionSettlesBackIntoRange() throws {
        var s = try Session(PlaygroundConfig(viewport: viewport, layoutName: "cards", itemCount: 3))
        s.at(0.1, .keyDown(.end))
        s.settle()
        s.at(s.time, .keyDown("return"))
        s.at(s.time, .keyDown("n"))          // a fourth card after the last one
        s.at(s.time + 0.01, .keyDown(.end))  // heading for it…
        s.at(s.time + 0.05, .keyDown("z"), modifiers: .control)  // …when the insert is undone
        s.settle()
        let range = s.playground.scroller.axisRange
        #expect(s.playground.order.count == 3)
        #expect(range.contains(s.offset.x), "\(s.offset.x) outside \(range)")
        #expect(s.playground.page() == 2)
    }
}
