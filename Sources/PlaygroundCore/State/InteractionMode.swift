/// What the pointer is doing with the items: browsing, pressing a cell that may become a tap or a long press, or
/// dragging a lifted cell to reorder. A zoom (in, or on its way out) goes with browsing and pressing only: a long
/// press never lifts while a zoom shows, and nothing zooms during a reorder. One value instead of three optionals,
/// so the combinations that cannot occur cannot be written down.
///
/// The other two interaction states are not in it because they go with every mode (the transitions between the
/// modes leave them alone): the keyboard focus (`Playground.focusedItem`; a reorder focuses its item, a zoom its
/// item, and the arrows move the focus in any mode) and a layout switch (`Playground.transition`; a press, a
/// zoom and a long press may all begin while one runs).
///
///     mode          press  zoom      reorder   focus      transition
///     .browsing     –      optional  –         optional   optional
///     .pressing     yes    optional  –         optional   optional
///     .reordering   –      –         yes       the item*  optional      (* or where the arrows moved it)
public enum InteractionMode: Sendable {
    /// Nothing held, or a scroll drag (the scroll controller owns that); maybe a zoom.
    case browsing(zoom: ZoomState?)
    /// A press that may still become a tap (a release within the long-press time) or a long press (holding
    /// still on a cell); a drag ends it. Over a zoom, a tap zooms back.
    case pressing(Press, zoom: ZoomState?)
    /// A lifted cell follows the pointer until the release drops it (or Esc, a right click, a switch cancel it).
    case reordering(ReorderSession)

    /// A press that may still become a tap or a long press.
    public struct Press: Sendable {
        public var point: Point
        public var time: Double
        /// The cell under the press (display index and identity), if any.
        public var cell: (index: Int, item: Int)?
        /// Whether the press stopped a moving scroll (such a press never taps or lifts).
        public var caughtMotion: Bool
    }

    /// The zoom shown (in, or on its way out), if any.
    public var zoom: ZoomState? {
        switch self {
        case .browsing(let zoom), .pressing(_, let zoom): zoom
        case .reordering: nil
        }
    }

    /// The press that may become a tap or a long press, if any.
    public var press: Press? {
        if case .pressing(let press, _) = self { press } else { nil }
    }

    /// The reorder in progress, if any.
    public var reorder: ReorderSession? {
        if case .reordering(let session) = self { session } else { nil }
    }

    /// Whether nothing is pressed, zoomed or lifted.
    public var isIdle: Bool {
        if case .browsing(nil) = self { true } else { false }
    }

    /// A new press (replacing one not yet released); the zoom stays. Not during a reorder.
    mutating func press(_ press: Press) {
        switch self {
        case .browsing(let zoom), .pressing(_, let zoom): self = .pressing(press, zoom: zoom)
        case .reordering: break
        }
    }

    /// The press ends (a release, a drag, a switch): the zoom stays.
    mutating func endPress() {
        if case .pressing(_, let zoom) = self { self = .browsing(zoom: zoom) }
    }

    /// Shows `zoom` (nil: none) and keeps the press; a reorder shows no zoom.
    mutating func setZoom(_ zoom: ZoomState?) {
        switch self {
        case .browsing: self = .browsing(zoom: zoom)
        case .pressing(let press, _): self = .pressing(press, zoom: zoom)
        case .reordering: break
        }
    }

    /// A long press lifts a cell: the press ends and the reorder begins (there is no zoom then).
    mutating func lift(_ session: ReorderSession) {
        precondition(zoom == nil, "a cell lifts only without a zoom")
        self = .reordering(session)
    }

    /// Updates the reorder in progress.
    mutating func updateReorder(_ change: (inout ReorderSession) -> Void) {
        guard case .reordering(var session) = self else { return }
        change(&session)
        self = .reordering(session)
    }

    /// The reorder ends (dropped or cancelled).
    mutating func endReorder() {
        if case .reordering = self { self = .browsing(zoom: nil) }
    }
}
