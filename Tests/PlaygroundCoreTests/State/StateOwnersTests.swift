import Testing
import TestSupport
@testable import PlaygroundCore

/// The Playground's concerns as value types: the item order and its invariants, the undo history with parameter
/// coalescing, the parameter log and the interaction mode.
@Suite struct StateOwnersTests {
    @Test func anItemOrderKeepsItsInverseThroughShowAndCommit() {
        var o = ItemOrder(itemCount: 5, saved: nil)
        o.checkInvariants()
        #expect(o.committed == [0, 1, 2, 3, 4] && o.showsIdentity && o.version == 0 && o.nextID == 5)
        o.show([1, 0, 2, 3, 4])
        #expect(o.hasTentativeChanges && o.displayIndex(ofItem: 1) == 0 && o.displayIndex(ofItem: 0) == 1)
        #expect(o.committed == [0, 1, 2, 3, 4])  // nothing committed yet
        o.checkInvariants()
        o.commit()
        #expect(o.committed == [1, 0, 2, 3, 4] && o.version == 1 && !o.hasTentativeChanges)
        #expect(o.makeID() == 5 && o.nextID == 6)
        o.show(o.committed + [5])
        o.commit()
        o.checkInvariants()
        #expect(o.displayIndex(ofItem: 5) == 5 && o.displayIndex(ofItem: 6) == nil && o.displayIndex(ofItem: -1) == nil)
    }

    @Test func aSavedOrderIsKeptOnlyWhenItListsDistinctIdentitiesInRange() {
        #expect(ItemOrder(itemCount: 3, saved: [2, 0, 7]).committed == [2, 0, 7])
        #expect(ItemOrder(itemCount: 3, saved: [2, 0, 7]).nextID == 8)
        #expect(ItemOrder(itemCount: 3, saved: [2, 2, 1]).committed == [0, 1, 2])
        #expect(ItemOrder(itemCount: 3, saved: [-1, 0]).committed == [0, 1, 2])
        #expect(ItemOrder(itemCount: 3, saved: [0, 1_000_003]).committed == [0, 1, 2])
    }

    @Test func aNewCountKeepsTheCommittedIdentitiesBelowItAndAppendsTheRest() {
        var o = ItemOrder(itemCount: 6, saved: [5, 3, 1, 0, 2, 4])
        o.showCount(4)
        #expect(o.shown == [3, 1, 0, 2] && o.nextID == 4)
        o.commit()
        o.showCount(6)
        #expect(o.shown == [3, 1, 0, 2, 4, 5] && o.nextID == 6)
        o.commit()
        o.checkInvariants()
    }

    @Test func theInvariantsFindAShownOrderThatIsNotAPermutation() {
        var o = ItemOrder(itemCount: 3, saved: nil)
        o.show([0, 1])  // an insert or delete shows its new order just before committing it
        #expect(o.invariantViolations() == ["shown items are not a permutation of the order"])
        o.commit()
        #expect(o.invariantViolations().isEmpty)
    }

    @Test func theHistoryUndoesRedoesAndCoalescesOneParameter() {
        var h = EditHistory()
        h.record(.move(from: 0, to: 2))
        h.recordParameter("itemWidth", layout: "grid", from: "180", to: "170", at: 1, coalescing: 0.5)
        h.recordParameter("itemWidth", layout: "grid", from: "170", to: "160", at: 1.2, coalescing: 0.5)
        #expect(h.undoable == [.move(from: 0, to: 2), .parameter(name: "itemWidth", layout: "grid", from: "180", to: "160")])
        // Dragged back to where it started: the step disappears.
        h.recordParameter("itemWidth", layout: "grid", from: "160", to: "180", at: 1.4, coalescing: 0.5)
        #expect(h.undoable == [.move(from: 0, to: 2)])
        h.recordParameter("itemWidth", layout: "grid", from: "180", to: "150", at: 3, coalescing: 0.5)
        #expect(h.takeUndo() == .parameter(name: "itemWidth", layout: "grid", from: "180", to: "150"))
        #expect(h.redoable.count == 1 && h.undoable.count == 1)
        #expect(h.takeRedo() != nil && h.redoable.isEmpty)
        h.record(.move(from: 1, to: 0))
        #expect(h.redoable.isEmpty && h.undoable.count == 3)
        for k in 0..<(EditHistory.limit + 5) { h.record(.move(from: k, to: k + 1)) }
        #expect(h.undoable.count == EditHistory.limit && h.undoable.first == .move(from: 5, to: 6))
    }

    @Test func theParameterLogKeepsAtMostItsLimitOfRefusals() {
        var log = ParameterLog()
        for k in 0..<(ParameterLog.errorLimit + 3) { log.reject(ParameterError("bad \(k)"), at: Double(k)) }
        log.noteChange()
        #expect(log.errors.count == ParameterLog.errorLimit && log.errors.last?.message == "bad 99" && log.version == 1)
    }

    @Test func theModeHoldsAZoomOnlyWhileBrowsingOrPressing() {
        let zoom = ZoomState(item: 3, fromAmount: 0, toAmount: 1, start: 0)
        var mode = InteractionMode.browsing(zoom: nil)
        #expect(mode.isIdle)
        mode.setZoom(zoom)
        mode.press(InteractionMode.Press(point: .zero, time: 1, cell: (index: 3, item: 3), caughtMotion: false))
        #expect(mode.zoom == zoom && mode.press != nil && !mode.isIdle)
        mode.endPress()
        #expect(mode.zoom == zoom && mode.press == nil)
        mode.setZoom(nil)
        let session = ReorderSession(item: 2, source: 2, target: 2, grabOffset: .zero,
                                     lifted: LayoutAttributes(cell: IndexPath(item: 2), frame: Rect(x: 0, y: 0, width: 10, height: 10)), start: 1)
        mode.lift(session)
        mode.setZoom(zoom)  // a reorder shows no zoom
        mode.press(InteractionMode.Press(point: .zero, time: 2, cell: nil, caughtMotion: false))  // nor a press
        #expect(mode.zoom == nil && mode.press == nil && mode.reorder?.item == 2)
        mode.updateReorder { $0.target = 4 }
        #expect(mode.reorder?.target == 4)
        mode.endReorder()
        #expect(mode.isIdle)
    }

    /// The modes as the playground moves through them: a press over a zoom, a drag ending the press, a long press
    /// lifting a cell with the focus on it.
    @Test func thePlaygroundMovesThroughTheModes() throws {
        var s = try Session(PlaygroundConfig(viewport: Size(width: 1280, height: 800), layoutName: "grid", itemCount: 60))
        let cell7 = Point(x: 100 + 216, y: 100 + 190)
        s.at(0.1, .pointerDown(cell7, .left))
        #expect(s.playground.mode.press?.cell?.item == 7)
        s.at(0.2, .pointerUp(cell7, .left))
        #expect(s.playground.mode.zoom?.item == 7 && s.playground.mode.press == nil && s.playground.focusedItem == 7)
        s.at(0.3, .pointerDown(cell7, .left))
        #expect(s.playground.mode.zoom?.item == 7 && s.playground.mode.press != nil)  // a press over a zoom
        s.at(0.35, .pointerUp(cell7, .left))
        s.run(until: 1)
        #expect(s.playground.mode.isIdle)  // zoomed back out and gone
        s.at(1.1, .pointerDown(cell7, .left))
        s.run(until: 1.7)
        #expect(s.playground.mode.reorder?.item == 7 && s.playground.focusedItem == 7)
        s.at(1.8, .pointerUp(cell7, .left))
        #expect(s.playground.mode.isIdle)
    }
}
