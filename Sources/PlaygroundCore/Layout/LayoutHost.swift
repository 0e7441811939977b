/// Owns a layout and its context, and defers invalidation: `invalidate()` only marks the layout dirty, and the
/// next query prepares it once (seed 002: "many calls cost one relayout").
public struct LayoutHost: Sendable {
    public private(set) var layout: any CollectionLayout
    public private(set) var context: LayoutContext
    public private(set) var isValid = false
    /// How many times `prepare` ran (for tests of coalescing).
    public private(set) var prepareCount = 0

    public init(layout: any CollectionLayout, context: LayoutContext) {
        self.layout = layout
        self.context = context
    }

    /// Marks the layout dirty; the work happens at the next `prepared()` query.
    public mutating func invalidate() { isValid = false }

    /// Changes the content offset, invalidating only when the layout asks for it.
    public mutating func setContentOffset(_ offset: Point) {
        guard offset != context.contentOffset else { return }
        let newBounds = Rect(origin: offset, size: context.viewport)
        if layout.shouldInvalidate(forBoundsChange: newBounds) { invalidate() }
        context.contentOffset = offset
    }

    /// Changes the offsets of sections that scroll on their own (a relayout, cheap in layouts that have them).
    public mutating func setSectionOffsets(_ offsets: [Int: Double]) {
        guard offsets != context.sectionOffsets else { return }
        context.sectionOffsets = offsets
        invalidate()
    }

    /// Changes the viewport size (always a relayout).
    public mutating func setViewport(_ size: Size) {
        guard size != context.viewport else { return }
        context.viewport = size
        invalidate()
    }

    /// Changes the device and layout direction (a relayout when they differ).
    public mutating func setTraits(_ traits: ScreenTraits) {
        guard traits != context.traits else { return }
        context.traits = traits
        invalidate()
    }

    /// Replaces the data description (count and natural sizes).
    public mutating func setItems(count: Int, naturalSizes: ItemSizes) {
        context.itemCount = count
        context.naturalSizes = naturalSizes
        context.dataVersion += 1
        invalidate()
    }

    /// Replaces the layout (it starts dirty).
    public mutating func setLayout(_ newLayout: any CollectionLayout) {
        layout = newLayout
        invalidate()
    }

    /// Asks the (prepared) layout where scrolling should stop; it may update its snapping state.
    public mutating func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        _ = prepared()
        return layout.targetContentOffset(proposed: proposed, velocity: velocity)
    }

    /// Tells the layout scrolling came to rest at `offset`.
    public mutating func didSettle(at offset: Point) {
        _ = prepared()
        layout.didSettle(at: offset)
    }

    /// Tells the layout the user's drag of the content began, moved or ended.
    public mutating func scrollDragChanged(_ drag: ScrollDrag) {
        layout.scrollDragChanged(drag)
    }

    /// Asks the (prepared) layout where a drag's scrolling rests instead of `target` (its delegate's say).
    public mutating func willEndScrollDrag(velocity: Point, target: Point) -> Point {
        _ = prepared()
        return layout.willEndScrollDrag(velocity: velocity, target: target)
    }

    /// Moves the layout's own motion (UIKit Dynamics) to `time`; `touch` in content coordinates.
    public mutating func advanceMotion(to time: Double, touch: Point?) {
        layout.advanceMotion(to: time, touch: touch)
    }

    /// Tells the (prepared) layout the batch update being animated, then (`finalizeUpdates`) that it was asked.
    public mutating func prepareForUpdates(_ updates: [LayoutUpdate]) {
        prepare()
        layout.prepare(forUpdates: updates)
    }

    public mutating func finalizeUpdates() { layout.finalizeUpdates() }

    /// The window's switch from `old` begins (the layout prepared first): whether the layout drives it.
    public mutating func beginLayoutTransition(from old: any CollectionLayout) -> Bool {
        prepare()
        return layout.beginLayoutTransition(from: old)
    }

    public mutating func endLayoutTransition(finished: Bool) { layout.endLayoutTransition(finished: finished) }

    /// A hosted controller's animated layout change since the last call (its duration), if any.
    public mutating func takeAnimatedLayoutChange() -> Double? {
        let d = layout.takeAnimatedLayoutChange()
        if d != nil { invalidate() }
        return d
    }

    /// An offset the layout's own code asked for since the last call (CollectionLayout.takeScrollRequest).
    public mutating func takeScrollRequest() -> (offset: Point, duration: Double)? { layout.takeScrollRequest() }

    /// The layout's own data source's batches since the last call (HostedBatch.swift).
    public mutating func takeHostedBatches() -> [HostedBatch] { layout.takeHostedBatches() }

    /// An animated bounds change (a rotation): the layout, prepared at the new bounds, is told the old ones, then
    /// (`finalizeAnimatedBoundsChange`) that the animation was made.
    public mutating func prepareForAnimatedBoundsChange(from oldBounds: Rect) {
        prepare()
        layout.prepareForAnimatedBoundsChange(from: oldBounds)
    }

    public mutating func finalizeAnimatedBoundsChange() { layout.finalizeAnimatedBoundsChange() }

    /// A reorder's interactive movement, for layouts that take it (CollectionLayout+InteractiveMovement.swift).
    public mutating func beginInteractiveMovement(at indexPath: IndexPath) -> Bool {
        prepare()
        return layout.beginInteractiveMovement(at: indexPath)
    }

    public mutating func updateInteractiveMovement(to position: Point) -> IndexPath? {
        prepare()
        return layout.updateInteractiveMovement(to: position)
    }

    public mutating func endInteractiveMovement(cancelled: Bool) { layout.endInteractiveMovement(cancelled: cancelled) }

    /// A tap on the hosted app's bars (viewport coordinates): true when it was one.
    public mutating func tapChrome(at point: Point) -> Bool {
        prepare()
        return layout.tapChrome(at: point)
    }

    /// The hosted app's back (a pop or a dismissal): true when there was one.
    public mutating func navigateBack() -> Bool {
        prepare()
        return layout.navigateBack()
    }

    /// A tap on an item, for layouts that take selection (CollectionLayout+Selection.swift).
    public mutating func select(at indexPath: IndexPath, point: Point) {
        prepare()
        layout.select(at: indexPath, point: point)
    }

    /// What the item's view recognizes under a press (CollectionLayout+ItemGestures.swift).
    public mutating func itemGestures(at indexPath: IndexPath, point: Point) -> ItemGestureClaim? {
        prepare()
        return layout.itemGestures(at: indexPath, point: point)
    }

    /// A moment of a gesture the layout claimed.
    public mutating func itemGesture(_ event: ItemGestureEvent) {
        prepare()
        layout.itemGesture(event)
    }

    /// Whether a press at `point` (viewport coordinates) is the chrome's (CollectionLayout+ChromePress.swift).
    public mutating func pressIsOnChrome(at point: Point) -> Bool {
        prepare()
        return layout.pressIsOnChrome(at: point)
    }

    /// A moment of a press that moved on the chrome.
    public mutating func chromeDrag(_ event: ChromeDragEvent) {
        prepare()
        layout.chromeDrag(event)
    }

    /// What two-finger gestures the item's view recognizes at `point` (CollectionLayout+ItemPinch.swift).
    public mutating func itemPinches(at indexPath: IndexPath, point: Point) -> ItemPinchClaim? {
        prepare()
        return layout.itemPinches(at: indexPath, point: point)
    }

    /// A moment of a pinch or rotation the layout claimed.
    public mutating func itemPinch(_ event: ItemPinchEvent) {
        prepare()
        layout.itemPinch(event)
    }

    /// Whether a drag decided at its beginning begins.
    public mutating func itemGestureShouldBegin(_ event: ItemGestureEvent) -> Bool {
        prepare()
        return layout.itemGestureShouldBegin(event)
    }

    /// The layout's own snapping target for a fling (nil: it does not snap that way).
    public mutating func snappingTarget(proposed: Point, velocity: Point) -> Point? {
        prepare()
        return layout.snappingTarget(proposed: proposed, velocity: velocity)
    }

    /// Prepares the layout for the current context if a change invalidated it.
    public mutating func prepare() {
        guard !isValid else { return }
        layout.prepare(context)
        prepareCount += 1
        isValid = true
    }

    /// The layout, prepared for the current context.
    public mutating func prepared() -> any CollectionLayout {
        prepare()
        return layout
    }

    /// The layout prepared for the current context, for reads that change nothing: the layout itself once
    /// `prepare()` ran after the last change (the Playground prepares at the end of each frame step), else a
    /// prepared copy (the host stays as it is).
    public var preparedLayout: any CollectionLayout {
        guard !isValid else { return layout }
        var copy = layout
        copy.prepare(context)
        return copy
    }
}
