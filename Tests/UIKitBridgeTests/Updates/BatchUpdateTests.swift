@testable import PlaygroundCore
import Testing
import TestSupport
import UIKit
import UIKitBridge

/// The playground's edits reach a UIKit layout as UIKit's batch updates, in UIKit's order.
@Suite struct BatchUpdateTests {
    /// A session over a logging flow layout: 150 points wide (one 100×100 item per row), 3 items visible of 3.
    func session(items: Int = 3) throws -> (Session, LoggingTestLayout) {
        let layout = LoggingTestLayout()
        let plugin = UIKitLayoutAdapter.plugin(name: "logging", make: { _ in layout })
        var s = try Session(PlaygroundConfig(
            viewport: Size(width: 150, height: 400), layoutName: "logging", itemCount: items,
            layouts: LayoutRegistry.all + [plugin.descriptor(name: "logging", source: "test")]))
        s.run(until: 0.1)
        layout.log = []
        return (s, layout)
    }

    @Test func anInsertIsPreparedThenToldThenAskedThenFinalized() throws {
        var (s, layout) = try session()
        s.playground.focusedItem = 0
        s.playground.insertItem(at: s.time)
        // The new item goes after the focused one: 0.1. Every item visible after is asked where it starts, every
        // one visible before where it ends (old index paths), then finalize.
        #expect(layout.log == ["prepare", "updates insert ->0.1", "initial 0.0", "initial 0.1", "initial 0.2",
                               "initial 0.3", "final 0.0", "final 0.1", "final 0.2", "finalize"])
        s.run(until: s.time + 0.1)
        #expect(!s.playground.isSettled)   // the insert animates over 0.25 s
        s.run(until: s.time + 0.2)
        #expect(s.playground.isSettled && s.playground.itemCount == 4)
    }

    @Test func aDeleteAndItsUndoAreToldWithOldAndNewIndexPaths() throws {
        var (s, layout) = try session()
        s.playground.focusedItem = 1
        s.playground.deleteFocusedItem(at: s.time)
        #expect(layout.log == ["prepare", "updates delete 0.1>-", "initial 0.0", "initial 0.1", "final 0.0",
                               "final 0.1", "final 0.2", "finalize"])
        #expect(s.playground.ghosts.count == 1 && s.playground.ghosts[0].duration == 0.25)
        s.run(until: s.time + 0.5)
        layout.log = []
        s.playground.undo(at: s.time)
        #expect(layout.log == ["prepare", "updates insert ->0.1", "initial 0.0", "initial 0.1", "initial 0.2",
                               "final 0.0", "final 0.1", "finalize"])
        #expect(s.playground.order == [0, 1, 2])
    }

    @Test func aMoveIsOneUpdateItemFromTheOldToTheNewIndexPath() throws {
        var (s, layout) = try session()
        s.playground.perform(.move(from: 0, to: 2), at: s.time)
        #expect(layout.log == ["prepare", "updates move 0.0>0.2", "initial 0.0", "initial 0.1", "initial 0.2",
                               "final 0.0", "final 0.1", "final 0.2", "finalize"])
        #expect(s.playground.order == [1, 2, 0])
    }

    /// The playground's press-hold-drag reorder is UIKit's interactive movement: the lift begins it, each move of
    /// the lifted cell asks the layout's target (the cell's center passes over 0.1 at 110…210, then 0.2 at
    /// 220…320), the drop ends it; the order then is [1, 2, 0].
    @Test func aReorderIsUIKitsInteractiveMovement() throws {
        var (s, layout) = try session()
        let hold = s.playground.config.longPress + 0.05
        s.at(0.2, .pointerDown(Point(x: 75, y: 50), .left))
        s.run(until: 0.2 + hold)
        #expect(s.playground.reorder != nil)
        // The lift's context, then the first frame's update at the same place.
        let lifted = layout.log.filter { $0.contains("context") }
        #expect(!lifted.isEmpty && lifted.allSatisfy { $0 == "moving-context 0.0>0.0" })
        for i in 1...30 { s.at(0.2 + hold + Double(i) / 60, .pointerMove(Point(x: 75, y: 50 + 220 * Double(i) / 30))) }
        s.at(0.2 + hold + 0.6, .pointerUp(Point(x: 75, y: 270), .left))
        let contexts = layout.log.filter { $0.contains("context") }
        #expect(contexts.contains("moving-context 0.0>0.1") && contexts.contains("moving-context 0.1>0.2"))
        #expect(contexts.last == "ending-context 0.0>0.2")
        #expect(layout.log.contains("target 0.2 at (75,270) is 0.2"))
        #expect(layout.log.contains { $0.hasPrefix("moving 0.2 at (75,") })
        #expect(s.playground.order == [1, 2, 0])
    }

    /// Esc during the reorder: cancelInteractiveMovement, the order unchanged.
    @Test func aCancelledReorderIsACancelledMovement() throws {
        var (s, layout) = try session()
        let hold = s.playground.config.longPress + 0.05
        s.at(0.2, .pointerDown(Point(x: 75, y: 50), .left))
        s.run(until: 0.2 + hold)
        for i in 1...10 { s.at(0.2 + hold + Double(i) / 60, .pointerMove(Point(x: 75, y: 50 + 10 * Double(i)))) }
        s.at(0.2 + hold + 0.3, .keyDown(.escape))
        #expect(layout.log.filter { $0.contains("context") }.last == "ending-context 0.1>0.0 cancelled")
        #expect(s.playground.order == [0, 1, 2])
    }

    /// Ctrl+wheel during an insert's animation freezes it and steps it 10 % a notch: the inserted item (no initial
    /// attributes from this layout: it fades in at its place) is drawn at the eased progress; letting go of Ctrl plays
    /// the rest (0.7 · 0.25 s).
    @Test func ctrlWheelScrubsAnUpdatesAnimation() throws {
        var (s, _) = try session()
        s.playground.focusedItem = 0
        let t0 = s.time
        s.playground.insertItem(at: t0)
        let id = try #require(s.playground.focusedItem)
        s.run(until: t0 + 0.05)                                          // 0.05 / 0.25 = 20 % of the way
        s.at(t0 + 0.05, .wheel(dx: 0, dy: -1, at: Point(x: 75, y: 200)), modifiers: .control)   // + 10 %
        s.run(until: t0 + 1)                                             // frozen while Ctrl is held
        let alpha = s.playground.shown.items.first { $0.itemID == id }?.attributes.alpha ?? -1
        #expect(abs(alpha - easeInOut(0.3)) < 1e-9)
        #expect(!s.playground.isSettled && s.offset == Point(x: 0, y: 0))
        s.at(t0 + 1, .keyUp("leftctrl"))
        s.run(until: t0 + 1 + 0.7 * 0.25 + 0.05)
        #expect(s.playground.isSettled && s.playground.updateScrub == nil)
    }
}
