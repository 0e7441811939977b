import Foundation

/// A table's data source that answers from a snapshot of identifiers (iOS 13), and tells the table what changed when
/// a new snapshot is applied (the same differences a collection view's diffable data source computes: sections
/// deleted and inserted, items deleted, inserted, moved and reloaded, as one batch). Subclasses override the
/// `UITableViewDataSource` methods for titles, editing and moving, as on iOS.
///
/// Playground: `completion` is called at the end of `apply`; `defaultRowAnimation` is stored and the rows move as
/// the playground animates a batch.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UITableViewDataSource {
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    private var applied = false
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, which it becomes the data source of; `cellProvider` makes each cell.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the differences from the current one reach the table as one batch (the first apply
    /// reloads it).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var new = snapshot
        new.playgroundClearMarks()
        guard applied, let tableView, tableView.playgroundList.playgroundHasCounts else {
            current = new
            applied = true
            tableView?.reloadData()
            completion?()
            return
        }
        let updates = UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
            .updates(from: current, to: snapshot)
        let list = tableView.playgroundList
        tableView.playgroundListAdapter.heights.removeAll()
        let batch = {
            list.performBatchUpdates({
                self.current = new
                for update in updates { list.playgroundRecord(update) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        var new = snapshot
        new.playgroundClearMarks()
        current = new
        applied = true
        tableView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let s = current.indexOfSection(section),
              let row = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(row: row, section: s)
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return index >= 0 && index < sections.count ? sections[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource (open, so that subclasses override them as on iOS)

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        PlaygroundExceptions.raise("NSInternalInconsistencyException", "UITableViewDiffableDataSource cell provider "
            + "returned nil for index path \(indexPath)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// false by default (UITableViewDiffableDataSource: a subclass says which rows are editable).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

extension UITableViewDiffableDataSource: PlaygroundIdentifiedDataSource {
    package func playgroundItemIdentity(at indexPath: IndexPath) -> AnyHashable? {
        itemIdentifier(for: indexPath).map(AnyHashable.init)
    }

    package func playgroundSectionIdentity(at index: Int) -> AnyHashable? {
        sectionIdentifier(for: index).map(AnyHashable.init)
    }

    /// A delete as the table's editing delivers it: `commit(.delete, forRowAt:)` for each editable row (the
    /// subclass's own snapshot change), from the last row back.
    package func playgroundDeleteItems(at indexPaths: [IndexPath]) -> Bool {
        guard let tableView else { return false }
        let editable = indexPaths.filter { itemIdentifier(for: $0) != nil && self.tableView(tableView, canEditRowAt: $0) }
        guard !editable.isEmpty else { return false }
        for path in editable.sorted(by: >) { self.tableView(tableView, commit: .delete, forRowAt: path) }
        return true
    }
}
