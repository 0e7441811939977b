/// Interactive movement (iOS 9): an item dragged to a new place, asking the data source, the delegate and the
/// layout in UIKit's order (docs/uikit-machinery.md, "Interactive movement"). The playground's press-hold-drag
/// reorder drives these on a UIKit layout's collection view (UIKitLayoutAdapter+Movement.swift).
///
///     cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))   // canMoveItemAt; true
///     cv.updateInteractiveMovementTargetPosition(CGPoint(x: 260, y: 50))       // the layout's target, the delegate's
///     cv.endInteractiveMovement()                                               // moveItemAt(0,0 → 0,2)
extension UICollectionView {
    /// An interactive movement in progress: where the item was, where it is now, the last target position.
    package struct PlaygroundMovement: Equatable {
        package var original: IndexPath
        package var current: IndexPath
        package var position: CGPoint
    }

    /// The interactive movement in progress, if any.
    package var playgroundMovement: PlaygroundMovement? { playgroundBookkeeping.movement }

    /// Begins moving the item at `indexPath` (Apple, beginInteractiveMovementForItem(at:): "true if it is possible
    /// to move the item or false if the item is not allowed to move"). Asks the data source's
    /// `collectionView(_:canMoveItemAt:)` (no data source: the playground owns the data, and allows it), then
    /// invalidates the layout with `invalidationContext(forInteractivelyMovingItems:…)` for the item at its own
    /// place. False when a movement is already in progress or the index path is not an item.
    package func playgroundBeginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        let book = playgroundBookkeeping
        let counts = playgroundCounts
        guard book.movement == nil, counts.indices.contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < counts[indexPath.section] else { return false }
        if let dataSource, !dataSource.collectionView(self, canMoveItemAt: indexPath) { return false }
        let layout = collectionViewLayout
        if !playgroundDrivenByPlayground { layout.playgroundPrepareIfNeeded() }
        let center = playgroundCurrentAttributes(of: indexPath)?.center ?? .zero
        book.movement = PlaygroundMovement(original: indexPath, current: indexPath, position: center)
        layout.invalidateLayout(with: layout.invalidationContext(
            forInteractivelyMovingItems: [indexPath], withTargetPosition: center,
            previousIndexPaths: [indexPath], previousPosition: center))
        setNeedsLayout()
        return true
    }

    /// Moves the item's target to `targetPosition` (content coordinates). UIKit's order (Apple,
    /// updateInteractiveMovementTargetPosition(_:): "The collection view uses the new point to determine if the item
    /// needs to be repositioned and if the current layout needs to be updated"): the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`; when that differs from the item's current index
    /// path, the delegate's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` with the
    /// item's original index path (its page: "currentIndexPath: The item's original index path"); then the
    /// layout's `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:
    /// previousPosition:)`. An index path outside the items keeps the current one.
    package func playgroundUpdateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        let book = playgroundBookkeeping
        guard var movement = book.movement else { return }
        let layout = collectionViewLayout
        if !playgroundDrivenByPlayground { layout.playgroundPrepareIfNeeded() }
        var target = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        if target != movement.current, let delegate {
            target = delegate.collectionView(self, targetIndexPathForMoveFromItemAt: movement.original,
                                             toProposedIndexPath: target)
        }
        if !playgroundCanHold(target, movingFrom: movement.current) { target = movement.current }
        let previous = movement.current, previousPosition = movement.position
        if target != previous { playgroundShowMove(from: previous, to: target) }
        movement.current = target
        movement.position = targetPosition
        book.movement = movement
        layout.invalidateLayout(with: layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
            previousIndexPaths: [previous], previousPosition: previousPosition))
        setNeedsLayout()
    }

    /// Ends the movement with the item at its target (Apple, endInteractiveMovement(): "The collection view responds
    /// by calling the collectionView(_:moveItemAt:to:) method of its data source"; that method's page: "the
    /// collection view calls this method if the position of the item changed"). Then the layout's
    /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`
    /// with `movementCancelled` false.
    package func playgroundEndInteractiveMovement() {
        let book = playgroundBookkeeping
        guard let movement = book.movement else { return }
        let layout = collectionViewLayout
        if movement.current != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.current], previousIndexPaths: [movement.original], movementCancelled: false)
        book.movement = nil
        if playgroundSectionCounts == nil, dataSource != nil { book.counts = nil }
        layout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// Ends the movement with the item back where it was (Apple, cancelInteractiveMovement(): "return the item to
    /// its original location"): the data source hears nothing; the layout's ending context has
    /// `movementCancelled` true, the final index path the original one.
    package func playgroundCancelInteractiveMovement() {
        let book = playgroundBookkeeping
        guard let movement = book.movement else { return }
        let layout = collectionViewLayout
        if movement.current != movement.original { playgroundShowMove(from: movement.current, to: movement.original) }
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.original], previousIndexPaths: [movement.current], movementCancelled: true)
        book.movement = nil
        layout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    // MARK: Helpers

    /// The layout's attributes of the item at `indexPath` now: `layoutAttributesForItem(at:)`, else the rect query's.
    func playgroundCurrentAttributes(of indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        if let a = layout.layoutAttributesForItem(at: indexPath) { return a }
        let size = layout.collectionViewContentSize
        let all = CGRect(x: -bounds.width, y: -bounds.height, width: size.width + 2 * bounds.width,
                         height: size.height + 2 * bounds.height)
        return layout.layoutAttributesForElements(in: all)?.first {
            $0.representedElementCategory == .cell && $0.indexPath == indexPath
        }
    }

    /// Whether the moving item can take `target`: an item's place (or the end of a section, when it comes from
    /// another section).
    func playgroundCanHold(_ target: IndexPath, movingFrom current: IndexPath) -> Bool {
        let counts = playgroundCounts
        guard counts.indices.contains(target.section), target.item >= 0 else { return false }
        let limit = counts[target.section] + (target.section == current.section ? 0 : 1)
        return target.item < limit
    }

    /// The tentative arrangement while the item moves: the cells on screen follow it, and a move across sections
    /// changes the counts the layout reads (UIKit shows the item at its target before the data source hears of it).
    func playgroundShowMove(from: IndexPath, to: IndexPath) {
        let book = playgroundBookkeeping
        let before = playgroundCounts
        var after = before
        if from.section != to.section {
            after[from.section] -= 1
            after[to.section] += 1
        }
        if playgroundSectionCounts == nil {
            playgroundMoveVisibleViews(through: [.moveItem(from, to)], before: before, after: after)
            book.counts = after
        }
    }
}
