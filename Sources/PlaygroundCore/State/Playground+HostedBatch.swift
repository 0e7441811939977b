/// A hosted data source's own batch, animated item by item as UIKit animates it (docs/uikit.md, "Batch updates";
/// issue uikit-behaviour): the view controller called `performBatchUpdates`, `insertItems`, `deleteItems`,
/// `moveItem`, `reloadItems`, the section calls or a diffable `apply(_:animatingDifferences: true)` — from a tap, a
/// trait-change handler, a rotation. Its collection view told the layout in UIKit's order before the call returned
/// (`prepare(forCollectionViewUpdates:)`, the initial and final attributes, `finalizeCollectionViewUpdates()`) and
/// kept the answers (`HostedBatch`); at the next frame the window animates them over `batchUpdateDuration`, with the
/// rules of its own edits (Playground+Updates.swift):
/// - an inserted item, or one not shown before, starts from the layout's initial attributes (nil: an inserted one
///   fades in in place);
/// - an item shown before and after slides from where it was shown to its new place, whatever the layout answered;
/// - a deleted item ends at the layout's final attributes (nil: fades out where it was shown);
/// - supplementary and decoration views likewise (Playground+UpdatedElements.swift), with the recorded answers.
///
/// The layout is not asked a second time. Items keep their identities through the batch (the survivors' old places
/// give their new ones); inserted items get new ones. The animation scrubs with Ctrl+wheel as the window's own edits.
extension Playground {
    /// Takes the hosted data source's batches since the last frame and animates each; a batch that does not start
    /// from the items shown (one was dropped) is left to the count adoption (Playground+HostedData.swift).
    mutating func adoptHostedBatches(at time: Double) {
        for batch in host.takeHostedBatches() { applyHostedBatch(batch, at: time) }
    }

    mutating func applyHostedBatch(_ batch: HostedBatch, at time: Double) {
        if reorder != nil { cancelReorder(at: time) }
        let oldOrder = displayOrder
        guard oldOrder.count == batch.countBefore else { return }
        let fresh = (0..<batch.inserted.count).map { _ in items.makeID() }
        var next = fresh.makeIterator()
        guard let newOrder = batch.order(after: oldOrder, makeID: { next.next() ?? -1 }) else { return }
        guard batch.animated else {
            // Not animated (performWithoutAnimation, apply(_:animatingDifferences: false)): the new state at once.
            if let z = zoom?.item, !newOrder.contains(z) { mode.setZoom(nil) }
            config.itemCount = newOrder.count
            items.show(newOrder)
            applyDisplayOrder()
            syncScroller()
            settleIntoRange(at: time)
            items.commit()
            if let f = focusedItem, displayIndex(ofItem: f) == nil { focusedItem = nil }
            return
        }
        let duration = Self.batchUpdateDuration
        let bounds = Rect(origin: scroller.offset, size: viewport)
        var shownBefore: [Int: LayoutAttributes] = [:]
        for d in shown.items where d.role == .content && d.attributes.category == .cell {
            guard let id = d.itemID, shownBefore[id] == nil else { continue }
            shownBefore[id] = d.attributes
        }
        let shownViews = shownElements()
        let insertedIDs = Set(fresh)
        let deletedIDs = Set(batch.deleted.map { oldOrder[$0] })
        if let z = zoom?.item, deletedIDs.contains(z) { mode.setZoom(nil) }
        config.itemCount = newOrder.count
        // Items shown before and after slide from where they were shown (rearrange animates every shown item).
        rearrange(to: newOrder, at: time, duration: duration)
        let layout = host.prepared()
        for a in layout.attributes(in: bounds) where a.category == .cell {
            let flat = layout.flatIndex(of: a.indexPath)
            guard newOrder.indices.contains(flat) else { continue }
            let id = newOrder[flat]
            guard insertedIDs.contains(id) || shownBefore[id] == nil else { continue }
            if let initial = batch.initialItems[flat] {
                animator.animate(id, from: initial, at: time, duration: duration)
            } else if insertedIDs.contains(id) {
                var faded = a
                faded.alpha = 0
                animator.animate(id, from: faded, at: time, duration: duration)
            }
        }
        for (old, id) in oldOrder.enumerated() where deletedIDs.contains(id) {
            guard let from = shownBefore[id] else { continue }
            var to = from
            if let final = batch.finalItems[old] { to = final } else { to.alpha = 0 }
            // Drawn as its cell was (the data source no longer has the item), or not at all without one.
            ghosts.append(Ghost(item: id, from: from, to: to, start: time, duration: duration,
                                content: batch.finalContent[old] ?? ElementContent()))
        }
        animateElements(shownBefore: shownViews, in: bounds, at: time, duration: duration, answers: ElementAnswers(
            updated: { inserted, category in
                (inserted ? batch.insertedElements : batch.deletedElements).filter { $0.category == category }
                    .map(\.indexPath).sorted()
            },
            initial: { batch.initialElements[ElementAnimator.Key($0, $1)] },
            final: { batch.finalElements[ElementAnimator.Key($0, $1)] }))
        updateScrub = UpdateScrub(start: time, duration: duration)
        items.commit()
        if let f = focusedItem, displayIndex(ofItem: f) == nil { focusedItem = nil }
    }
}
