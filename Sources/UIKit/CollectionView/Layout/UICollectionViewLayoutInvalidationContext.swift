/// What an invalidation says is stale (UICollectionViewLayoutInvalidationContext). The playground re-prepares the
/// whole layout whatever the context says; layouts read it in `invalidateLayout(with:)` as on iOS.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    open internal(set) var invalidateEverything = false
    open internal(set) var invalidateDataSourceCounts = false
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// The moving items' index paths before this change of an interactive movement (nil outside one).
    open private(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The moving items' index paths after this change of an interactive movement (nil outside one).
    open private(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The point that decided `targetIndexPathsForInteractivelyMovingItems` (Apple: "filled when an interactive
    /// move is in progress or has just ended").
    open private(set) var interactiveMovementTarget: CGPoint = .zero

    public required override init() { super.init() }

    /// An interactive movement's fields (UICollectionViewLayout's movement contexts fill them).
    package func playgroundSetInteractiveMovement(previous: [IndexPath], target: [IndexPath], position: CGPoint) {
        previousIndexPathsForInteractivelyMovingItems = previous
        targetIndexPathsForInteractivelyMovingItems = target
        interactiveMovementTarget = position
    }

    /// A batch update: the counts changed (UIKit sets invalidateDataSourceCounts for batch updates).
    package func playgroundMarkDataSourceCounts() { invalidateDataSourceCounts = true }

    /// A data change: everything, the counts included.
    package func playgroundMarkEverything() {
        invalidateEverything = true
        invalidateDataSourceCounts = true
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var d = invalidatedSupplementaryIndexPaths ?? [:]
        d[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = d
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var d = invalidatedDecorationIndexPaths ?? [:]
        d[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = d
    }
}
