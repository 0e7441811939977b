import Foundation

/// What a hosted collection view's layout answered about a data source's own batch (issue uikit-behaviour): the
/// window animates the batch with these answers, item by item, as UIKit animates it, without asking the layout a
/// second time (the layout hears the batch once, in UIKit's order, before `performBatchUpdates` returns:
/// UICollectionView+UpdateItems.swift).
package struct PlaygroundAnnouncedBatch {
    /// A supplementary or decoration view (cells are kept apart, by index path).
    package struct PlaygroundView: Hashable {
        package var category: UICollectionView.ElementCategory
        package var kind: String
        package var indexPath: IndexPath
    }

    /// Items per section before and after the batch.
    package var before: [Int]
    package var after: [Int]
    /// Whether the batch animates (`UIView.areAnimationsEnabled` when it ended: false inside
    /// `performWithoutAnimation`, and for a diffable `apply(_:animatingDifferences: false)`).
    package var animated = true
    /// Old index path → new index path of every item that stays (moved and reloaded items included).
    package var survivors: [IndexPath: IndexPath]
    /// The cells of deleted items that were on screen, by old index path, kept out of the reuse queues until the
    /// window drew them (`UICollectionView.playgroundRecycle`).
    package var leavingCells: [IndexPath: UICollectionViewCell] = [:]
    /// `initialLayoutAttributesForAppearingItem(at:)`'s answers, by index path after the batch (copies; a nil answer
    /// is absent).
    package var initialItems: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// `finalLayoutAttributesForDisappearingItem(at:)`'s answers, by index path before the batch.
    package var finalItems: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// The views the layout said the batch inserts and deletes (`indexPathsToInsert/Delete…`).
    package var insertedViews: Set<PlaygroundView> = []
    package var deletedViews: Set<PlaygroundView> = []
    /// The initial attributes of views shown after the batch, and the final ones of views shown before it.
    package var initialViews: [PlaygroundView: UICollectionViewLayoutAttributes] = [:]
    package var finalViews: [PlaygroundView: UICollectionViewLayoutAttributes] = [:]

    /// At most this many batches wait for the window (one frame's worth is usually one); older ones are dropped
    /// and the window then takes the data source's count as it is.
    package static let kept = 64
}

extension UICollectionView {
    /// The batches a hosted data source made since the last call, oldest first (the playground's adapter takes them
    /// each frame: Sources/UIKitBridge/Hosting).
    package func playgroundTakeAnnouncedBatches() -> [PlaygroundAnnouncedBatch] {
        let book = playgroundBookkeeping
        defer { book.announcedBatches = [] }
        return book.announcedBatches
    }

    /// A copy of an answer (a layout may reuse the object it returned).
    static func playgroundCopy(_ a: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        a.map { ($0.copy() as? UICollectionViewLayoutAttributes) ?? $0 }
    }
}
