/// Parameters changed while the playground runs (the parameter panel, a script's `parameter` events): the layout's
/// own parameters relayout at once through the animated transition, keeping the anchor item where it is on screen;
/// physics constants apply to the next gesture; interactions and the item count at once. Each change is undoable.
extension Playground {
    /// Sets parameter `name` to `value` at `time`: a layout parameter of the current layout (`itemWidth`) or a
    /// tunable (`physics.rubberBand`, docs/tuning.md). Recorded for undo; changes of one parameter less than
    /// `parameterCoalescing` apart (a slider being dragged) make one undo step. Throws a one-line error naming the key when it is unknown or out of
    /// range; nothing changes then.
    public mutating func setParameter(_ name: String, to value: String, at time: Double) throws(ParameterError) {
        let layout = Tunables.isTunableName(name) ? nil : layoutName
        let old = try parameterValue(name)
        let new = try checkedParameter(name, value)
        guard old != new else { return }
        try applyParameter(name, layout: layout, value: new, at: time)
        let last = lastParameterChange
        lastParameterChange = (name, layout, time)
        if let last, last.name == name, last.layout == layout, time - last.time < Self.parameterCoalescing,
           case let .parameter(lastName, lastLayout, from, _)? = undoStack.last, lastName == name, lastLayout == layout {
            undoStack[undoStack.count - 1] = .parameter(name: name, layout: layout, from: from, to: new)
            if from == new { undoStack.removeLast() }  // dragged back to where it started
            redoStack.removeAll()
        } else {
            record(.parameter(name: name, layout: layout, from: old, to: new))
        }
    }

    /// Changes of one parameter closer than this make one undo step, seconds (a slider dragged sends one change
    /// per frame; a pause of half a second starts a new step).
    public static let parameterCoalescing = 0.5

    /// The current value of parameter `name` (a layout parameter of the current layout, or a tunable).
    public func parameterValue(_ name: String) throws(ParameterError) -> String {
        if Tunables.isTunableName(name) {
            _ = try Tunables.validate(name, Tunables.named(name)?.spec.defaultValue ?? "")
            return Tunables.value(name, in: config) ?? ""
        }
        let d = try LayoutRegistry.descriptor(named: layoutName, in: config.layouts)
        return try ParameterValues(layoutParams[layoutName] ?? [:], specs: d.parameters, layout: d.name).string(name)
    }

    /// The current layout's parameter specs (a user layout's declared ones too).
    public var layoutParameterSpecs: [ParameterSpec] {
        (try? LayoutRegistry.descriptor(named: layoutName, in: config.layouts))?.parameters ?? []
    }

    /// The current layout's parameters that differ from their defaults, by name.
    public var changedLayoutParameters: [String: String] {
        var result: [String: String] = [:]
        for spec in layoutParameterSpecs {
            if let v = try? parameterValue(spec.name), v != spec.defaultValue { result[spec.name] = v }
        }
        return result
    }

    /// The tunables that differ from their defaults, by name (`items.count` excluded: its default is the edge's).
    public var changedTunables: [String: String] {
        var result: [String: String] = [:]
        for t in Tunables.all where t.section != .items {
            if let v = Tunables.value(t.name, in: config), v != t.spec.defaultValue { result[t.name] = v }
        }
        return result
    }

    /// `value` checked for parameter `name`, in its canonical form ("1" for a flag's "true" and so on).
    private func checkedParameter(_ name: String, _ value: String) throws(ParameterError) -> String {
        if Tunables.isTunableName(name) { return try Tunables.validate(name, value) }
        let d = try LayoutRegistry.descriptor(named: layoutName, in: config.layouts)
        return try ParameterValues([name: value], specs: d.parameters, layout: d.name).string(name)
    }

    /// Applies a checked value (also for undo and redo): `layout` names the layout a layout parameter belongs to.
    mutating func applyParameter(_ name: String, layout: String?, value: String, at time: Double) throws(ParameterError) {
        parameterVersion += 1
        guard let layout else {
            var changed = config
            try Tunables.set(name, value, in: &changed)
            let countChanged = changed.itemCount != config.itemCount
            let autoplayChanged = changed.autoplay != config.autoplay
            config = changed
            scroller.physics = config.physics  // the running motion keeps its simulation; the next gesture uses these
            scroller.decelerationRate = host.layout.decelerationRate ?? config.decelerationRate
            if autoplayChanged {
                autoplay = Autoplay(interval: config.autoplay)
                if autoplay.enabled { ensureLoop() }
            }
            if countChanged { setItemCount(config.itemCount, at: time) }
            return
        }
        var params = layoutParams[layout] ?? [:]
        let spec = (try? LayoutRegistry.descriptor(named: layout, in: config.layouts))?.parameters
            .first { $0.name == name }
        params[name] = value == spec?.defaultValue ? nil : value
        guard layout == layoutName else {
            layoutParams[layout] = params  // undoing a change of a layout not shown: it applies when it is shown
            return
        }
        relayout(params: params, at: time)
    }

    /// Rebuilds the current layout with `params` and moves every item to its new place through the animated
    /// transition; the anchor item (zoomed, focused, else nearest the center) keeps its place on screen as far as
    /// the new offset range allows (paged layouts settle on the anchor's page).
    mutating func relayout(params: [String: String], at time: Double) {
        let oldParams = layoutParams[layoutName] ?? [:]
        let anchorID = zoom?.item ?? focusedItem.flatMap { displayIndex(ofItem: $0) != nil ? $0 : nil }
            ?? anchorItem().map { displayOrder[$0] }
        var anchorOnScreen: Point?
        if let anchorID, let item = shown.items.first(where: { $0.itemID == anchorID }) {
            anchorOnScreen = item.attributes.center - scroller.offset
        }
        layoutParams[layoutName] = params
        switchLayout(to: layoutName, at: time, force: true, keepOffset: true)
        transition?.oldParams = oldParams
        guard let anchorID, let index = displayIndex(ofItem: anchorID) else { return }
        let layout = host.prepared()
        guard let a = layout.attributes(forItem: layout.indexPath(forFlatIndex: index)) else { return }
        let onScreen = anchorOnScreen ?? Point(x: viewport.width / 2, y: viewport.height / 2)
        var offset = scroller.clamp(a.center - onScreen)
        if let page = layout.snapPage(for: offset), let snapped = layout.snapOffset(forPage: page) {
            offset = scroller.clamp(snapped)
        }
        scroller.jump(to: offset)
        host.setContentOffset(scroller.offset)
        settledAt = nil
    }

    /// New items from another images folder: their natural sizes and image count, and `itemCount` items; the layout
    /// updates at once and the items animate to their places. (The panel's "Load images"; not undoable.)
    public mutating func replaceImages(naturalSizes: [Size], imageCount: Int, itemCount: Int, at time: Double) {
        config.naturalSizes = naturalSizes
        config.imageCount = imageCount
        config.itemCount = itemCount
        parameterVersion += 1
        setItemCount(itemCount, at: time)
        applyDisplayOrder()
        syncScroller()
        settleIntoRange(at: time)
    }

    /// Shows `count` items: the committed order keeps the identities below `count` in their order, and the
    /// missing ones are appended; the items animate to their places.
    mutating func setItemCount(_ count: Int, at time: Double) {
        if reorder != nil { cancelReorder(at: time) }
        var kept = order.filter { $0 < count }
        let present = Set(kept)
        kept += (0..<count).filter { !present.contains($0) }
        nextItemID = max(count, (kept.max() ?? -1) + 1)
        rearrange(to: kept, at: time, duration: ReorderSession.dropDuration)
        order = displayOrder
        orderVersion += 1
        if let f = focusedItem, displayIndex(ofItem: f) == nil { focusedItem = nil }
        if let z = zoom, displayIndex(ofItem: z.item) == nil { zoom = nil }
    }
}
