/// Edits as UIKit performs a batch update, for layouts that take them (`CollectionLayout.takesBatchUpdates`: UIKit
/// layouts). UIKit's order (docs/uikit.md, "Batch updates"): the data changes; the layout is prepared with the new
/// data; `prepare(forCollectionViewUpdates:)` gets the update items; the layout is asked where every item visible
/// after the update starts (`initialLayoutAttributesForAppearingItem(at:)`, new index paths) and where every item
/// visible before it ends (`finalLayoutAttributesForDisappearingItem(at:)`, old index paths; the layout already has
/// the new data); `finalizeCollectionViewUpdates()`; then everything animates over `batchUpdateDuration`.
///
/// What each answer does: an inserted item, or one not shown before, starts from its initial attributes (nil: in
/// place, transparent); a deleted item ends at its final attributes (nil: where it was shown, transparent); an item
/// shown before and after slides from where it was shown to its new place whatever the layout answers, as on iOS.
/// Supplementary and decoration views follow the same rules (Playground+UpdatedElements.swift).
extension Playground {
    /// The duration of a batch update's animation, seconds: Core Animation's default transaction duration
    /// (CATransaction.animationDuration: "defaults to 0.25 seconds"), which UIKit's collection-view updates use.
    public static let batchUpdateDuration = 0.25

    mutating func applyBatch(_ edit: Edit, at time: Double) {
        if reorder != nil { cancelReorder(at: time) }
        let bounds = Rect(origin: scroller.offset, size: viewport)
        let before = host.prepared()
        var shownBefore: [(id: Int, attributes: LayoutAttributes)] = []
        var wasShown = Set<Int>()
        for d in shown.items where d.role == .content && d.attributes.category == .cell {
            guard let id = d.itemID, wasShown.insert(id).inserted else { continue }
            shownBefore.append((id, d.attributes))
        }
        shownBefore.sort { ($0.attributes.indexPath.section, $0.attributes.indexPath.item)
            < ($1.attributes.indexPath.section, $1.attributes.indexPath.item) }
        let shownViews = shownElements()
        var inserted: Int?, deleted: Int?
        var updates: [LayoutUpdate] = []
        var moveSource: IndexPath?
        switch edit {
        case let .delete(item, at):
            deleted = item
            updates = [.delete(before.indexPath(forFlatIndex: at))]
        case let .insert(item, _): inserted = item
        case let .move(from, _): moveSource = before.indexPath(forFlatIndex: from)
        case .parameter: return
        }
        if let deleted, zoom?.item == deleted { mode.setZoom(nil) }
        rearrange(to: edit.applied(to: order), at: time, duration: Self.batchUpdateDuration, except: inserted ?? deleted)
        let after = host.prepared()
        switch edit {
        case let .insert(_, at): updates = [.insert(after.indexPath(forFlatIndex: at))]
        case let .move(_, to): if let moveSource { updates = [.move(from: moveSource, to: after.indexPath(forFlatIndex: to))] }
        default: break
        }
        host.prepareForUpdates(updates)
        let layout = host.layout
        for a in layout.attributes(in: bounds) where a.category == .cell {
            let flat = layout.flatIndex(of: a.indexPath)
            guard displayOrder.indices.contains(flat) else { continue }
            let id = displayOrder[flat]
            let initial = layout.initialAttributes(forAppearingItem: a.indexPath, in: bounds)
            guard id == inserted || !wasShown.contains(id) else { continue }
            if let initial {
                animator.animate(id, from: initial, at: time, duration: Self.batchUpdateDuration)
            } else if id == inserted {
                var faded = a
                faded.alpha = 0
                animator.animate(id, from: faded, at: time, duration: Self.batchUpdateDuration)
            }
        }
        for (id, shownAttributes) in shownBefore {
            let final = layout.finalAttributes(forDisappearingItem: shownAttributes.indexPath, in: bounds)
            guard id == deleted else { continue }
            var to = shownAttributes
            if let final { to = final } else { to.alpha = 0 }
            ghosts.append(Ghost(item: id, from: shownAttributes, to: to, start: time, duration: Self.batchUpdateDuration))
        }
        // Then the supplementary and decoration views, kind by kind (Playground+UpdatedElements.swift).
        animateElements(shownBefore: shownViews, in: bounds, at: time, duration: Self.batchUpdateDuration)
        host.finalizeUpdates()
        updateScrub = UpdateScrub(start: time, duration: Self.batchUpdateDuration)
        items.commit()
        if let f = focusedItem, displayIndex(ofItem: f) == nil { focusedItem = nil }
    }
}
