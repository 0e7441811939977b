/// What the bridge asks a diffable data source without knowing its identifier types: identities by index path, and
/// deletes expressed as a new snapshot (docs/uikit-machinery.md, "Hosting a view controller").
@preconcurrency @MainActor
package protocol PlaygroundIdentifiedDataSource: AnyObject {
    func playgroundItemIdentity(at indexPath: IndexPath) -> AnyHashable?
    func playgroundSectionIdentity(at index: Int) -> AnyHashable?
    /// Applies a snapshot without the items at `indexPaths`; false when none of them exist.
    func playgroundDeleteItems(at indexPaths: [IndexPath]) -> Bool
}

extension UICollectionViewDiffableDataSource: PlaygroundIdentifiedDataSource {
    package func playgroundItemIdentity(at indexPath: IndexPath) -> AnyHashable? {
        itemIdentifier(for: indexPath).map(AnyHashable.init)
    }

    package func playgroundSectionIdentity(at index: Int) -> AnyHashable? {
        sectionIdentifier(for: index).map(AnyHashable.init)
    }

    package func playgroundDeleteItems(at indexPaths: [IndexPath]) -> Bool {
        let items = indexPaths.compactMap { itemIdentifier(for: $0) }
        guard !items.isEmpty else { return false }
        var next = snapshot()
        next.deleteItems(items)
        apply(next, animatingDifferences: true)
        return true
    }
}
