/// The playground's state machine: input goes in through `handle(_:)`, time through `advance(to:)`, and each
/// frame comes out as a DrawList. Pure: no clock, no files, no SDL.
///
/// Split by concern: this file holds the state and the frame loop; `Playground+Input.swift` turns events into
/// gestures and scrolling; `Playground+Interactions.swift` zoom, reorder, focus and autoplay;
/// `Playground+Drawing.swift` the DrawList.
public struct Playground: Sendable {
    /// Extra points around the viewport asked of the layout, so rotated or scaled cells whose frames sit just
    /// outside still draw.
    public static let queryMargin = 64.0

    public internal(set) var config: PlaygroundConfig
    public internal(set) var host: LayoutHost
    public internal(set) var scroller: ScrollController
    /// Item identities in display order, as committed (what the order file stores).
    public internal(set) var order: [Int]
    /// Item identities in the order shown now: `order`, or a reorder's tentative arrangement.
    public internal(set) var displayOrder: [Int] { didSet { indexDisplayOrder() } }
    /// The inverse of `displayOrder`: position[id] is item id's display index, or −1. Rebuilt when the order
    /// changes (O(n), like the layout's own update), so per-frame lookups are O(1).
    private var positions: [Int32] = []
    /// Bumped on every committed change of `order`.
    public internal(set) var orderVersion = 0
    public internal(set) var time = 0.0
    public internal(set) var velocity = Point.zero
    public internal(set) var wantsQuit = false
    /// The last frame handed out, for hit testing what the user sees.
    public internal(set) var shown = DrawList(viewport: .zero)

    // Interactions.
    public internal(set) var zoom: ZoomState?
    public internal(set) var reorder: ReorderSession?
    /// The focused item's identity (keyboard focus; follows the item when it moves).
    public internal(set) var focusedItem: Int?
    public internal(set) var autoplay: Autoplay
    /// Whether the window has input focus (autoplay pauses without it).
    public internal(set) var windowFocused = true
    var animator = ItemAnimator()
    /// A layout switch in progress.
    public internal(set) var transition: LayoutTransition?
    /// Deleted items on their way out.
    var ghosts: [Ghost] = []
    /// Undo and redo stacks of order edits (at most `undoLimit` each).
    public internal(set) var undoStack: [Edit] = []
    public internal(set) var redoStack: [Edit] = []
    static let undoLimit = 100
    /// The identity the next inserted item gets.
    public internal(set) var nextItemID: Int
    /// Each layout's parameters (the first layout's from the config; the others' defaults until used).
    var layoutParams: [String: [String: String]] = [:]
    /// Orthogonal sections' own scroll views (Playground+Orthogonal.swift).
    public internal(set) var nested = NestedScrolling()
    /// The pressed button's gesture, until it is a drag, a long press or released.
    var press: Press?
    /// The last known pointer position, window coordinates.
    var pointer: Point?

    /// Bumped on every parameter change (the trace reports the parameters when it changes).
    public internal(set) var parameterVersion = 0
    /// The last parameter change (name, layout, time): changes of the same one within `Playground.coalescing`
    /// seconds make one undo step.
    var lastParameterChange: (name: String, layout: String?, time: Double)?
    /// Parameter events that were refused (unknown name, bad value), with their times: at most 100.
    public internal(set) var parameterErrors: [(time: Double, message: String)] = []
    /// The last pointer gesture from press to rest, for the physics lab.
    public internal(set) var gesture: GestureRecord?

    var lastFrame: (time: Double, offset: Point)?
    /// The offset the layout last heard it settled at (didSettle is sent once per rest).
    var settledAt: Point?

    /// A press that may still become a tap or a long press.
    struct Press: Sendable {
        var point: Point
        var time: Double
        /// The cell under the press (display index and identity), if any.
        var cell: (index: Int, item: Int)?
        /// Whether the press stopped a moving scroll (such a press never taps or lifts).
        var caughtMotion: Bool
    }

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
        // A saved order: distinct identities (items inserted in an earlier session may be past itemCount; deleted
        // ones are missing).
        if let saved = config.initialOrder, Set(saved).count == saved.count,
           saved.allSatisfy({ $0 >= 0 && $0 < config.itemCount + 1_000_000 }) {
            order = saved
        } else {
            order = Array(0..<config.itemCount)
        }
        nextItemID = max(config.itemCount, (order.max() ?? -1) + 1)
        displayOrder = order
        autoplay = Autoplay(interval: config.autoplay)
        host = LayoutHost(layout: layout, context: LayoutContext(
            viewport: config.viewport, itemCount: config.itemCount, naturalSizes: ItemSizes(config.naturalSizes)))
        scroller = ScrollController(axis: layout.scrollAxis, viewport: config.viewport, physics: config.physics)
        indexDisplayOrder()
        if order != Array(0..<config.itemCount) { applyDisplayOrder() }
        syncScroller()
        // Start at the smallest allowed offset: the top, or in the carousels the first item centered.
        let start = host.prepared().snapOffset(forPage: 0) ?? scroller.range.min
        scroller.jump(to: start)
        host.setContentOffset(scroller.offset)
    }

    public var layoutName: String { host.layout.name }
    /// The window title: `Layout Playground - <layout name>`.
    public var title: String { "Layout Playground - \(layoutName)" }
    public var contentOffset: Point { scroller.offset }
    public var viewport: Size { host.context.viewport }
    public var itemCount: Int { order.count }

    /// The prepared layout (prepares it if it was invalidated).
    public mutating func layout() -> any CollectionLayout { host.prepared() }

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
        let identity = displayOrder.indices.allSatisfy { displayOrder[$0] == $0 }
        let sizes = identity ? ItemSizes(config.naturalSizes) : ItemSizes(displayOrder.map { naturalSize(ofItem: $0) })
        host.setItems(count: displayOrder.count, naturalSizes: sizes)
    }

    /// The display index of item `id` now, in O(1).
    func displayIndex(ofItem id: Int) -> Int? {
        id >= 0 && id < positions.count && positions[id] >= 0 ? Int(positions[id]) : nil
    }

    private mutating func indexDisplayOrder() {
        let size = (displayOrder.max() ?? -1) + 1
        if positions.count == size {
            for i in positions.indices { positions[i] = -1 }
        } else {
            positions = [Int32](repeating: -1, count: size)
        }
        for (index, id) in displayOrder.enumerated() { positions[id] = Int32(truncatingIfNeeded: index) }
    }

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
        advanceSections(to: t)
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
        animator.prune(at: t)
        return drawList()
    }

    /// The centered page in paged layouts (rotating, cards), 0 ..< item count (a loop's slot wraps); nil in free
    /// layouts.
    public mutating func page() -> Int? {
        guard let p = host.prepared().snapPage(for: scroller.offset), itemCount > 0 else { return nil }
        return ((p % itemCount) + itemCount) % itemCount
    }

    /// The zoomed item's identity while zoomed or zooming in; nil otherwise (also while zooming back out).
    public var zoomedItem: Int? { zoom.flatMap { $0.isIn ? $0.item : nil } }

    /// Whether a reorder drag is in progress.
    public var isReordering: Bool { reorder != nil }

    /// Autoplay's state now: off in free layouts (there are no pages to turn).
    public var autoplayState: Autoplay.State { hasPages ? autoplay.state(paused: autoplayPaused) : .off }

    /// Whether the layout pages (rotating, cards, coverflow) and has items.
    var hasPages: Bool { itemCount > 0 && host.layout.snapPage(for: scroller.offset) != nil }
}
