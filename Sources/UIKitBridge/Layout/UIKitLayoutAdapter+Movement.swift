import PlaygroundCore
import UIKit

/// The playground's reorder as UIKit's interactive movement on the layout's collection view (Playground+Movement.swift;
/// UICollectionView+InteractiveMovement.swift asks the data source, the delegate and the layout in UIKit's order).
/// With the playground's own items (a bare layout) there is no data source: the move is allowed, and the playground's
/// order changes on the drop; a hosted view controller's data source hears `canMoveItemAt` and `moveItemAt`.
extension UIKitLayoutAdapter {
    public var takesInteractiveMovement: Bool { true }

    /// `beginInteractiveMovementForItem(at:)`; a movement left over from an interrupted reorder is cancelled first.
    public mutating func beginInteractiveMovement(at indexPath: PlaygroundCore.IndexPath) -> Bool {
        ensurePrepared()
        let cv = state.collectionView
        if cv.playgroundMovement != nil { cv.cancelInteractiveMovement() }
        let began = cv.beginInteractiveMovementForItem(at: Self.ui(indexPath))
        state.forgetPositions()
        state.collectNotices()
        return began
    }

    /// `updateInteractiveMovementTargetPosition(_:)` with the lifted center; the item's index path after it.
    public mutating func updateInteractiveMovement(to position: Point) -> PlaygroundCore.IndexPath? {
        ensurePrepared()
        let cv = state.collectionView
        guard cv.playgroundMovement != nil else { return nil }
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: position.x, y: position.y))
        state.forgetPositions()
        state.collectNotices()
        return cv.playgroundMovement.map { Self.core($0.current) }
    }

    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    public func attributesForInteractivelyMovingItem(at indexPath: PlaygroundCore.IndexPath, position: Point)
        -> LayoutAttributes? {
        ensurePrepared()
        guard state.collectionView.playgroundMovement != nil else { return nil }
        let a = timed(.item) {
            state.layout.layoutAttributesForInteractivelyMovingItem(at: Self.ui(indexPath),
                                                                    withTargetPosition: CGPoint(x: position.x, y: position.y))
        }
        state.collectNotices()
        return Self.core(a)
    }

    /// `endInteractiveMovement()` or `cancelInteractiveMovement()`.
    public mutating func endInteractiveMovement(cancelled: Bool) {
        let cv = state.collectionView
        guard cv.playgroundMovement != nil else { return }
        if cancelled { cv.cancelInteractiveMovement() } else { cv.endInteractiveMovement() }
        dropHostedBatches()  // the playground's own move: already shown
        state.forgetPositions()
        state.collectNotices()
    }
}
