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
}
