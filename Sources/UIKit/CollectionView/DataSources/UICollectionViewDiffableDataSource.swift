/// A data source that answers the collection view from a snapshot of identifiers (iOS 13), and tells the collection
/// view what changed when a new snapshot is applied.
///
/// `apply(_:animatingDifferences:completion:)` diffs the new snapshot against the current one and hands the
/// collection view the differences as a batch (sections deleted and inserted, items deleted, inserted and moved,
/// items reloaded), as UIKit does (Apple: "The diffable data source computes the difference between the current
/// state and the new state … and applies the changes to the UI"). The counts the collection view reads are the new
/// snapshot's. The first apply, and `applySnapshotUsingReloadData(_:completion:)`, reload the collection view.
///
/// Playground: `completion` is called at the end of `apply`, not after an animation; the collection view is held
/// weakly, as UIKit holds it.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UICollectionViewDataSource {
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    private var applied = false

    /// Makes supplementary views (headers, footers) for the collection view.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What the collection view's interactive reordering asks (iOS 14).
    open var reorderingHandlers = ReorderingHandlers()
    /// What expanding and collapsing asks (iOS 14).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the data source of; `cellProvider` makes each cell.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the differences from the current one reach the collection view as a batch update.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        var new = snapshot
        new.playgroundClearMarks()
        sectionSnapshots = sectionSnapshots.filter { new.indexOfSection($0.key) != nil }
        guard applied, let collectionView, collectionView.playgroundHasCounts else {
            current = new
            applied = true
            collectionView?.reloadData()
            completion?()
            return
        }
        let updates = Self.updates(from: old, to: snapshot)
        // Apple, apply(_:animatingDifferences:completion:): "If false, the system doesn't animate the updates":
        // the same batch without animation (iOS 15: not a reload).
        let batch = {
            collectionView.performBatchUpdates({
                self.current = new
                for update in updates { collectionView.playgroundRecord(update) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    /// Shows `snapshot` by reloading the collection view (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        var new = snapshot
        new.playgroundClearMarks()
        current = new
        applied = true
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `sectionSnapshot`'s visible items as the items of `section` (added at the end when it is new).
    open func apply(_ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                    to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var next = current
        if next.indexOfSection(section) == nil { next.appendSections([section]) }
        next.deleteItems(next.itemIdentifiers(inSection: section))
        next.appendItems(sectionSnapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = sectionSnapshot
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section snapshot last applied to `section` (or its items as roots).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var made = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        made.append(current.itemIdentifiers(inSection: section))
        return made
    }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return indexPath.item >= 0 && indexPath.item < items.count ? items[indexPath.item] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let s = current.indexOfSection(section),
              let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: item, section: s)
    }

    /// The identifier of the section at `index` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return index >= 0 && index < sections.count ? sections[index] : nil
    }

    /// The index of the section `identifier` (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        PlaygroundExceptions.raise("NSInternalInconsistencyException", "UICollectionViewDiffableDataSource "
            + "cell provider returned nil for index path \(indexPath)", from: collectionView)
        return collectionView.playgroundPlaceholderCell(for: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        PlaygroundExceptions.raise("NSInternalInconsistencyException", "UICollectionViewDiffableDataSource "
            + "supplementary view provider returned nil (or is not set) for kind \(kind) at \(indexPath)",
                                   from: collectionView)
        return UICollectionReusableView()
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let can = reorderingHandlers.canReorderItem else { return false }
        return can(item)
    }

    /// A reorder: the item moves in a new snapshot, between the handlers' willReorder and didReorder (iOS 14).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath) else { return }
        let initial = current
        var final = current
        final.deleteItems([item])
        let sections = final.sectionIdentifiers
        guard destinationIndexPath.section >= 0, destinationIndexPath.section < sections.count else { return }
        let section = sections[destinationIndexPath.section]
        let items = final.itemIdentifiers(inSection: section)
        if destinationIndexPath.item < items.count {
            final.insertItems([item], beforeItem: items[max(0, destinationIndexPath.item)])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        for (id, _) in sectionSnapshots {
            var made = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            made.append(final.itemIdentifiers(inSection: id))
            sectionSnapshots[id] = made
        }
        reorderingHandlers.didReorder?(transaction)
    }

    // MARK: Differences

    /// The batch updates that turn `old` into `new` (UIKit's index-path rules: deletes at old index paths,
    /// inserts and move targets at new ones).
    static func updates(from old: Snapshot, to new: Snapshot) -> [UICollectionView.PlaygroundUpdate] {
        var updates: [UICollectionView.PlaygroundUpdate] = []
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let newSectionSet = Set(newSections), oldSectionSet = Set(oldSections)
        let deletedSections = IndexSet(oldSections.indices.filter { !newSectionSet.contains(oldSections[$0]) })
        let insertedSections = IndexSet(newSections.indices.filter { !oldSectionSet.contains(newSections[$0]) })
        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections)) }
        // Surviving sections whose order changed move.
        let keptOld = oldSections.filter(newSectionSet.contains), keptNew = newSections.filter(oldSectionSet.contains)
        for change in keptNew.difference(from: keptOld) {
            if case .insert(_, let section, _) = change {
                updates.append(.moveSection(old.indexOfSection(section)!, new.indexOfSection(section)!))
            }
        }
        var deleted: [IndexPath] = [], inserted: [IndexPath] = []
        for (s, section) in oldSections.enumerated() where newSectionSet.contains(section) {
            // Gone, or gone to a section that is new (that section's insert brings it).
            for (i, item) in old.itemIdentifiers(inSection: section).enumerated()
            where new.sectionIdentifier(containingItem: item).map({ !oldSectionSet.contains($0) }) ?? true {
                deleted.append(IndexPath(item: i, section: s))
            }
        }
        for (s, section) in newSections.enumerated() where oldSectionSet.contains(section) {
            let oldItems = old.itemIdentifiers(inSection: section)
            let newItems = new.itemIdentifiers(inSection: section)
            let oldSet = Set(oldItems)
            for (i, item) in newItems.enumerated() where old.indexOfItem(item) == nil {
                inserted.append(IndexPath(item: i, section: s))
            }
            // Items that stayed in this section but changed their order, and items that came from another section.
            let stayedOld = oldItems.filter { new.sectionIdentifier(containingItem: $0) == section }
            let stayedNew = newItems.filter(oldSet.contains)
            for change in stayedNew.difference(from: stayedOld) {
                if case .insert(_, let item, _) = change, let from = pathOf(item, in: old), let to = pathOf(item, in: new) {
                    updates.append(.moveItem(from, to))
                }
            }
            for item in newItems where !oldSet.contains(item) && old.indexOfItem(item) != nil {
                guard let from = pathOf(item, in: old), let to = pathOf(item, in: new) else { continue }
                if newSectionSet.contains(oldSections[from.section]) {
                    updates.append(.moveItem(from, to))
                } else {
                    inserted.append(to)  // its old section is deleted, which takes it away
                }
            }
        }
        if !deleted.isEmpty { updates.append(.deleteItems(deleted)) }
        if !inserted.isEmpty { updates.append(.insertItems(inserted)) }
        let reloaded = (new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers).compactMap { pathOf($0, in: old) }
        if !reloaded.isEmpty { updates.append(.reloadItems(reloaded)) }
        let reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap { old.indexOfSection($0) })
        if !reloadedSections.isEmpty { updates.append(.reloadSections(reloadedSections)) }
        return updates
    }

    private static func pathOf(_ item: ItemIdentifierType, in snapshot: Snapshot) -> IndexPath? {
        guard let section = snapshot.sectionIdentifier(containingItem: item), let s = snapshot.indexOfSection(section),
              let i = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
        return IndexPath(item: i, section: s)
    }
}

extension UICollectionViewDiffableDataSource {
    /// What the data source asks when the user reorders items (iOS 14).
    public struct ReorderingHandlers {
        /// Whether an item may be picked up; nil: no reordering.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// What the data source asks when items expand or collapse (iOS 14).
    public struct SectionSnapshotHandlers<Item: Hashable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParentItem: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }
}

/// A reorder's before and after (iOS 14).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' difference, over all sections in order.
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }
    /// Each section's before and after.
    public var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] {
        finalSnapshot.sectionIdentifiers.map { section in
            var before = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            before.append(initialSnapshot.itemIdentifiers(inSection: section))
            var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            after.append(finalSnapshot.itemIdentifiers(inSection: section))
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: before,
                                                         finalSnapshot: after)
        }
    }
}

/// One section's before and after in a reorder (iOS 14).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.items.difference(from: initialSnapshot.items)
    }
}
