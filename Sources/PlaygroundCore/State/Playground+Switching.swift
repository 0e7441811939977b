/// Switching layouts: hotkeys 1… and Tab, an animated, interruptible, scrubbable transition that keeps the anchor
/// item in view.
extension Playground {
    /// Switches to layout `name` (one of `config.layouts`) with a transition starting at `time`. The anchor item (the
    /// zoomed one, else the focused one, else the one nearest the viewport's center) is centered in the new layout.
    /// `force` switches even to the layout shown (a reloaded layout file replaces itself); `keepOffset` keeps the
    /// content offset (clamped into the new range) when the anchor item is still on screen there.
    public mutating func switchLayout(to name: String, at time: Double, force: Bool = false, keepOffset: Bool = false) {
        guard name != layoutName || transition != nil || force,
              let d = try? LayoutRegistry.descriptor(named: name, in: config.layouts) else { return }
        if reorder != nil { cancelReorder(at: time) }
        endLayoutDrivenTransition()
        mode.endPress()
        _ = scroller.cancelPress()
        let offset = scroller.offset
        // What is on screen now (a running transition's interpolated state included), in window coordinates.
        var fromWindow: [Int: LayoutAttributes] = [:]
        var fromDecorations: [LayoutAttributes] = []
        for item in shown.items where item.role == .content {
            var a = item.attributes.moved(by: -offset)
            a.alpha = item.alpha
            if let id = item.itemID {
                if id != zoom?.item && id != reorder?.item { fromWindow[id] = a }
            } else {
                fromDecorations.append(a)
            }
        }
        host.prepare()
        let anchorID = zoom?.item ?? focusedItem.flatMap { displayIndex(ofItem: $0) != nil ? $0 : nil }
            ?? anchorItem().map { displayOrder[$0] }
        let old = host.prepared()
        var params = layoutParams[name] ?? [:]
        if autoplay.enabled, d.parameters.contains(where: { $0.name == "loop" }), params["loop"] == nil {
            params["loop"] = "true"
        }
        guard let layout = try? d.make(params) else { return }
        let oldParams = layoutParams[layoutName] ?? [:]
        layoutParams[name] = params
        host.setLayout(layout)
        syncScroller()
        scroller.jump(to: keepOffset ? offset : scroller.range.min)
        if let anchorID, let index = displayIndex(ofItem: anchorID),
           !keepOffset || !isOnScreen(index: index) {
            center(item: index)
        }
        host.setContentOffset(scroller.offset)
        settledAt = nil
        transition = LayoutTransition(from: old.name, to: name, fromWindow: fromWindow, fromDecorations: fromDecorations,
                                      oldLayout: old, oldOffset: offset, oldParams: oldParams, start: time)
        // Two UIKit layouts: UIKit's transition layout drives the switch (UIKitLayoutAdapter+Transition.swift).
        transition?.drivesLayout = host.beginLayoutTransition(from: old)
    }

    /// A switch the layout drives, replaced before its end (a new switch, a rotation): it ends where it was heading.
    mutating func endLayoutDrivenTransition() {
        guard let tr = transition, tr.drivesLayout else { return }
        host.endLayoutTransition(finished: tr.target != 0)
        transition?.drivesLayout = false
    }

    /// The layout after (or before) the current one in hotkey order (Tab / Shift+Tab).
    mutating func cycleLayout(backward: Bool, at time: Double) {
        let names = config.layouts.map(\.name)
        guard let i = names.firstIndex(of: layoutName) else { return }
        let next = (i + (backward ? names.count - 1 : 1)) % names.count
        switchLayout(to: names[next], at: time)
    }

    /// The transition reached an end: at 1 it is over; at 0 (scrubbed back) the old layout returns.
    mutating func endTransition() {
        guard let tr = transition else { return }
        if tr.drivesLayout { host.endLayoutTransition(finished: tr.target != 0) }
        transition = nil
        guard tr.target == 0 else { return }
        layoutParams[tr.from] = tr.oldParams
        host.setLayout(tr.oldLayout)
        syncScroller()
        scroller.jump(to: tr.oldOffset)
        host.setContentOffset(scroller.offset)
        settledAt = nil
        settleIntoRange(at: time)
    }

    /// The cells and other elements of a frame during a transition, in content coordinates of the new layout's
    /// offset: cells interpolated from their snapshot to their live place, the old decorations fading out and the
    /// new ones fading in.
    func transitionElements(_ tr: LayoutTransition, layout: any CollectionLayout, visible: Rect)
        -> (cells: [(index: Int, id: Int, attributes: LayoutAttributes)], others: [LayoutAttributes]) {
        let offset = scroller.offset
        let p = tr.progress(at: time)
        var ids = Set(tr.fromWindow.keys)
        var others: [LayoutAttributes] = []
        // A switch the layout drives (UIKit's transition layout) draws the transition layout's own supplementary
        // and decoration views, shown at the offset between the old one and the new one by the same progress as
        // its cells; otherwise the old layout's fade out and the new one's fade in.
        let shift = tr.oldOffset + (offset - tr.oldOffset) * p
        let drivenOthers = tr.drivesLayout
            ? layout.transitionOtherElements(in: Rect(origin: visible.origin - offset + shift, size: visible.size), progress: p) : nil
        for a in layout.attributes(in: visible) where !a.isHidden {
            if a.category == .cell {
                let index = layout.flatIndex(of: a.indexPath)
                if displayOrder.indices.contains(index) { ids.insert(displayOrder[index]) }
            } else if drivenOthers == nil {
                var faded = a
                faded.alpha *= p
                others.append(faded)
            }
        }
        if let drivenOthers {
            others = drivenOthers.map { $0.moved(by: offset - shift) }
        } else {
            for a in tr.fromDecorations {
                var faded = a.moved(by: offset)
                faded.alpha *= 1 - p
                others.append(faded)
            }
        }
        var cells: [(index: Int, id: Int, attributes: LayoutAttributes)] = []
        for id in ids {
            guard let index = displayIndex(ofItem: id),
                  let target = layout.attributes(forItem: layout.indexPath(forFlatIndex: index)) else { continue }
            if tr.drivesLayout,
               let a = layout.transitionAttributes(forItem: layout.indexPath(forFlatIndex: index), progress: p) {
                // The transition layout's answer, in content coordinates of the old layout at 0 and of the new one
                // at 1: shown at the offset between the old offset and the new one by the same progress.
                cells.append((index, id, a.moved(by: offset - shift)))
                continue
            }
            let toWindow = target.moved(by: -offset)
            var fromWindow = tr.fromWindow[id]
            if fromWindow == nil, let a = tr.oldLayout.attributes(forItem: tr.oldLayout.indexPath(forFlatIndex: index)) {
                fromWindow = a.moved(by: -tr.oldOffset)
            }
            let shownNow = (fromWindow ?? toWindow).interpolated(to: toWindow, p).moved(by: offset)
            cells.append((index, id, shownNow))
        }
        return (cells, others)
    }

    /// Whether the item at display `index` is at least half on screen at the current offset.
    private mutating func isOnScreen(index: Int) -> Bool {
        let layout = host.prepared()
        guard let a = layout.attributes(forItem: layout.indexPath(forFlatIndex: index)) else { return false }
        let visible = Rect(origin: scroller.offset, size: viewport)
        let frame = a.frame
        let w = max(0, min(frame.maxX, visible.maxX) - max(frame.minX, visible.minX))
        let h = max(0, min(frame.maxY, visible.maxY) - max(frame.minY, visible.minY))
        return w * h >= frame.width * frame.height / 2
    }
}
