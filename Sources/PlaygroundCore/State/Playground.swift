/// The playground's state machine: every change goes in as an `InputEvent` through `handle(_:)` (pointer, wheel,
/// keys, resize, focus, parameters, a layout file's reload, new images), time through `advance(to:)`, and each
/// frame comes out as a DrawList. Pure: no clock, no files, no SDL.
///
/// It composes owners that keep their fields private and change them by their operations (docs/architecture.md,
/// "The Playground's state"): `ItemOrder` (the order shown and committed), `EditHistory` (undo and redo),
/// `ParameterLog`, `InteractionMode` (browsing, pressing or reordering, with the zoom), beside the scroll
/// controller and the layout host. The frame step ends with the layout prepared, so the reads after it (the
/// DrawList, the trace, `imageRequests`, `inspection`, `page`) change nothing.
///
/// Split by concern, one extension per file:
/// - `Playground.swift`: the state and the frame step;
/// - `Playground+Input.swift`: events into gestures (tap, long press, drag), wheel, keys, resize;
/// - `Playground+Interactions.swift`: zoom, reorder with edge auto-scroll, keyboard focus, autoplay;
/// - `Playground+Switching.swift`: layout switches and their transition;
/// - `Playground+Editing.swift`: insert, delete, undo and redo;
/// - `Playground+Parameters.swift`: parameter changes (relayout, physics, item count) and new images;
/// - `Playground+LayoutFiles.swift`: user layouts joining and replacing themselves;
/// - `Playground+Orthogonal.swift`: orthogonal sections as nested scroll views;
/// - `Playground+Drawing.swift`: the DrawList; `ImageRequests.swift`, `Inspection.swift`, `GestureRecord.swift`:
///   the images to load, the inspector's view, the physics lab's record.
public struct Playground: Sendable {
    /// Extra points around the viewport asked of the layout, so rotated or scaled cells whose frames sit just
    /// outside still draw.
    public static let queryMargin = 64.0

    public internal(set) var config: PlaygroundConfig
    public internal(set) var host: LayoutHost
    public internal(set) var scroller: ScrollController
    /// The items' order: committed, shown, its inverse, its version and the next identity (ItemOrder.swift).
    public internal(set) var items: ItemOrder
    public internal(set) var time = 0.0
    public internal(set) var velocity = Point.zero
    public internal(set) var wantsQuit = false
    /// The last frame handed out, for hit testing what the user sees.
    public internal(set) var shown = DrawList(viewport: .zero)

    // Interactions.
    /// Browsing, pressing or reordering, with the zoom where one can show (InteractionMode.swift).
    public internal(set) var mode: InteractionMode = .browsing(zoom: nil)
    /// The focused item's identity (keyboard focus; follows the item when it moves). Goes with every mode.
    public internal(set) var focusedItem: Int?
    /// A layout switch in progress. Goes with every mode.
    public internal(set) var transition: LayoutTransition?
    public internal(set) var autoplay: Autoplay
    /// Whether the window has input focus (autoplay pauses without it).
    public internal(set) var windowFocused = true
    var animator = ItemAnimator()
    /// Supplementary and decoration views animating through a batch update (Playground+Updates.swift).
    var elementAnimator = ElementAnimator()
    /// The hosted data source's item count when last looked at (Playground+HostedData.swift); nil: not yet, or none.
    var hostedDataCount: Int?
    /// The hosted app's screen when last looked at, and the slide that shows a new one (Playground+Navigation.swift).
    var hostedScreen: Int?
    var screenSlide: ScreenSlide?
    /// Deleted items on their way out.
    var ghosts: [Ghost] = []
    /// The last batch update's animation, scrubbable with Ctrl+wheel (Playground+UpdateScrub.swift).
    public internal(set) var updateScrub: UpdateScrub?
    /// Undo and redo of order edits and parameter changes (EditHistory.swift).
    public internal(set) var history = EditHistory()
    /// Each layout's parameters (the first layout's from the config; the others' defaults until used).
    var layoutParams: [String: [String: String]] = [:]
    /// Orthogonal sections' own scroll views (Playground+Orthogonal.swift).
    public internal(set) var nested = NestedScrolling()
    /// The last known pointer position, window coordinates.
    var pointer: Point?
    /// Where the pointer went down for the drag of the main content under way (the layout was told it began:
    /// `ScrollDrag`); nil when no drag is reported.
    var scrollDragStart: Point?
    /// A gesture an item's view claimed under the press (Playground+ItemGestures.swift).
    var itemGesture: ItemGestureSession?
    /// The pinch or rotation under way on an item's view (Playground+ItemPinch.swift).
    var itemPinchSession: ItemPinchSession?
    /// A press on the views around the scroll view (Playground+ChromePress.swift): where it began, and the
    /// pointer's last position and time (its velocity).
    var chromePress: (start: Point, last: Point, lastTime: Double, velocity: Point)?
    /// What the layouts' code met that works here only approximately, or not at all (LayoutNotice.swift).
    public internal(set) var notices = LayoutNotices()

    /// Parameter changes and refused parameter events (ParameterLog.swift).
    public internal(set) var parameterLog = ParameterLog()
    /// The last pointer gesture from press to rest, for the physics lab.
    public internal(set) var gesture: GestureRecord?

    var lastFrame: (time: Double, offset: Point)?
    /// The scroll indicators' memory (Playground+ScrollIndicators.swift).
    var indicators = ScrollIndicatorState()
    /// Each orthogonal section's band this frame, content coordinates (for its indicator).
    var orthogonalBands: [Int: Rect] = [:]
    /// The offset the layout last heard it settled at (didSettle is sent once per rest).
    var settledAt: Point?

    /// Item identities in display order, as committed (what the order file stores).
    public var order: [Int] { items.committed }
    /// Item identities in the order shown now: `order`, or a reorder's tentative arrangement.
    public var displayOrder: [Int] { items.shown }
    /// Bumped on every committed change of `order`.
    public var orderVersion: Int { items.version }
    /// Bumped on every parameter change (the trace reports the parameters when it changes).
    public var parameterVersion: Int { parameterLog.version }
    /// Parameter events that were refused (unknown name, bad value), with their times: at most 100.
    public var parameterErrors: [(time: Double, message: String)] { parameterLog.errors }
    /// The zoom shown (in, or on its way out), if any.
    public var zoom: ZoomState? { mode.zoom }
    /// The reorder in progress, if any.
    public var reorder: ReorderSession? { mode.reorder }
    /// The press that may still become a tap or a long press, if any.
    var press: InteractionMode.Press? { mode.press }

    public init(config: PlaygroundConfig) throws(ParameterError) {
        guard config.viewport.width > 0, config.viewport.height > 0, config.viewport.isFinite else {
            throw ParameterError("viewport size must be positive, got \(config.viewport)")
        }
        guard config.itemCount >= 0 else { throw ParameterError("item count must not be negative") }
        guard config.longPress > 0, config.longPress.isFinite else {
            throw ParameterError("long press must be a positive number of seconds, got \(config.longPress)")
        }
        guard config.autoplay >= 0, config.autoplay.isFinite else {
            throw ParameterError("autoplay must be 0 (off) or a positive number of seconds, got \(config.autoplay)")
        }
        var config = config
        // `--param section.name=value` (and a script's params) may set tunables too (docs/tuning.md).
        if config.params.keys.contains(where: Tunables.isTunableName) { try Tunables.apply(config.params, to: &config) }
        let descriptor = try LayoutRegistry.descriptor(named: config.layoutName, in: config.layouts)
        // Autoplay loops forever: paged layouts that can loop do so when it is on.
        if config.autoplay > 0, descriptor.parameters.contains(where: { $0.name == "loop" }), config.params["loop"] == nil {
            config.params["loop"] = "true"
        }
        self.config = config
        let layout = try descriptor.make(config.params)
        layoutParams[config.layoutName] = config.params
        // A hosted data source decides how many items there are (docs/hosting.md); --items only otherwise.
        if let count = layout.dataItemCount {
            // Known from the start: a change before the first frame's look (a block the controller queued in
            // viewDidLoad that applies its first snapshot) is a change (Playground+HostedData.swift).
            hostedDataCount = count
            hostedScreen = layout.hostedScreen
            config.itemCount = count
            if config.initialOrder.map({ $0.count != count }) ?? false { config.initialOrder = nil }
            self.config = config
        }
        items = ItemOrder(itemCount: config.itemCount, saved: config.initialOrder)
        autoplay = Autoplay(interval: config.autoplay)
        var context = LayoutContext(
            viewport: config.viewport, itemCount: config.itemCount, naturalSizes: ItemSizes(config.naturalSizes))
        context.traits = config.traits
        host = LayoutHost(layout: layout, context: context)
        scroller = ScrollController(axis: layout.scrollAxis, viewport: config.viewport, physics: config.physics)
        if order != Array(0..<config.itemCount) { applyDisplayOrder() }
        syncScroller()
        // Start at the smallest allowed offset: the top, or in the carousels the first item centered (the right
        // end of a horizontal layout mirrored for right-to-left; Playground+Device.swift).
        scroller.jump(to: startOffset())
        host.setContentOffset(scroller.offset)
    }

    public var layoutName: String { host.layout.name }
    /// The window title: `Layout Playground - <layout name>`.
    public var title: String { "Layout Playground - \(layoutName)" }
    public var contentOffset: Point { scroller.offset }
    public var viewport: Size { host.context.viewport }
    public var itemCount: Int { order.count }

    /// The layout, prepared for the current state (a read: the frame step leaves it prepared; between an event and
    /// the next frame, a prepared copy).
    public func layout() -> any CollectionLayout { host.preparedLayout }

    /// Places the content at `offset`; `clamped: false` allows any offset (for render and dump).
    public mutating func setContentOffset(_ offset: Point, clamped: Bool = true) {
        scroller.jump(to: offset, clamped: clamped)
        host.setContentOffset(scroller.offset)
        lastFrame = nil
    }

    /// The natural size of item `id`.
    func naturalSize(ofItem id: Int) -> Size { ItemSizes(config.naturalSizes)[id] }

    /// Tells the layout about `displayOrder`: its natural sizes by display index.
    mutating func applyDisplayOrder() {
        let sizes = items.showsIdentity ? ItemSizes(config.naturalSizes)
            : ItemSizes(displayOrder.map { naturalSize(ofItem: $0) })
        host.setItems(count: displayOrder.count, naturalSizes: sizes)
    }

    /// The display index of item `id` now, in O(1).
    func displayIndex(ofItem id: Int) -> Int? { items.displayIndex(ofItem: id) }

    mutating func syncScroller() {
        let layout = host.prepared()
        scroller.axis = layout.scrollAxis
        scroller.range = layout.contentOffsetRange
        scroller.viewport = viewport
        scroller.decelerationRate = layout.decelerationRate ?? config.decelerationRate
    }

    // MARK: Frames

    /// Moves time forward to `t` (seconds) and returns the frame to show.
    public mutating func advance(to t: Double) -> DrawList {
        let dt = max(0, t - time)
        time = max(time, t)
        if let release = scroller.advance(to: t) { settle(release, time: t) }
        recordGesture(at: t)
        advanceInteractions(to: t, dt: dt)
        // A motion aimed before the content shrank (an undo, a delete) may end out of range: settle from there.
        if transition == nil { settleIntoRange(at: t) }
        host.setContentOffset(scroller.offset)
        host.advanceMotion(to: t, touch: pointer.map { $0 + scroller.offset })
        advanceSections(to: t)
        noteScrolling(at: t)
        if let l = orthogonalLayout {
            orthogonalBands = Dictionary(uniqueKeysWithValues: l.orthogonalSections.compactMap { s in
                l.orthogonalBand(ofSection: s).map { (s, $0) }
            })
        } else if !orthogonalBands.isEmpty {
            orthogonalBands = [:]
        }
        if scroller.phase == .idle, !scroller.isPressed, reorder == nil, settledAt != scroller.offset {
            host.didSettle(at: scroller.offset)
            settledAt = scroller.offset
        }
        if let v = scroller.simulationVelocity ?? scroller.trackedVelocity(at: t) {
            velocity = .zero
            velocity[scroller.axis] = v
        } else if let last = lastFrame, t > last.time {
            velocity = (scroller.offset - last.offset) * (1 / (t - last.time))
        } else if lastFrame == nil || scroller.phase == .idle {
            velocity = .zero
        }
        lastFrame = (t, scroller.offset)
        animator.prune(at: animationTime)
        elementAnimator.prune(at: animationTime)
        pruneUpdateScrub(at: t)
        adoptHostedScreen(at: t)
        adoptHostedDataCount(at: t)
        adoptHostedLayoutChange(at: t)
        adoptScrollRequest(at: t)
        // The step ends prepared, so that the reads until the next change (the frame, the trace, image requests,
        // the inspector) find the layout ready and change nothing.
        host.prepare()
        let list = drawList()
        notices.add(host.layout.takeNotices())
        return list
    }

    /// The centered page in paged layouts (rotating, cards), 0 ..< item count (a loop's slot wraps); nil in free
    /// layouts.
    public func page() -> Int? {
        guard let p = layout().snapPage(for: scroller.offset), itemCount > 0 else { return nil }
        return ((p % itemCount) + itemCount) % itemCount
    }

    /// The zoomed item's identity while zoomed or zooming in; nil otherwise (also while zooming back out).
    public var zoomedItem: Int? { zoom.flatMap { $0.isIn ? $0.item : nil } }

    /// Whether a reorder drag is in progress.
    public var isReordering: Bool { mode.reorder != nil }

    /// Whether nothing moves or waits on the clock, as the last `advance(to:)` left it: no scroll motion or press
    /// (of the content or an orthogonal section), no press that may still become a tap or a long press, no reorder,
    /// layout switch or zoom animation under way, no item animating to its place and no deleted item on its way
    /// out. A settled playground changes only with input (or autoplay's next page, `autoplayState`). The window's
    /// `--status-file` reports it, so a test waits for rest instead of sleeping (docs/status-file.md).
    ///
    ///     var p = try Playground(config: PlaygroundConfig(viewport: Size(width: 1280, height: 800), itemCount: 60))
    ///     _ = p.advance(to: 0);   p.isSettled  // true
    ///     p.handle(InputEvent(time: 0, .keyDown(.end)))
    ///     _ = p.advance(to: 0.1); p.isSettled  // false: the content animates to the end
    ///     _ = p.advance(to: 2);   p.isSettled  // true
    public var isSettled: Bool {
        scroller.phase == .idle && !scroller.isPressed && !nested.isMoving && mode.press == nil
            && mode.reorder == nil && transition == nil && (zoom.map { $0.isFinished(at: time) } ?? true)
            && animator.entries.isEmpty && elementAnimator.isEmpty && ghosts.isEmpty && !host.layout.isInMotion
    }

    /// Autoplay's state now: off in free layouts (there are no pages to turn).
    public var autoplayState: Autoplay.State { hasPages ? autoplay.state(paused: autoplayPaused) : .off }

    /// Whether the layout pages (rotating, cards, coverflow) and has items.
    var hasPages: Bool { itemCount > 0 && host.layout.snapPage(for: scroller.offset) != nil }
}
