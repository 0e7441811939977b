internal import RealModule

/// A pinch or rotation under way on an item's view: which item, which gesture, and its values so far
/// (CollectionLayout+ItemPinch.swift).
public struct ItemPinchSession: Equatable, Sendable {
    public let indexPath: IndexPath
    /// What the item's view recognizes: a view that pinches and rotates at once (SwiftUI's `MagnifyGesture()
    /// .simultaneously(with: RotateGesture())`) keeps one gesture while Shift is pressed and let go.
    public let claim: ItemPinchClaim
    /// Whether the wheel last turned it (Shift held), else scaled it.
    public internal(set) var rotation: Bool
    public let startTime: Double
    public internal(set) var scale = 1.0
    public internal(set) var angle = 0.0
    /// Where the wheel turned (viewport coordinates).
    public internal(set) var point: Point
}

extension Playground {
    /// The pinch or rotation under way, if any (for traces and tests).
    public var itemPinch: ItemPinchSession? { itemPinchSession }

    /// Ctrl (+ Shift) + wheel over an item whose view recognizes a pinch (a rotation): the gesture changes by the
    /// wheel's notches. False when no item's view claims it (the wheel does what it did).
    mutating func pinchWheel(dx: Double, dy: Double, modifiers: Modifiers, time: Double) -> Bool {
        guard modifiers.contains(.control), let p = pointer else { return false }
        let rotation = modifiers.contains(.shift)
        if let session = itemPinchSession, !(rotation ? session.claim.rotate : session.claim.magnify) {
            endItemPinch(at: time)
        }
        if itemPinchSession == nil {
            guard let hit = frameForPress(at: time)?.cell(at: p), let index = hit.displayIndex else { return false }
            let indexPath = host.prepared().indexPath(forFlatIndex: index)
            guard let claim = host.itemPinches(at: indexPath, point: p + scroller.offset),
                  rotation ? claim.rotate : claim.magnify else { return false }
            itemPinchSession = ItemPinchSession(indexPath: indexPath, claim: claim, rotation: rotation, startTime: time,
                                                point: p)
        }
        guard var session = itemPinchSession else { return false }
        session.rotation = rotation
        // Shift + wheel turns the wheel sideways on some systems: either delta counts.
        let notches = dy != 0 ? dy : dx
        if rotation {
            session.angle += notches * ItemPinchEvent.anglePerNotch
        } else {
            session.scale *= Double.pow(ItemPinchEvent.scalePerNotch, notches)
        }
        session.point = p
        itemPinchSession = session
        tellItemPinch(.changed, session, time: time)
        return true
    }

    /// Ctrl let go (or the pointer went down): the gesture under way ends at its last values.
    mutating func endItemPinch(at time: Double) {
        guard let session = itemPinchSession else { return }
        itemPinchSession = nil
        tellItemPinch(.ended, session, time: time)
    }

    private mutating func tellItemPinch(_ phase: ItemPinchEvent.Phase, _ session: ItemPinchSession, time: Double) {
        host.itemPinch(ItemPinchEvent(phase: phase, rotation: session.rotation, indexPath: session.indexPath,
                                      location: session.point + scroller.offset, contentOffset: scroller.offset,
                                      scale: session.scale, angle: session.angle, startTime: session.startTime,
                                      time: time))
    }
}
