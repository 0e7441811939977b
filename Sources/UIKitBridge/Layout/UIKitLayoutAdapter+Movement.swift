import PlaygroundCore
import UIKit

/// The playground's reorder as UIKit's interactive movement on the layout's collection view (Playground+Movement.swift;
/// UICollectionView+InteractiveMovement.swift asks the data source, the delegate and the layout in UIKit's order).
/// With the playground's own items (a bare layout) there is no data source: the move is allowed, and the playground's
/// order changes on the drop; a hosted view controller's data source hears `canMoveItemAt` and `moveItemAt`.
extension UIKitLayoutAdapter {
    public var takesInteractiveMovement: Bool { true }

    /// The held click became a long press (UICollectionView+LongPress.swift): the long-press recognizers under it
    /// begin, and their actions start the movement as the app's code does; with none, the playground's reorder is
    /// the standard gesture (`beginInteractiveMovementForItem(at:)`), unless a collection view controller does not
    /// install it. A movement left over from an interrupted reorder is cancelled first.
    public mutating func beginInteractiveMovement(at indexPath: PlaygroundCore.IndexPath) -> Bool {
        ensurePrepared()
        let cv = state.collectionView
        if cv.playgroundMovement != nil { cv.cancelInteractiveMovement() }
        let began = playgroundOnMainActor { () -> Bool in
            let path = Self.ui(indexPath)
            // The press point: the item's centre (the core reports the item, not the pointer).
            let point = cv.layoutAttributesForItem(at: path)?.center ?? .zero
            let presses = cv.playgroundLongPressRecognizers(at: point)
            guard !presses.isEmpty else {
                return cv.playgroundStandardReorderGesture && cv.beginInteractiveMovementForItem(at: path)
            }
            cv.playgroundFeedLongPress(presses, .began, at: point)
            guard cv.playgroundMovement != nil else {
                // The action did something else (a menu, a delete): the press ends here, nothing is lifted.
                cv.playgroundFeedLongPress(presses, .ended, at: point)
                return false
            }
            cv.playgroundHeldLongPresses = presses
            return true
        }
        state.forgetPositions()
        state.collectNotices()
        return began
    }

    /// `updateInteractiveMovementTargetPosition(_:)` with the lifted center; the item's index path after it.
    public mutating func updateInteractiveMovement(to position: Point) -> PlaygroundCore.IndexPath? {
        ensurePrepared()
        let cv = state.collectionView
        guard cv.playgroundMovement != nil else { return nil }
        let presses = cv.playgroundHeldLongPresses
        if presses.isEmpty {
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: position.x, y: position.y))
        } else {
            playgroundOnMainActor { cv.playgroundFeedLongPress(presses, .changed, at: CGPoint(x: position.x, y: position.y)) }
        }
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
        let presses = cv.playgroundHeldLongPresses
        if !presses.isEmpty {
            cv.playgroundHeldLongPresses = []
            let point = cv.playgroundMovement.flatMap { cv.layoutAttributesForItem(at: $0.current)?.center } ?? .zero
            playgroundOnMainActor { cv.playgroundFeedLongPress(presses, cancelled ? .cancelled : .ended, at: point) }
        }
        guard cv.playgroundMovement != nil else { return }
        if cancelled { cv.cancelInteractiveMovement() } else { cv.endInteractiveMovement() }
        dropHostedBatches()  // the playground's own move: already shown
        state.forgetPositions()
        state.collectNotices()
    }
}
