import Foundation

/// The outline of a diffable data source's sections (iOS 14 section snapshots): what the collection view shows as
/// each cell's expanded state and level, and the toggle a tap on an outline disclosure asks for.
extension UICollectionViewDiffableDataSource: PlaygroundOutlineDataSource {
    package func playgroundOutline(at indexPath: IndexPath) -> (hasChildren: Bool, isExpanded: Bool, level: Int)? {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath)
        else { return nil }
        let outline = snapshot(for: section)
        guard outline.contains(item) else { return nil }
        return (!outline.snapshot(of: item).items.isEmpty, outline.isExpanded(item), outline.level(of: item))
    }

    /// Collapses an expanded item (when `shouldCollapseItem` allows; `willCollapseItem` first) or expands a
    /// collapsed one (`shouldExpandItem`, `willExpandItem`; `snapshotForExpandingParentItem` is given the item's
    /// children as a snapshot and may return new ones, as lazily loaded outlines do), then applies the section snapshot, animated (Apple,
    /// UICollectionViewDiffableDataSource.SectionSnapshotHandlers).
    package func playgroundToggleOutline(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath)
        else { return }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        guard outline.contains(item),
              !outline.snapshot(of: item).items.isEmpty || handlers.snapshotForExpandingParentItem != nil else { return }
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParentItem?(item, outline.snapshot(of: item)) {
                outline.replace(childrenOf: item, using: children)
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}
