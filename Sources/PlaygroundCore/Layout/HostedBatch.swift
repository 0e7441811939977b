/// A hosted data source's own batch update (`performBatchUpdates`, `insertItems`, `deleteItems`, `moveItem`,
/// `reloadItems`, the section calls, a diffable `apply(_:animatingDifferences: true)`), with what the layout answered
/// when UIKit told it (docs/uikit.md, "Batch updates"): the window animates the batch with these answers, item by
/// item, as it animates its own edits (Playground+HostedBatch.swift). Flat indexes are the items' places in display
/// order (sections one after the other) before and after the batch.
///
///     // 3 items, insertItems(at: [0-1]): survivors [0: 0, 1: 2, 2: 3], inserted [1]
public struct HostedBatch: Sendable, Equatable {
    public var countBefore: Int
    public var countAfter: Int
    /// Whether the batch animates (false: `UIView.performWithoutAnimation`, a diffable
    /// `apply(_:animatingDifferences: false)`): the window then shows the new state at once.
    public var animated: Bool
    /// Flat index before → flat index after of every item that stays (moved and reloaded items included).
    public var survivors: [Int: Int]
    /// `initialLayoutAttributesForAppearingItem(at:)`'s answers by flat index after the batch (nil answers absent).
    public var initialItems: [Int: LayoutAttributes]
    /// `finalLayoutAttributesForDisappearingItem(at:)`'s answers by flat index before the batch.
    public var finalItems: [Int: LayoutAttributes]
    /// The supplementary and decoration views the layout said the batch inserts and deletes.
    public var insertedElements: Set<ElementAnimator.Key>
    public var deletedElements: Set<ElementAnimator.Key>
    /// The initial attributes of the views shown after the batch, the final ones of those shown before it.
    public var initialElements: [ElementAnimator.Key: LayoutAttributes]
    public var finalElements: [ElementAnimator.Key: LayoutAttributes]
    /// What the deleted items' cells showed, by flat index before the batch (a hosted cell draws itself: its data
    /// is gone from the data source, so the window draws the cell as it was on its way out).
    public var finalContent: [Int: ElementContent]

    public init(countBefore: Int, countAfter: Int, animated: Bool = true, survivors: [Int: Int],
                initialItems: [Int: LayoutAttributes] = [:], finalItems: [Int: LayoutAttributes] = [:],
                insertedElements: Set<ElementAnimator.Key> = [], deletedElements: Set<ElementAnimator.Key> = [],
                initialElements: [ElementAnimator.Key: LayoutAttributes] = [:],
                finalElements: [ElementAnimator.Key: LayoutAttributes] = [:], finalContent: [Int: ElementContent] = [:]) {
        self.countBefore = countBefore
        self.countAfter = countAfter
        self.animated = animated
        self.survivors = survivors
        self.initialItems = initialItems
        self.finalItems = finalItems
        self.insertedElements = insertedElements
        self.deletedElements = deletedElements
        self.initialElements = initialElements
        self.finalElements = finalElements
        self.finalContent = finalContent
    }

    /// The flat indexes after the batch that no item before it reaches: the inserted items.
    public var inserted: [Int] {
        let reached = Set(survivors.values)
        return (0..<countAfter).filter { !reached.contains($0) }
    }

    /// The flat indexes before the batch that do not survive it: the deleted items.
    public var deleted: [Int] { (0..<countBefore).filter { survivors[$0] == nil } }

    /// The identities after the batch: `order`'s identities at their new places, `makeID()` for each inserted item;
    /// nil when `order` is not what the batch started from (its count differs, or a place is reached twice).
    public func order(after order: [Int], makeID: () -> Int) -> [Int]? {
        guard order.count == countBefore else { return nil }
        var after = [Int?](repeating: nil, count: countAfter)
        for (old, new) in survivors {
            guard order.indices.contains(old), after.indices.contains(new), after[new] == nil else { return nil }
            after[new] = order[old]
        }
        return after.map { $0 ?? makeID() }
    }
}
