/// Events into gestures: pointer arbitration (tap, long press, drag), wheel, keys, resize.
extension Playground {
    public mutating func handle(_ event: InputEvent) {
        let t = event.time
        switch event.kind {
        case .pointerDown(let p, .left): pointerDown(at: p, time: t)
        case .pointerMove(let p): pointerMove(to: p, time: t)
        case .pointerUp(let p, .left): pointerUp(at: p, time: t)
        case .pointerDown(_, .right): if reorder != nil { cancelReorder(at: t) }
        case .pointerDown, .pointerUp: break
        case .wheel(let dx, let dy, let at):
            // A wheel event happens where its pointer is: that point picks what it scrolls (a band or the layout).
            if let at { pointer = at }
            handleWheel(dx: dx, dy: dy, modifiers: event.modifiers, time: t)
        case .keyDown(let key): handleKey(key, modifiers: event.modifiers, time: t)
        case .keyUp(let key):
            // Releasing Ctrl ends a scrub: the transition finishes toward the nearer end.
            if Self.controlKeys.contains(key) {
                transition?.finishScrubbing(at: t)
                finishUpdateScrub(at: t)
                endItemPinch(at: t)
            }
        case .resize(let size):
            guard size.width > 0, size.height > 0, size.isFinite, size != viewport else { break }
            // Window resizing stays free-form: a size other than the device's leaves the device (docs/devices.md).
            if config.traits.device != nil { config.traits.device = nil; host.setTraits(config.traits) }
            config.viewport = size
            host.prepare()
            let anchor = anchorItem()
            host.setViewport(size)
            syncScroller()
            scroller.rangeChanged()
            if let anchor { center(item: anchor) }
        case .device(let name):
            do { try setDevice(name, at: t) } catch { parameterLog.reject(error, at: t) }
        case .layoutDirection(let direction): setLayoutDirection(direction, at: t)
        case .focus(let focused): windowFocused = focused
        case .quit: wantsQuit = true
        case .parameter(let name, let value):
            do { try setParameter(name, to: value, at: t) } catch { parameterLog.reject(error, at: t) }
        case .installLayout(let request):
            guard let descriptor = request.descriptor else {
                parameterLog.reject(ParameterError("layout file \(request.file) was not built"), at: t)
                break
            }
            do { try install(descriptor, at: t) } catch { parameterLog.reject(error, at: t) }
        case .replaceImages(let set):
            replaceImages(naturalSizes: set.naturalSizes, imageCount: set.imageCount, itemCount: set.itemCount, at: t)
        }
        host.setContentOffset(scroller.offset)
    }

    // MARK: Pointer

    private mutating func pointerDown(at p: Point, time: Double) {
        pointer = p
        endItemPinch(at: time)
        scrollDragStart = nil
        guard reorder == nil else { return }
        // A press on the views around the scroll view is theirs (Playground+ChromePress.swift).
        if beginChromePress(at: p, time: time) {
            mode.press(InteractionMode.Press(point: p, time: time, cell: nil, caughtMotion: false))
            itemGesture = nil
            return
        }
        let caughtMain = scroller.pointerDown(at: p, time: time)
        let caught = orthogonalPointerDown(at: p, time: time) || caughtMain
        let hit = frameForPress(at: time)?.cell(at: p)
        let cell = hit.flatMap { h in h.displayIndex.flatMap { i in h.itemID.map { (index: i, item: $0) } } }
        mode.press(InteractionMode.Press(point: p, time: time, cell: cell, caughtMotion: caught))
        beginItemGesture(cell: cell, at: p, time: time, caught: caught)   // Playground+ItemGestures.swift
    }

    private mutating func pointerMove(to p: Point, time: Double) {
        pointer = p
        if reorder != nil {
            updateReorderTarget(at: time)
            return
        }
        if moveChromePress(to: p, time: time) { return }   // a press on the chrome never scrolls
        if moveItemGesture(to: p, time: time) { return }   // an item's drag holds the pointer
        if orthogonalPointerMove(to: p, time: time) { return }
        scroller.pointerMove(to: p, time: time)
        if scroller.isDragging {
            reportScrollDrag(to: p, time: time)
            mode.endPress()  // a drag is neither a tap nor a long press
            if zoom?.isIn == true { unzoom(at: time) }  // scrolling zooms back
        }
    }

    private mutating func pointerUp(at p: Point, time: Double) {
        pointer = p
        if reorder != nil {
            dropReorder(at: time)
            return
        }
        if endChromePress(at: p, time: time) {   // a drag on the chrome: no tap, no fling
            mode.endPress()
            return
        }
        // An item whose view recognizes gestures is the view's: a click on it never zooms (a tap action runs).
        let claimed = itemGesture != nil
        if endItemGesture(at: p, time: time) {   // an item's drag held the pointer: no tap, no fling
            mode.endPress()
            return
        }
        if let press, time - press.time < config.longPress, !claimed || host.layout.takesSelection {
            tap(press, at: time)
        }
        mode.endPress()
        if orthogonalPointerUp(at: p, time: time) { return }
        let pointerVelocity = -(scroller.trackedVelocity(at: time) ?? 0)
        if let release = scroller.pointerUp(at: p, time: time) {
            settle(release, time: time, dragged: scrollDragStart != nil)
        }
        if let start = scrollDragStart {
            // UIPanGestureRecognizer ends on release; the scroll view then says whether the content moves on.
            var v = Point.zero
            v[scroller.axis] = pointerVelocity
            host.scrollDragChanged(ScrollDrag(phase: .ended, location: p, translation: p - start, velocity: v,
                                              willDecelerate: scroller.isMoving))
            scrollDragStart = nil
        }
    }

    /// The drag of the main content began (the pointer moved past the touch slop) or moved: the layout hears it as
    /// a scroll view's pan recognizer would (`ScrollDrag`), with the translation from where the pointer went down.
    private mutating func reportScrollDrag(to p: Point, time: Double) {
        let began = scrollDragStart == nil
        if began { scrollDragStart = press?.point ?? p }
        var v = Point.zero
        v[scroller.axis] = -(scroller.trackedVelocity(at: time) ?? 0)
        host.scrollDragChanged(ScrollDrag(phase: began ? .began : .changed, location: p,
                                          translation: p - scrollDragStart!, velocity: v))
    }

    /// The end of a gesture: the layout decides where to rest (targetContentOffset of the projected rest). A target
    /// other than the projection is a snap; otherwise the content decelerates freely and bounces at the edges.
    /// `dragged`: the release ends a drag the layout was told of, whose scroll view's delegate may move the target
    /// (`willEndScrollDrag`).
    mutating func settle(_ release: Release, time: Double, dragged: Bool = false) {
        let axis = scroller.axis
        var proposed = scroller.offset
        proposed[axis] = scroller.projectedRest(release)
        var velocity = Point.zero
        velocity[axis] = release.velocity
        var target = host.targetContentOffset(proposed: proposed, velocity: velocity)
        if dragged { target = host.willEndScrollDrag(velocity: velocity, target: target) }
        if target[axis] != proposed[axis], target[axis].isFinite {
            scroller.snap(release, to: scroller.clamp(target)[axis], time: time)
        } else {
            scroller.fling(release, time: time)
        }
        noteRelease(release)
    }

    // MARK: Wheel

    /// Key names SDL gives the Ctrl keys (and the names scripts may use).
    static let controlKeys: Set<Key> = ["leftctrl", "rightctrl", "ctrl", "control"]

    private mutating func handleWheel(dx: Double, dy: Double, modifiers: Modifiers, time: Double) {
        // Ctrl+wheel during a switch scrubs it: wheel down (toward the user) forward, up back.
        if modifiers.contains(.control), transition != nil {
            transition?.scrub(by: -(dy + dx) * LayoutTransition.scrubStep, at: time)
            return
        }
        // Ctrl+wheel during a batch update's animation scrubs it the same way (Playground+UpdateScrub.swift).
        if modifiers.contains(.control), scrubUpdate(by: -(dy + dx) * UpdateScrub.scrubStep, at: time) { return }
        // Ctrl (+ Shift) + wheel over an item whose view pinches (rotates): its gesture (Playground+ItemPinch.swift).
        if pinchWheel(dx: dx, dy: dy, modifiers: modifiers, time: time) { return }
        if orthogonalWheel(dx: dx, dy: dy, modifiers: modifiers, time: time) { return }
        let (distance, notches) = scroller.wheelDelta(dx: dx, dy: dy, modifiers: modifiers)
        guard distance != 0 else { return }
        if zoom?.isIn == true { unzoom(at: time) }
        guard let notches else {
            scroller.trackpadScroll(by: distance, time: time)
            return
        }
        // Notches accumulate into one target: paged layouts move one page per notch, free ones 53 points.
        let layout = host.prepared()
        let base = scroller.animationTarget ?? scroller.position
        if let page = layout.snapPage(for: point(along: base)),
           let target = layout.snapOffset(forPage: page + notches) {
            scroller.animate(to: target[scroller.axis], time: time)
        } else if let target = carouselTarget(steps: notches, from: base) {
            scroller.animate(to: target, time: time)   // a carousel that snaps by itself (Playground+CarouselPaging)
        } else {
            scroller.animate(to: (base + distance).clamped(to: scroller.axisRange), time: time)
        }
    }

    // MARK: Keys

    private mutating func handleKey(_ key: Key, modifiers: Modifiers, time: Double) {
        switch key {
        case .escape:
            if reorder != nil { cancelReorder(at: time) }
            else if zoom?.isIn == true { unzoom(at: time) }
            else if focusedItem != nil { focusedItem = nil }
            else if host.layout.takesSelection { _ = goBack(at: time) }  // a hosted app's back (docs/hosting.md)
            // Nothing to cancel: Esc does nothing. Quitting takes Q or closing the window (issue 23: an Esc
            // pressed once too often must not end the session).
        case .q: wantsQuit = true
        case .space: autoplay.toggle(); if autoplay.enabled { ensureLoop() }
        case .left where modifiers.contains(.alt) && host.layout.takesSelection:
            _ = goBack(at: time)  // Alt+Left: back, as a browser's (docs/hosting.md, "Navigation")
        case .left, .right, .up, .down:
            if zoom?.isIn == true { unzoom(at: time) }
            if focusedItem != nil, displayIndex(ofItem: focusedItem!) != nil {
                if modifiers.contains(.control) { moveFocusedItem(key, time: time) } else { moveFocus(key, time: time) }
            } else {
                scrollKey(key, time: time)
            }
        case .pageUp, .pageDown, .home, .end:
            if zoom?.isIn == true { unzoom(at: time) }
            scrollKey(key, time: time)
        case "return", "enter":
            host.prepare()
            if focusedItem == nil, let anchor = anchorItem() { focusedItem = displayOrder[anchor] }
        case .tab: cycleLayout(backward: modifiers.contains(.shift), at: time)
        case "n": insertItem(at: time)
        case "d": cycleDevice(backward: modifiers.contains(.shift), at: time)
        case "r" where !modifiers.contains(.control): rotateDevice(at: time)
        case "l" where !modifiers.contains(.control):
            setLayoutDirection(traits.isRightToLeft ? .leftToRight : .rightToLeft, at: time)
        case "delete", "backspace": deleteFocusedItem(at: time)
        case "z" where modifiers.contains(.control):
            if modifiers.contains(.shift) { redo(at: time) } else { undo(at: time) }
        default:
            // Alt + 1, 2, … pick the shown layout's entry points (Playground+EntryPoints).
            if modifiers.contains(.alt), let n = Int(key.rawValue) {
                showEntryPoint(n, at: time)
                return
            }
            // 1, 2, … pick the layouts in registry order.
            if let n = Int(key.rawValue), n >= 1, n <= config.layouts.count {
                switchLayout(to: config.layouts[n - 1].name, at: time)
            }
        }
    }

    /// Arrows, PageUp/PageDown, Home/End: a page at a time in paged layouts; otherwise a line (one notch), 87.5 %
    /// of the viewport, or an end — animated like a wheel notch.
    private mutating func scrollKey(_ key: Key, time: Double) {
        let layout = host.prepared()
        let axis = scroller.axis
        let base = scroller.animationTarget ?? scroller.position
        let backward: Set<Key> = axis == .vertical ? [.up, .pageUp] : [.left, .up, .pageUp]
        let forward: Set<Key> = axis == .vertical ? [.down, .pageDown] : [.right, .down, .pageDown]
        if let page = layout.snapPage(for: point(along: base)) {
            let next: Int
            switch key {
            case .home: next = page - (((page % itemCount) + itemCount) % itemCount)
            case .end: next = page - (((page % itemCount) + itemCount) % itemCount) + itemCount - 1
            default:
                guard backward.contains(key) || forward.contains(key) else { return }
                next = page + (forward.contains(key) ? 1 : -1)
            }
            if let target = layout.snapOffset(forPage: next) { scroller.animate(to: target[axis], time: time) }
            return
        }
        if backward.contains(key) || forward.contains(key),
           let target = carouselTarget(steps: forward.contains(key) ? 1 : -1, from: base) {
            scroller.animate(to: target, time: time)   // a carousel that snaps by itself (Playground+CarouselPaging)
            return
        }
        let line = ScrollController.wheelStep, pageLength = ScrollController.pageFraction * viewport[axis]
        let target: Double
        switch key {
        case .home: target = scroller.axisRange.lowerBound
        case .end: target = scroller.axisRange.upperBound
        case .pageUp: target = base - pageLength
        case .pageDown: target = base + pageLength
        default:
            guard backward.contains(key) || forward.contains(key) else { return }
            target = base + (forward.contains(key) ? line : -line)
        }
        scroller.animate(to: target.clamped(to: scroller.axisRange), time: time)
    }

    /// The current offset with its scroll-axis coordinate replaced by `position`.
    func point(along position: Double) -> Point {
        var p = scroller.offset
        p[scroller.axis] = position
        return p
    }

    // MARK: Anchoring

    /// The display index of the cell whose center is nearest the viewport's center (the anchor item).
    public func anchorItem() -> Int? {
        let layout = layout()
        let bounds = Rect(origin: scroller.offset, size: viewport)
        let middle = bounds.center
        let cells = layout.attributes(in: bounds).filter { $0.category == .cell && !$0.isHidden }
        let nearest = cells.min { a, b in (a.center - middle).length < (b.center - middle).length }
        return nearest.map { layout.flatIndex(of: $0.indexPath) }
    }

    /// Scrolls (without animation) so the cell at display index `index` is as near the viewport's center as the
    /// offset range allows.
    public mutating func center(item index: Int) {
        let layout = host.prepared()
        guard let a = layout.attributes(forItem: layout.indexPath(forFlatIndex: index)) else { return }
        scroller.jump(to: Point(x: a.center.x - viewport.width / 2, y: a.center.y - viewport.height / 2))
        host.setContentOffset(scroller.offset)
        host.didSettle(at: scroller.offset)
    }
}
