import PlaygroundCore
import UIKit

/// A hosted collection view's data, as the playground sees it: sections and their items, with identities, and the
/// edits its data source can express (docs/architecture.md, "Decisions": with a hosted data source, the data source
/// is the truth).
///
/// - Counts are the collection view's (read from its data source as UIKit reads them).
/// - Identities: a diffable data source's item identifiers; a classic data source has none (an item is its index
///   path), so `itemIdentifier(at:)` is nil.
/// - A reorder reaches the data source as iOS's interactive movement does: `collectionView(_:canMoveItemAt:)`, then
///   `collectionView(_:moveItemAt:to:)` (a diffable data source answers from its `reorderingHandlers` and takes a
///   new snapshot), then the collection view moves its own item.
/// - A delete reaches a diffable data source as a snapshot without the items, applied; a classic data source cannot
///   be told (UIKit has no data-source call for it), so it is not offered.
/// - An insert needs identifiers only the user's code can make: not offered with a host (`insertRefusal`).
///
///     let data = host.data!
///     data.sectionCounts                         // [3, 5]
///     data.moveItem(from: IndexPath(section: 0, item: 0), to: IndexPath(section: 1, item: 2))
public struct UIKitHostedData: @unchecked Sendable {
    /// Why the playground does not insert items into a hosted data source (one line for the window).
    public static let insertRefusal = "inserting is not offered with a hosted view controller: new items need "
        + "identifiers only its data source can make"

    public let collectionView: UICollectionView

    public init(collectionView: UICollectionView) { self.collectionView = collectionView }

    private var identified: PlaygroundIdentifiedDataSource? {
        playgroundOnMainActor { collectionView.dataSource as? PlaygroundIdentifiedDataSource }
    }

    /// Items per section, as the collection view counts them.
    public var sectionCounts: [Int] {
        playgroundOnMainActor { (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) } }
    }

    /// Whether the data source is a diffable one (items have identities; deletes can be expressed).
    public var isDiffable: Bool { identified != nil }

    /// The item's identifier in a diffable data source; nil for a classic one, or out of range.
    public func itemIdentifier(at indexPath: PlaygroundCore.IndexPath) -> AnyHashable? {
        guard let source = identified else { return nil }
        return playgroundOnMainActor { source.playgroundItemIdentity(at: Self.ui(indexPath)) }
    }

    /// The section's identifier in a diffable data source; nil otherwise.
    public func sectionIdentifier(at index: Int) -> AnyHashable? {
        guard let source = identified else { return nil }
        return playgroundOnMainActor { source.playgroundSectionIdentity(at: index) }
    }

    /// Whether the data source lets the item be moved (`collectionView(_:canMoveItemAt:)`; false without one).
    public func canMoveItem(at indexPath: PlaygroundCore.IndexPath) -> Bool {
        playgroundOnMainActor {
            guard let source = collectionView.dataSource else { return false }
            return source.collectionView(collectionView, canMoveItemAt: Self.ui(indexPath))
        }
    }

    /// Moves an item as iOS's interactive movement does; false (nothing done) when the data source refuses it or
    /// an index path is out of range.
    @discardableResult
    public func moveItem(from source: PlaygroundCore.IndexPath, to destination: PlaygroundCore.IndexPath) -> Bool {
        let counts = sectionCounts
        guard Self.contains(source, counts, end: false), Self.contains(destination, counts, end: source.section != destination.section),
              canMoveItem(at: source) else { return false }
        playgroundOnMainActor {
            let from = Self.ui(source), to = Self.ui(destination)
            collectionView.dataSource?.collectionView(collectionView, moveItemAt: from, to: to)
            collectionView.moveItem(at: from, to: to)
        }
        return true
    }

    /// Whether deletes can reach the data source (a diffable one).
    public var canDelete: Bool { isDiffable }

    /// Deletes items from a diffable data source (a new snapshot without them, applied); false for a classic one.
    @discardableResult
    public func deleteItems(at indexPaths: [PlaygroundCore.IndexPath]) -> Bool {
        guard let source = identified else { return false }
        return playgroundOnMainActor { source.playgroundDeleteItems(at: indexPaths.map(Self.ui)) }
    }

    static func ui(_ p: PlaygroundCore.IndexPath) -> Foundation.IndexPath { Foundation.IndexPath(item: p.item, section: p.section) }

    /// Whether `p` is an item of `counts` (or, with `end`, one past a section's last item).
    static func contains(_ p: PlaygroundCore.IndexPath, _ counts: [Int], end: Bool) -> Bool {
        p.section >= 0 && p.section < counts.count && p.item >= 0 && p.item < counts[p.section] + (end ? 1 : 0)
    }
}
