import Foundation

/// What a scroll layout's observers keep between two preparations (docs/swiftui.md, "Re-rendering on scroll"): the
/// last value of each `onScrollGeometryChange`, which items were visible, the offset last seen, and the state
/// generation the view's body was last asked for at.
/// Playground hook (package): not part of SwiftUI's API.
package final class PlaygroundScrollMemory {
    /// By observer, outermost first: the last transformed geometry.
    var geometryValues: [Int: Any] = [:]
    /// By item: whether it was visible past its `onScrollVisibilityChange` threshold.
    var visible: [Int: Bool] = [:]
    var lastOffset: CGPoint?
    /// Where the scroll view started (its `.scrollPosition`, else the start of its content): the offset the observers'
    /// first values are taken at, so a layout first prepared elsewhere has been scrolled there (decided: a SwiftUI
    /// scroll view appears at its start, and a dump at `--offset X` is that scroll view scrolled to X).
    package var start: CGPoint?
    /// `PlaygroundStateChanges.generation` when the body was last evaluated (nil: never).
    package var generation: Int?
    /// The `.scrollPosition` the binding said at the last preparation, or the one scrolling wrote back: a binding
    /// that differs from it was set by the file's code (docs/swiftui.md, "Scrolling by code"). Nil before the first.
    package var position: PlaygroundScrollStart?
    /// Whether `position` was taken (the first preparation's binding is where the scroll view starts, not a change).
    package var positionKnown = false
    /// Where a scroll asked for by code is going (content offset): until the scroll view gets there (or comes to
    /// rest), scrolling does not write the binding back, so the code's value stays while the content moves.
    package var requestedOffset: CGPoint?
    package init() {}
}

/// The scroll view's observers, told the scroll position each time the layout is prepared at a content offset:
/// `onScrollGeometryChange`, `.scrollPosition(id:)` written back, `onScrollVisibilityChange`; and the items' `.zIndex`.
extension PlaygroundScrollLayout {
    /// Whether anything in the view is told the scroll position (so every bounds change prepares the layout again).
    package var observesScrolling: Bool {
        !geometryObservers.isEmpty || writePosition != nil || items.values.contains { visibilityObserver($0.node) != nil }
    }

    /// The scroll view's geometry at `offset` (the playground's offset: the content's insets are inside its content).
    /// The container is the scroll view's own frame, not the viewport (swiftchrome15; Apple, `ScrollGeometry`:
    /// `containerSize` is "the size of the container for this scroll view", `visibleRect` "the visible rect of the
    /// scroll view"): a scroll view below a header is as tall as what the header leaves. The views around it put
    /// it where it is on the screen: they are not its content insets (the playground keeps them as insets of its
    /// content, docs/swiftui.md "Views around the scroll view"), so at rest below a header its offset is 0 less
    /// its own safe area and margins, as SwiftUI's is.
    package func geometry(offset: CGPoint, viewport: CGSize) -> ScrollGeometry {
        let frame = scrollFrame ?? CGRect(origin: .zero, size: viewport)
        let own = EdgeInsets(top: max(0, insets.top - max(0, frame.minY)),
                             leading: max(0, insets.leading - max(0, frame.minX)),
                             bottom: max(0, insets.bottom - max(0, viewport.height - frame.maxY)),
                             trailing: max(0, insets.trailing - max(0, viewport.width - frame.maxX)))
        return ScrollGeometry(contentOffset: CGPoint(x: offset.x - own.leading, y: offset.y - own.top),
                              contentSize: CGSize(width: max(0, contentSize.width - insets.leading - insets.trailing),
                                                  height: max(0, contentSize.height - insets.top - insets.bottom)),
                              contentInsets: own, containerSize: frame.size)
    }

    /// The item's `.zIndex` (its outermost one), rounded; nil without one.
    package func zIndex(of item: PlaygroundViewLayout.PlaygroundPlacedItem) -> Int? {
        for kind in modifiers(item.node).reversed() {
            if case .zIndex(let z) = kind, z.isFinite { return Int(max(-1e9, min(1e9, z)).rounded()) }
        }
        return nil
    }

    func visibilityObserver(_ node: PlaygroundViewNode) -> (threshold: Double, action: (Bool) -> Void)? {
        for kind in modifiers(node) { if case .scrollVisibilityChange(let t, let a) = kind { return (t, a) } }
        return nil
    }

    /// The id `.scrollPosition(id:)` is written: without an anchor, the first scroll target (in item order) whose far
    /// edge is past the leading edge of the content's insets (Apple: the binding is "updated with the identity of the
    /// leading-most / top-most view"); with an anchor, the target whose anchor point is nearest the same point of the
    /// visible region inside the insets (decided: Apple gives no rule for partly scrolled views).
    package func positionID(offset: CGPoint, viewport: CGSize) -> AnyHashable? {
        let inner = CGRect(x: offset.x + insets.leading, y: offset.y + insets.top,
                           width: max(0, viewport.width - insets.leading - insets.trailing),
                           height: max(0, viewport.height - insets.top - insets.bottom))
        let vertical = axis == .vertical
        let order = items.keys.sorted()
        if let a = start?.anchor {
            func along(_ r: CGRect) -> CGFloat { vertical ? r.minY + a.y * r.height : r.minX + a.x * r.width }
            let target = along(inner)
            let best = order.min { abs(along(items[$0]!.frame) - target) < abs(along(items[$1]!.frame) - target) }
            return best.flatMap { itemIDs[$0] }
        }
        let line = vertical ? inner.minY : inner.minX
        let first = order.first { i in
            let f = items[i]!.frame
            return (vertical ? f.maxY : f.maxX) > line && f.width > 0 && f.height > 0
        }
        return first.flatMap { itemIDs[$0] }
    }

    /// Tells the observers the scroll view is at `offset`: each `onScrollGeometryChange` whose value changed since the
    /// last call, the `.scrollPosition(id:)` binding once the view has scrolled (the start is not a scroll), each item's
    /// `onScrollVisibilityChange` whose visibility crossed its threshold. Their actions may set state (the caller then
    /// asks for the body again).
    @MainActor package func observe(offset: CGPoint, viewport: CGSize, memory: PlaygroundScrollMemory) {
        let g = geometry(offset: offset, viewport: viewport)
        let start = memory.start ?? offset
        for (k, observer) in geometryObservers.enumerated() {
            let value = observer.value(g)
            let old = memory.geometryValues[k] ?? observer.value(geometry(offset: start, viewport: viewport))
            _ = observer.changed(old, value)
            memory.geometryValues[k] = value
        }
        var arrived = false
        if let target = memory.requestedOffset, abs(target.x - offset.x) < 0.5, abs(target.y - offset.y) < 0.5 {
            // The scroll asked for by code arrived: the binding keeps the code's value there.
            memory.requestedOffset = nil
            arrived = true
        }
        if let write = writePosition, itemsAreTargets, (memory.lastOffset ?? start) != offset, !arrived,
           memory.requestedOffset == nil, let id = positionID(offset: offset, viewport: viewport) {
            write(id)
            // What scrolling wrote is not a change by code.
            memory.position = PlaygroundScrollStart(id: id, anchor: self.start?.anchor)
        }
        memory.lastOffset = offset
        let visibleRect = CGRect(origin: offset, size: viewport)
        for i in items.keys.sorted() {
            guard let item = items[i], let observer = visibilityObserver(item.node) else { continue }
            let (threshold, action) = observer
            let f = item.frame, cut = f.intersection(visibleRect)
            let area = f.width * f.height
            let fraction: Double = cut.isNull ? 0 : area > 0 ? Double(cut.width * cut.height / area) : 1
            let now = cut.isNull ? false : fraction >= min(1, max(0, threshold))
            if (memory.visible[i] ?? false) != now { action(now) }
            memory.visible[i] = now
        }
    }
}
