/// The collection view's own bookkeeping (one object per collection view, so that UICollectionView.swift keeps one
/// stored property for all of it): the data source's counts as last read, the batch in progress, the reuse
/// queues, the registrations and the views on screen.
package final class PlaygroundCollectionViewBookkeeping {
    /// Items per section as the collection view last read them from its data source; nil: read them again at the
    /// next question (after `reloadData()`, a new data source, or the end of a batch).
    var counts: [Int]?
    /// The drag and drop delegates (weak, as on iOS) and whether a drag may begin (UICollectionView+DragAndDrop.swift).
    weak var dragDelegate: AnyObject?
    weak var dropDelegate: AnyObject?
    var dragInteractionEnabled = false
    /// How deep in `performBatchUpdates` we are (nested calls join the outer batch).
    var batchDepth = 0
    /// The updates of the batch in progress, in the order they were called (UIKit's meaning of their index paths:
    /// deletes, reloads and a move's source refer to the counts before the batch, inserts and a move's target to
    /// the counts after it).
    package var pendingUpdates: [UICollectionView.PlaygroundUpdate] = []
    /// The updates of the last batch, with the counts before and after it (for the layout's update items and the
    /// consistency check, issue uikit-behaviour).
    package var lastBatch: (updates: [UICollectionView.PlaygroundUpdate], before: [Int], after: [Int])?
    /// A hosted data source's batches and what the layout answered about them, until the window takes them
    /// (UICollectionView+AnnouncedBatch.swift).
    var announcedBatches: [PlaygroundAnnouncedBatch] = []
    /// An animated layout change of a hosted collection view not yet animated by the window: its duration, seconds
    /// (UICollectionView+Transitions.swift).
    var layoutAnimation: Double?
    /// Registered classes by element kind ("" for cells) and reuse identifier.
    var classes: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Registered Interface Builder templates (prototype cells, nibs) by element kind and reuse identifier.
    var templates: [String: [String: PlaygroundNibTemplate]] = [:]
    /// Views waiting to be dequeued again, by element kind ("" for cells) and reuse identifier.
    var reuseQueues: [String: [String: [UICollectionReusableView]]] = [:]
    /// The cells on screen, by index path.
    var visibleCells: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary and decoration views on screen, by category, kind and index path.
    var visibleViews: [ViewKey: UICollectionReusableView] = [:]
    /// Views handed out by a dequeue since the layout pass began (a data source must return one of them).
    var dequeued: Set<ObjectIdentifier> = []
    /// Whether a hosted view controller's data source is the truth (the playground's adapter then leaves the
    /// counts to it: Sources/UIKitBridge/Hosting).
    package var hostsData = false
    /// The selected items (selectItem, deselectItem).
    var selected: Set<IndexPath> = []
    /// The items near the visible ones the prefetch data source was told about, true once shown
    /// (UICollectionViewDataSourcePrefetching).
    var prefetched: [IndexPath: Bool] = [:]
    /// The interactive movement in progress (UICollectionView+InteractiveMovement.swift).
    var movement: UICollectionView.PlaygroundMovement?

    struct ViewKey: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String
        var indexPath: IndexPath
    }

    init() {}
}

extension UICollectionView {
    /// One update of a batch, as the user called it: the record the layout's `UICollectionViewUpdateItem`s and
    /// UIKit's consistency check are made from (issue uikit-behaviour).
    package enum PlaygroundUpdate: Hashable, Sendable {
        case insertItems([IndexPath]), deleteItems([IndexPath]), reloadItems([IndexPath])
        case moveItem(IndexPath, IndexPath)
        case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet)
        case moveSection(Int, Int)
    }

    // MARK: Counts

    /// Items per section: the playground's when it drives this collection view, else the data source's as last
    /// read (UIKit reads them at the first question after `reloadData()` and keeps them until the next reload or
    /// batch: during a batch `numberOfItems(inSection:)` still answers the counts from before it). No data source:
    /// one empty section, as UIKit answers (a data source that does not implement `numberOfSections(in:)` has one).
    package var playgroundCounts: [Int] {
        if let counts = playgroundSectionCounts { return counts }
        let book = playgroundBookkeeping
        if let counts = book.counts { return counts }
        let counts = playgroundReadCounts()
        book.counts = counts
        return counts
    }

    /// The data source's counts now (negative answers count as 0).
    func playgroundReadCounts() -> [Int] {
        guard let dataSource else { return [0] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Forgets the counts and the views on screen: the next layout asks the data source again.
    func playgroundReloadData() {
        let book = playgroundBookkeeping
        book.counts = nil
        book.prefetched = [:]
        playgroundRecycleVisibleViews()
        // UIKit's reloadData invalidates the layout with a context whose invalidateEverything and
        // invalidateDataSourceCounts are true.
        let context = collectionViewLayout.playgroundMakeInvalidationContext()
        context.playgroundMarkEverything()
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    // MARK: Batches

    /// UIKit's `performBatchUpdates(_:completion:)` as far as counts go: the counts before the batch are kept, the
    /// updates recorded, and at its end the counts are read again from the data source and checked
    /// (UICollectionView+Consistency.swift), the layout invalidated with `invalidateDataSourceCounts` and told
    /// the batch in UIKit's order (UICollectionView+UpdateItems.swift), and the collection view laid out at once.
    func playgroundPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let book = playgroundBookkeeping
        let before = playgroundCounts
        book.batchDepth += 1
        updates?()
        book.batchDepth -= 1
        guard book.batchDepth == 0 else {
            completion?(true)
            return
        }
        let recorded = book.pendingUpdates
        book.pendingUpdates = []
        var announcement: (before: [Int], after: [Int], shown: PlaygroundShownElements)?
        if playgroundSectionCounts == nil {
            book.counts = nil
            let after = playgroundCounts
            // UIKit's consistency check (UICollectionView+Consistency.swift): a batch that does not add up is
            // UIKit's exception as one line and a reload instead.
            guard playgroundCheckBatch(recorded, before: before, after: after) else {
                completion?(false)
                return
            }
            book.lastBatch = (recorded, before, after)
            announcement = (before, after, playgroundShownElements)
            announcement?.shown.leavingCells = playgroundMoveVisibleViews(through: recorded, before: before, after: after,
                                                                          keepingLeaving: book.hostsData)
        } else {
            book.lastBatch = (recorded, before, before)
        }
        let context = collectionViewLayout.playgroundMakeInvalidationContext()
        context.playgroundMarkDataSourceCounts()
        collectionViewLayout.invalidateLayout(with: context)
        // The layout hears the batch in UIKit's order (UICollectionView+UpdateItems.swift) before this returns.
        if let announcement {
            playgroundAnnounceBatch(recorded, before: announcement.before, after: announcement.after,
                                    shown: announcement.shown)
        }
        setNeedsLayout()
        if playgroundSectionCounts == nil && !playgroundDrivenByPlayground { layoutIfNeeded() }
        completion?(true)
    }

    /// Records `update` in the batch in progress, or makes it a batch of its own (UIKit: "You can use this method
    /// in conjunction with performBatchUpdates … or call it on its own").
    func playgroundRecord(_ update: PlaygroundUpdate) {
        let book = playgroundBookkeeping
        if book.batchDepth > 0 {
            book.pendingUpdates.append(update)
        } else {
            playgroundPerformBatchUpdates({ book.pendingUpdates.append(update) }, completion: nil)
        }
    }
}

extension UICollectionView {
    // The implementations of the update methods, which are declared in the class (UICollectionView.swift) so that
    // a subclass can override them, as on iOS.
    package func playgroundInsertItems(at indexPaths: [IndexPath]) { playgroundRecord(.insertItems(indexPaths)) }
    package func playgroundDeleteItems(at indexPaths: [IndexPath]) { playgroundRecord(.deleteItems(indexPaths)) }
    package func playgroundMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        playgroundRecord(.moveItem(indexPath, newIndexPath))
    }
    package func playgroundInsertSections(_ sections: IndexSet) { playgroundRecord(.insertSections(sections)) }
    package func playgroundDeleteSections(_ sections: IndexSet) { playgroundRecord(.deleteSections(sections)) }
    package func playgroundMoveSection(_ section: Int, toSection newSection: Int) {
        playgroundRecord(.moveSection(section, newSection))
    }
    package func playgroundReconfigureItems(at indexPaths: [IndexPath]) { playgroundRecord(.reloadItems(indexPaths)) }
}
