/// Insert (N), delete (Delete/Backspace), undo (Ctrl+Z) and redo (Ctrl+Shift+Z) of the order, animated with the
/// layout's appearing and disappearing attributes.
extension Playground {
    /// Inserts a new item after the focused (or centered) one, focused.
    public mutating func insertItem(at time: Double) {
        // A hosted data source's new items need identifiers only its code can make (docs/hosting.md).
        guard host.layout.dataItemCount == nil else { return }
        host.prepare()
        let after = focusedItem.flatMap { displayIndex(ofItem: $0) } ?? anchorItem()
        let index = after.map { $0 + 1 } ?? 0
        let id = items.makeID()
        perform(.insert(item: id, at: index), at: time)
        focusedItem = id
    }

    /// Deletes the focused item; the focus moves to the item now in its place.
    public mutating func deleteFocusedItem(at time: Double) {
        guard let id = focusedItem, let index = displayIndex(ofItem: id) else { return }
        perform(.delete(item: id, at: index), at: time)
        focusedItem = displayOrder.isEmpty ? nil : displayOrder[min(index, displayOrder.count - 1)]
    }

    public mutating func undo(at time: Double) {
        guard let edit = history.takeUndo() else { return }
        // Undoing a delete from a hosted data source would insert: not offered (docs/hosting.md).
        if case .insert = edit.inverse, host.layout.dataItemCount != nil { return }
        apply(edit.inverse, at: time)
    }

    public mutating func redo(at time: Double) {
        guard let edit = history.takeRedo() else { return }
        if case .insert = edit, host.layout.dataItemCount != nil { return }
        apply(edit, at: time)
    }

    /// Applies a new edit and records it for undo (clearing redo).
    mutating func perform(_ edit: Edit, at time: Double) {
        apply(edit, at: time)
        history.record(edit)
    }

    /// Applies `edit` to the order with animations: the moved items slide to their places, an inserted item
    /// comes from the layout's initial attributes, a deleted one leaves through its final attributes.
    mutating func apply(_ edit: Edit, at time: Double) {
        if case let .parameter(name, layout, _, value) = edit {
            try? applyParameter(name, layout: layout, value: value, at: time)
            return
        }
        if host.layout.takesBatchUpdates {
            applyBatch(edit, at: time)
            return
        }
        if reorder != nil { cancelReorder(at: time) }
        let bounds = Rect(origin: scroller.offset, size: viewport)
        let duration = ReorderSession.dropDuration
        switch edit {
        case let .delete(item, at):
            let layout = host.prepared()
            let path = layout.indexPath(forFlatIndex: at)
            if let from = shown.items.first(where: { $0.itemID == item })?.attributes ?? layout.attributes(forItem: path),
               let to = layout.finalAttributes(forDisappearingItem: path, in: bounds) {
                ghosts.append(Ghost(item: item, from: from, to: to, start: time))
            }
            if zoom?.item == item { mode.setZoom(nil) }
            rearrange(to: edit.applied(to: order), at: time, duration: duration, except: item)
        case let .insert(item, at):
            rearrange(to: edit.applied(to: order), at: time, duration: duration, except: item)
            let layout = host.prepared()
            if let from = layout.initialAttributes(forAppearingItem: layout.indexPath(forFlatIndex: at), in: bounds) {
                animator.animate(item, from: from, at: time, duration: Ghost.duration)
            }
        case .move, .parameter:
            rearrange(to: edit.applied(to: order), at: time, duration: duration)
        }
        items.commit()
        if let f = focusedItem, displayIndex(ofItem: f) == nil { focusedItem = nil }
    }
}
