/// A reorder over a layout that takes interactive movement (`CollectionLayout.takesInteractiveMovement`: UIKit
/// layouts), as UIKit's collection view drives one (docs/uikit.md, "Interactive movement"): the lift is
/// `beginInteractiveMovementForItem(at:)` (the data source's `canMoveItemAt` may refuse it), every move of the
/// lifted cell `updateInteractiveMovementTargetPosition(_:)` (the layout's target index path, the delegate's
/// `targetIndexPathForMoveFromItemAt`), the drop `endInteractiveMovement()` and Esc `cancelInteractiveMovement()`.
/// The position the layout hears is the lifted cell's center in content coordinates (the pointer less where the
/// cell was grabbed, so the cell does not jump under the pointer); the lifted copy is drawn from the layout's
/// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
extension Playground {
    /// Begins the layout's movement of the item at display index `index`; false when the layout refuses.
    mutating func beginLayoutMovement(index: Int) -> Bool {
        guard host.layout.takesInteractiveMovement else { return true }
        let indexPath = host.prepared().indexPath(forFlatIndex: index)
        return host.beginInteractiveMovement(at: indexPath)
    }

    /// Tells the layout the lifted center `c` when it moved, and shows the order its target index path makes.
    mutating func updateLayoutMovement(_ session: ReorderSession, center c: Point, at t: Double) {
        guard session.movementPosition != c else { return }
        mode.updateReorder { $0.movementPosition = c }
        if let path = host.updateInteractiveMovement(to: c) {
            let index = host.prepared().flatIndex(of: path)
            if index != session.target, displayOrder.indices.contains(index) {
                let shift = ReorderSession.shiftDuration(autoScrollRatio: session.autoScrollRatio)
                rearrange(to: order.moving(from: session.source, to: index), at: t, duration: shift,
                          except: session.item)
                mode.updateReorder { $0.target = index }
            }
        }
        let target = reorder?.target ?? session.target
        let layout = host.prepared()
        if let a = layout.attributesForInteractivelyMovingItem(at: layout.indexPath(forFlatIndex: target), position: c) {
            mode.updateReorder { $0.lifted = a }
        }
    }

    /// Ends the layout's movement (dropped, or cancelled).
    mutating func endLayoutMovement(cancelled: Bool) {
        guard host.layout.takesInteractiveMovement else { return }
        host.endInteractiveMovement(cancelled: cancelled)
    }
}
