/// Gestures of an item's own view (CollectionLayout+ItemGestures.swift): a press on an item asks the layout what
/// the item recognizes; a drag it claims is told every move past its minimum distance and its end (with the
/// pointer's velocity), a long press is told once it is held still long enough. A drag that takes the pointer keeps
/// the scroll view still, and neither taps, lifts for a reorder nor zooms; one that does not runs along the pan.
/// A press that caught a moving scroll view claims nothing (the press stops the scroll, as on iOS).
public struct ItemGestureSession: Sendable {
    public let claim: ItemGestureClaim
    public let indexPath: IndexPath
    /// Where the press began (viewport coordinates) and when.
    public let start: Point
    public let startTime: Double
    /// Whether the drag passed its minimum distance (it is under way).
    public internal(set) var dragging = false
    /// Whether the long press was recognized, or failed (moved too far).
    public internal(set) var longPressDone = false
    /// Whether the long press was recognized (not failed).
    public internal(set) var longPressRecognized = false
    var trackerX = VelocityTracker()
    var trackerY = VelocityTracker()

    /// Whether the scroll view is kept still: a drag that takes the pointer (one after a long press: once the
    /// press is recognized; one decided at its beginning: once it began).
    var holdsPointer: Bool {
        guard let drag = claim.drag, drag.takesPointer else { return false }
        if drag.afterLongPress { return longPressRecognized }
        return !drag.decidedAtBegin || dragging
    }

    /// Whether the drag may begin: at once, or after its long press.
    var dragAllowed: Bool { claim.drag?.afterLongPress != true || longPressRecognized }
}

extension Playground {
    /// The gesture under way, if any (for traces and tests).
    public var itemGestureSession: ItemGestureSession? { itemGesture }

    /// A press on `cell` at `p` (viewport coordinates): asks the layout what the item recognizes.
    mutating func beginItemGesture(cell: (index: Int, item: Int)?, at p: Point, time: Double, caught: Bool) {
        itemGesture = nil
        guard let cell, !caught else { return }
        let indexPath = host.prepared().indexPath(forFlatIndex: cell.index)
        guard let claim = host.itemGestures(at: indexPath, point: p + scroller.offset),
              claim.drag != nil || claim.longPress != nil else { return }
        var session = ItemGestureSession(claim: claim, indexPath: indexPath, start: p, startTime: time)
        session.trackerX.add(time: time, position: p.x)
        session.trackerY.add(time: time, position: p.y)
        itemGesture = session
        if session.holdsPointer { _ = scroller.cancelPress() }
        if claim.longPress != nil { tellItemGesture(.pressing(true), at: p, time: time) }
    }

    /// The pointer moved: true when the item's drag holds the pointer (the scroll view is not moved).
    mutating func moveItemGesture(to p: Point, time: Double) -> Bool {
        guard var session = itemGesture else { return false }
        session.trackerX.add(time: time, position: p.x)
        session.trackerY.add(time: time, position: p.y)
        let moved = (p - session.start).length
        if let press = session.claim.longPress, !session.longPressDone, moved > press.maximumDistance {
            session.longPressDone = true   // the long press failed: it stops pressing
            itemGesture = session
            tellItemGesture(.pressing(false), at: p, time: time)
        }
        if let drag = session.claim.drag, session.dragAllowed, session.dragging || moved >= drag.minimumDistance {
            if !session.dragging {
                if drag.decidedAtBegin {
                    // Asked as it would begin: a refusal leaves the press to the scroll view (nothing more is told).
                    itemGesture = session
                    guard askItemGesture(at: p, time: time) else {
                        itemGesture = nil
                        return false
                    }
                    if drag.takesPointer { takePointerFromScroll(at: p, time: time) }
                }
                session.dragging = true
                mode.endPress()   // a drag is neither a tap nor a long press
            }
            itemGesture = session
            tellItemGesture(.dragChanged, at: p, time: time)
        } else {
            itemGesture = session
        }
        return session.holdsPointer
    }

    /// The button went up: true when the item's drag held the pointer (nothing else happens).
    mutating func endItemGesture(at p: Point, time: Double) -> Bool {
        guard var session = itemGesture else { return false }
        itemGesture = nil
        session.trackerX.add(time: time, position: p.x)   // the release is the drag's last location
        session.trackerY.add(time: time, position: p.y)
        if session.dragging { tellItemGesture(.dragEnded, at: p, time: time, session: session) }
        if session.claim.longPress != nil, !session.longPressDone {
            tellItemGesture(.pressing(false), at: p, time: time, session: session)
        }
        // A long press recognized whose drag never began: the sequence ends without succeeding.
        if session.claim.drag?.afterLongPress == true, session.longPressRecognized, !session.dragging {
            tellItemGesture(.cancelled, at: p, time: time, session: session)
        }
        return session.holdsPointer
    }

    /// Esc or another interaction: the gesture is cancelled.
    mutating func cancelItemGesture(time: Double) {
        guard let session = itemGesture else { return }
        itemGesture = nil
        tellItemGesture(.cancelled, at: pointer ?? session.start, time: time, session: session)
    }

    /// Each frame: a press held still long enough is the item's long press (instead of the playground's reorder).
    mutating func advanceItemGesture(to t: Double) {
        guard var session = itemGesture, let press = session.claim.longPress, !session.longPressDone,
              !session.dragging, t - session.startTime >= press.minimumDuration else { return }
        session.longPressDone = true
        session.longPressRecognized = true
        itemGesture = session
        mode.endPress()   // recognized: the release is not a tap
        // A drag sequenced after the press takes the pointer from now on (the scroll view stops following it).
        if session.holdsPointer { _ = scroller.cancelPress() }
        tellItemGesture(.longPressed, at: pointer ?? session.start, time: t)
    }

    /// A drag decided at its beginning takes the pointer: the scroll view, which may have begun panning past its
    /// slop, lets go (its drag ends without a fling, and it settles back inside its bounds if it had pulled past
    /// an edge), as a UIKit scroll view whose pan another recognizer prevents.
    private mutating func takePointerFromScroll(at p: Point, time: Double) {
        if let release = scroller.cancelPress() { settle(Release(position: release.position, velocity: 0, time: time), time: time) }
        if let start = scrollDragStart {
            host.scrollDragChanged(ScrollDrag(phase: .ended, location: p, translation: p - start, velocity: .zero,
                                              willDecelerate: scroller.isMoving))
            scrollDragStart = nil
        }
    }

    /// Asks the layout whether the drag begins now (a drag decided at its beginning).
    private mutating func askItemGesture(at p: Point, time: Double) -> Bool {
        guard let session = itemGesture else { return false }
        return host.itemGestureShouldBegin(event(.dragChanged, at: p, time: time, session: session))
    }

    private func event(_ phase: ItemGestureEvent.Phase, at p: Point, time: Double, session: ItemGestureSession) -> ItemGestureEvent {
        let offset = scroller.offset
        let velocity = Point(x: session.trackerX.velocity(at: time), y: session.trackerY.velocity(at: time))
        return ItemGestureEvent(phase: phase, indexPath: session.indexPath, location: p + offset,
                                startLocation: session.start + offset, contentOffset: offset, velocity: velocity, time: time)
    }

    private mutating func tellItemGesture(_ phase: ItemGestureEvent.Phase, at p: Point, time: Double,
                                          session given: ItemGestureSession? = nil) {
        guard let session = given ?? itemGesture else { return }
        host.itemGesture(event(phase, at: p, time: time, session: session))
    }
}
