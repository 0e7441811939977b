/// Tap-to-zoom, long-press reorder with edge auto-scroll, keyboard focus and moves, and autoplay.
extension Playground {
    // MARK: Frame step

    mutating func advanceInteractions(to t: Double, dt: Double) {
        // An item's view that recognizes gestures takes the long press (Playground+ItemGestures.swift).
        advanceItemGesture(to: t)
        // A press held still long enough on a cell lifts it.
        if let press, let cell = press.cell, !press.caughtMotion, !scroller.isDragging, reorder == nil, zoom == nil,
           itemGesture == nil, t - press.time >= config.longPress {
            beginReorder(cell: cell, press: press, at: t)
        }
        if reorder != nil {
            autoScroll(dt: dt)
            updateReorderTarget(at: t)
        }
        if let z = zoom, !z.isIn, z.isFinished(at: t) { mode.setZoom(nil) }
        if let tr = transition, tr.isFinished(at: t) { endTransition() }
        let shownAt = animationTime   // a scrubbed update's own time (Playground+UpdateScrub.swift)
        ghosts.removeAll { shownAt >= $0.start + $0.duration }
        if hasPages, autoplay.tick(dt, paused: autoplayPaused) { advanceAutoplayPage(at: t) }
        else if !hasPages, autoplay.tick(dt, paused: autoplayPaused) {
            // A UIKit carousel that snaps by itself: one item on (Playground+CarouselPaging.swift).
            let base = scroller.animationTarget ?? scroller.position
            if let target = carouselAutoplayTarget(from: base) {
                scroller.animate(to: target, time: t, duration: Autoplay.pageDuration)
            }
        }
    }

    // MARK: Tap and zoom

    mutating func tap(_ press: InteractionMode.Press, at time: Double) {
        if zoom?.isIn == true {
            unzoom(at: time)  // a second click anywhere zooms back
            return
        }
        // The hosted app's bars (a back button, bar button items) and a SwiftUI screen's views around its scroll
        // view are above its cells (a layout without any answers false: CollectionLayout.tapChrome).
        if !press.caughtMotion, tapHostedChrome(at: press.point, time: time) { return }
        guard let cell = press.cell, !press.caughtMotion else {
            if press.cell == nil { focusedItem = nil }
            return
        }
        focusedItem = cell.item
        if host.layout.takesSelection {
            // A hosted view controller: the click is the app's tap (its delegate hears it), not a zoom.
            host.select(at: host.prepared().indexPath(forFlatIndex: cell.index), point: press.point + scroller.offset)
            return
        }
        let from = zoom.map { $0.item == cell.item ? $0.amount(at: time) : 0 } ?? 0
        mode.setZoom(ZoomState(item: cell.item, fromAmount: from, toAmount: 1, start: time))
    }

    /// Zooms back (a second click, Esc, scrolling).
    public mutating func unzoom(at time: Double) {
        guard let z = zoom, z.isIn else { return }
        mode.setZoom(ZoomState(item: z.item, fromAmount: z.amount(at: time), toAmount: 0, start: time))
    }

    // MARK: Reorder

    private mutating func beginReorder(cell: (index: Int, item: Int), press: InteractionMode.Press, at t: Double) {
        _ = scroller.cancelPress()
        mode.endPress()
        let layout = host.prepared()
        guard let slot = layout.attributes(forItem: layout.indexPath(forFlatIndex: cell.index)) else { return }
        // A UIKit layout's data source may refuse (canMoveItemAt): nothing is lifted (Playground+Movement.swift).
        guard beginLayoutMovement(index: cell.index) else { return }
        let shownSlot = shown.items.first { $0.itemID == cell.item }?.attributes ?? slot
        let onScreen = shownSlot.center - scroller.offset
        mode.lift(ReorderSession(item: cell.item, source: cell.index, target: cell.index,
                                 grabOffset: press.point - onScreen, lifted: shownSlot, start: t))
        focusedItem = cell.item
    }

    /// Moves the tentative slot when the lifted copy's center comes within half a cell of another cell's center.
    mutating func updateReorderTarget(at t: Double) {
        guard let session = reorder, let p = pointer else { return }
        let c = p - session.grabOffset + scroller.offset
        if host.layout.takesInteractiveMovement {
            updateLayoutMovement(session, center: c, at: t)
            return
        }
        let layout = host.prepared()
        let slot = layout.attributes(forItem: layout.indexPath(forFlatIndex: session.target))
        let area = Rect(origin: scroller.offset, size: viewport).insetBy(dx: -Self.queryMargin, dy: -Self.queryMargin)
        var best: (index: Int, distance: Double)?
        for a in layout.attributes(in: area) where a.category == .cell {
            let index = layout.flatIndex(of: a.indexPath)
            guard index != session.target, ReorderSession.accepts(a, center: c, slot: slot) else { continue }
            let d = (c - a.center).length
            if best == nil || d < best!.distance { best = (index, d) }
        }
        guard let best else { return }
        let shift = ReorderSession.shiftDuration(autoScrollRatio: session.autoScrollRatio)
        rearrange(to: order.moving(from: session.source, to: best.index), at: t, duration: shift, except: session.item)
        mode.updateReorder { $0.target = best.index }
    }

    /// Shows `newOrder`, animating every visible item from where it is shown to its new place.
    mutating func rearrange(to newOrder: [Int], at t: Double, duration: Double, except lifted: Int? = nil) {
        rearrange(at: t, duration: duration, except: lifted) { $0.show(newOrder) }
    }

    /// Shows the order `change` makes, animating every visible item from where it is shown to its new place.
    mutating func rearrange(at t: Double, duration: Double, except lifted: Int? = nil,
                            _ change: (inout ItemOrder) -> Void) {
        let before = shown.items.compactMap { d in d.itemID.map { ($0, d.attributes) } }
        change(&items)
        applyDisplayOrder()
        syncScroller()
        for (id, a) in before where id != lifted && id != zoom?.item {
            animator.animate(id, from: a, at: t, duration: duration)
        }
        settleIntoRange(at: t)
    }

    /// After the content changed size (an insert, a delete), a resting offset that is now out of range springs back
    /// (or snaps, in paged layouts) like a release there.
    ///
    /// During a reorder the content is held, not released: an offset the shrinking content left out of range is
    /// clamped at once, as UICollectionView adjusts its content offset after each layout update of an interactive
    /// movement while the view is not itself dragged (issue 38, 8: the monkey's seeds 7, 10, 12, 17, 40 and 101
    /// found the content resting out of range under a held reorder; docs/reliability.md).
    mutating func settleIntoRange(at t: Double) {
        guard !scroller.isPressed, !scroller.isMoving, scroller.clamp(scroller.offset) != scroller.offset else { return }
        if reorder != nil {
            scroller.jump(to: scroller.clamp(scroller.offset))
            host.setContentOffset(scroller.offset)
            return
        }
        settle(Release(position: scroller.position, velocity: 0, time: t), time: t)
    }

    mutating func dropReorder(at t: Double) {
        guard let session = reorder else { return }
        let floating = session.floating(pointer: pointer ?? .zero, contentOffset: scroller.offset, at: t)
        mode.endReorder()
        endLayoutMovement(cancelled: false)
        if items.hasTentativeChanges {
            items.commit()
            history.record(.move(from: session.source, to: session.target))
        }
        animator.animate(session.item, from: floating, at: t, duration: ReorderSession.dropDuration)
    }

    /// Esc or a right click: everything animates back and the order is unchanged.
    mutating func cancelReorder(at t: Double) {
        guard let session = reorder else { return }
        let floating = session.floating(pointer: pointer ?? .zero, contentOffset: scroller.offset, at: t)
        mode.endReorder()
        endLayoutMovement(cancelled: true)
        rearrange(to: order, at: t, duration: ReorderSession.dropDuration, except: session.item)
        animator.animate(session.item, from: floating, at: t, duration: ReorderSession.dropDuration)
    }

    /// Near an edge along the scroll axis the content scrolls, faster the deeper the pointer (seed 003's speeds).
    private mutating func autoScroll(dt: Double) {
        guard let p = pointer, dt > 0 else { return }
        let ratio = ReorderSession.edgeRatio(pointer: p, viewport: viewport, axis: scroller.axis,
                                             zone: config.autoScrollZone)
        mode.updateReorder { $0.autoScrollRatio = ratio }
        guard ratio != 0 else { return }
        let speed = ReorderSession.autoScrollSpeed(ratio: abs(ratio), maximum: config.autoScrollSpeed)
            * (ratio < 0 ? -1 : 1)
        var next = scroller.offset
        next[scroller.axis] += speed * dt
        scroller.jump(to: next)
        host.setContentOffset(scroller.offset)
    }

    // MARK: Keyboard focus

    /// Arrows with a focused cell: focus the nearest cell in that direction and bring it into view.
    mutating func moveFocus(_ key: Key, time: Double) {
        guard let next = neighbor(of: focusedItem!, toward: key) else { return }
        focusedItem = displayOrder[next]
        reveal(displayIndex: next, time: time)
    }

    /// Ctrl+arrows: move the focused item to its neighbor's place (a committed reorder, animated).
    mutating func moveFocusedItem(_ key: Key, time: Double) {
        guard let id = focusedItem, let from = displayIndex(ofItem: id), let to = neighbor(of: id, toward: key) else { return }
        perform(.move(from: from, to: to), at: time)
        reveal(displayIndex: to, time: time)
    }

    /// The display index of the cell nearest item `id` in the arrow's direction: smallest distance along the
    /// direction plus twice the sideways offset, among cells ahead of it (within a viewport beyond the visible one).
    private mutating func neighbor(of id: Int, toward key: Key) -> Int? {
        guard let index = displayIndex(ofItem: id) else { return nil }
        let layout = host.prepared()
        guard let here = layout.attributes(forItem: layout.indexPath(forFlatIndex: index)) else { return nil }
        let dir: Point = switch key {
        case .left: Point(x: -1, y: 0)
        case .right: Point(x: 1, y: 0)
        case .up: Point(x: 0, y: -1)
        default: Point(x: 0, y: 1)
        }
        let around = Rect(center: here.center, size: Size(width: 3 * viewport.width, height: 3 * viewport.height))
        var best: (index: Int, score: Double)?
        for a in layout.attributes(in: around) where a.category == .cell {
            let i = layout.flatIndex(of: a.indexPath)
            let d = a.center - here.center
            let along = d.x * dir.x + d.y * dir.y
            guard i != index, along > 1 else { continue }
            let side = abs(d.x * dir.y - d.y * dir.x)
            let score = along + 2 * side
            if best == nil || score < best!.score { best = (i, score) }
        }
        return best?.index
    }

    /// Scrolls (animated) just enough to show the cell at `displayIndex`, or to its page in paged layouts.
    private mutating func reveal(displayIndex index: Int, time: Double) {
        let layout = host.prepared()
        guard let a = layout.attributes(forItem: layout.indexPath(forFlatIndex: index)) else { return }
        let axis = scroller.axis
        if let page = layout.snapPage(for: Point(x: a.center.x - viewport.width / 2, y: a.center.y - viewport.height / 2)),
           let target = layout.snapOffset(forPage: page) {
            scroller.animate(to: target[axis], time: time)
            return
        }
        let lo = a.frame.min(axis), hi = a.frame.max(axis), start = scroller.position, length = viewport[axis]
        if lo < start { scroller.animate(to: lo.clamped(to: scroller.axisRange), time: time) }
        else if hi > start + length { scroller.animate(to: (hi - length).clamped(to: scroller.axisRange), time: time) }
    }

    // MARK: Autoplay

    /// Autoplay waits while a button is down, during a drag or reorder, while zoomed, and while the window is
    /// unfocused or minimized.
    var autoplayPaused: Bool {
        scroller.isPressed || !mode.isIdle || !windowFocused
            || scroller.phase == .dragging || transition != nil
    }

    private mutating func advanceAutoplayPage(at t: Double) {
        let layout = host.prepared()
        let base = scroller.animationTarget ?? scroller.position
        guard let page = layout.snapPage(for: point(along: base)),
              let target = layout.snapOffset(forPage: page + 1) else { return }
        scroller.animate(to: target[scroller.axis], time: t, duration: Autoplay.pageDuration)
    }

    /// Turns a paged layout that can loop into its loop, keeping what is on screen (the pages' offsets are the
    /// same; the loop only removes the ends).
    mutating func ensureLoop() {
        var params = layoutParams[layoutName] ?? [:]
        guard params["loop"] == nil,
              let d = try? LayoutRegistry.descriptor(named: layoutName, in: config.layouts),
              d.parameters.contains(where: { $0.name == "loop" }) else { return }
        params["loop"] = "true"
        guard let looping = try? d.make(params) else { return }
        layoutParams[layoutName] = params
        host.setLayout(looping)
        syncScroller()
    }
}
