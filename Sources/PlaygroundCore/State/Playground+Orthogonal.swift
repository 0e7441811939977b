/// Orthogonal sections as nested scroll views (docs/compositional.md): each has its own ScrollController along the
/// cross axis, so the same closed-form physics (drag with slop, rubber band, fling, snap) moves it, and its own
/// snap rule (`OrthogonalScrollingLayout.orthogonalTarget`). A press over a section's band may scroll either: once
/// the pointer passes the slop, mostly along the cross axis scrolls the section, otherwise the layout (UIKit's
/// nested scroll views decide the same way). Shift+wheel and horizontal trackpad scrolling over a band scroll it.
public struct NestedScrolling: Sendable {
    /// Each orthogonal section's scroll view, by section index.
    public internal(set) var scrollers: [Int: ScrollController] = [:]
    /// A section's offset when its current gesture began (one group per gesture counts from there).
    var gestureStart: [Int: Double] = [:]
    /// The section under the press, until the drag's direction is decided.
    var candidate: Int?
    /// Whether that press caught the section moving (then it settles by its rule even if the layout takes the drag).
    var candidateWasMoving = false
    /// Where the press began (window coordinates).
    var pressPoint: Point?
    /// The section the current drag scrolls.
    public internal(set) var dragging: Int?

    public init() {}

    /// Each section's offset, for the layout's context and the trace.
    public var offsets: [Int: Double] { scrollers.mapValues { $0.offset[$0.axis] } }

    /// Whether any section moves.
    public var isMoving: Bool { scrollers.values.contains { $0.phase != .idle || $0.isPressed } }
}

extension Playground {
    /// The layout's orthogonal sections, when it has any.
    var orthogonalLayout: (any OrthogonalScrollingLayout)? {
        mutating get {
        guard let l = host.prepared() as? any OrthogonalScrollingLayout, !l.orthogonalSections.isEmpty else { return nil }
        return l
        }
    }

    /// Each orthogonal section's offset (section index → points), empty when the layout has none.
    public var sectionOffsets: [Int: Double] { nested.offsets }

    /// The orthogonal section whose band holds window point `p`.
    mutating func orthogonalSection(at p: Point) -> Int? {
        guard let l = orthogonalLayout else { return nil }
        let content = p + scroller.offset
        return l.orthogonalSections.first { l.orthogonalBand(ofSection: $0)?.contains(content) == true }
    }

    /// The section's scroll view, created (at the section's initial offset, its first snap point) or brought up
    /// to date with the layout's range.
    mutating func sectionScroller(_ s: Int) -> ScrollController {
        let l = orthogonalLayout
        let range = l?.orthogonalOffsetRange(ofSection: s) ?? 0...0
        let cross = host.prepared().scrollAxis.other
        var start = Point.zero
        start[cross] = l?.orthogonalInitialOffset(ofSection: s) ?? 0
        var sc = nested.scrollers[s] ?? ScrollController(offset: start, axis: cross, viewport: viewport,
                                                         decelerationRate: config.decelerationRate)
        var lo = Point.zero, hi = Point.zero
        lo[cross] = range.lowerBound
        hi[cross] = range.upperBound
        if sc.range.min != lo || sc.range.max != hi || sc.axis != cross || sc.viewport != viewport {
            sc.axis = cross
            sc.range = (lo, hi)
            sc.viewport = viewport
            if sc.phase == .idle && !sc.isPressed { sc.rangeChanged() }
        }
        return sc
    }

    // MARK: Pointer (called from Playground+Input)

    /// A press: a moving section is caught; a press over a band may become that section's drag.
    mutating func orthogonalPointerDown(at p: Point, time: Double) -> Bool {
        nested.candidate = nil
        nested.dragging = nil
        guard let s = orthogonalSection(at: p) else { return false }
        var sc = sectionScroller(s)
        let caught = sc.pointerDown(at: p, time: time)
        nested.scrollers[s] = sc
        nested.gestureStart[s] = sc.position
        nested.candidate = s
        nested.candidateWasMoving = caught
        nested.pressPoint = p
        return caught
    }

    /// A move: decides the drag's direction once past the slop; true when the section took the move.
    mutating func orthogonalPointerMove(to p: Point, time: Double) -> Bool {
        if let s = nested.dragging {
            nested.scrollers[s]?.pointerMove(to: p, time: time)
            return true
        }
        guard let s = nested.candidate, let press = nested.pressPoint
        else { return false }
        let delta = p - press
        guard delta.length > ScrollController.touchSlop else {
            nested.scrollers[s]?.pointerMove(to: p, time: time)
            return false
        }
        nested.candidate = nil
        let cross = host.prepared().scrollAxis.other
        if abs(delta[cross]) > abs(delta[cross.other]) {
            nested.dragging = s
            _ = scroller.cancelPress()
            self.press = nil
            nested.scrollers[s]?.pointerMove(to: p, time: time)
            if zoom?.isIn == true { unzoom(at: time) }
            return true
        }
        // Along the scroll axis: the layout scrolls and the section is left alone (UIKit's nested scroll views: the
        // outer pan wins, the inner one never moves). Only a section the press caught moving settles by its rule.
        if let release = nested.scrollers[s]?.cancelPress(), nested.candidateWasMoving {
            settleSection(s, release, time: time)
        }
        return false
    }

    /// A release: the section's drag (or its press) settles by the section's rule; true when it was a section drag.
    mutating func orthogonalPointerUp(at p: Point, time: Double) -> Bool {
        defer { nested.candidate = nil; nested.dragging = nil }
        if let s = nested.dragging, let release = nested.scrollers[s]?.pointerUp(at: p, time: time) {
            settleSection(s, release, time: time)
            return true
        }
        if let s = nested.candidate, let release = nested.scrollers[s]?.pointerUp(at: p, time: time) {
            settleSection(s, release, time: time)
        }
        return false
    }

    /// The section's snap rule picks the rest; continuous sections decelerate and bounce like the layout.
    mutating func settleSection(_ s: Int, _ release: Release, time: Double) {
        guard var sc = nested.scrollers[s], let l = orthogonalLayout else { return }
        let projected = sc.projectedRest(release)
        let start = nested.gestureStart[s] ?? release.position
        if l.orthogonalBehavior(ofSection: s) == .continuous {
            sc.fling(release, time: time)
        } else {
            let target = l.orthogonalTarget(ofSection: s, start: start, position: release.position,
                                            velocity: release.velocity, projected: projected)
            sc.snap(release, to: target, time: time)
        }
        nested.scrollers[s] = sc
    }

    // MARK: Wheel

    /// Shift+wheel or a horizontal trackpad over a band scrolls that section (paged behaviors a snap point per
    /// notch); true when it did.
    mutating func orthogonalWheel(dx: Double, dy: Double, modifiers: Modifiers, time: Double) -> Bool {
        guard let p = pointer, let s = orthogonalSection(at: p), let l = orthogonalLayout else { return false }
        let cross = host.prepared().scrollAxis.other
        guard cross == .horizontal ? (modifiers.contains(.shift) || dx != 0) : !modifiers.contains(.shift) && dy != 0
                && host.prepared().scrollAxis == .horizontal else { return false }
        var sc = sectionScroller(s)
        // The section's controller reads the wheel as a horizontal one (shift turns vertical notches horizontal).
        let (distance, notches) = sc.wheelDelta(dx: dx, dy: dy, modifiers: cross == .horizontal ? [.shift] : [])
        guard distance != 0 else { return false }
        if let notches, let points = l.orthogonalSnapPoints(ofSection: s, limit: Int.max),
           l.orthogonalBehavior(ofSection: s) != .continuousGroupLeadingBoundary, !points.isEmpty {
            let base = sc.animationTarget ?? sc.position
            let here = CompositionalLayout.nearest(base, count: points.count, point: { points[$0] })
            sc.animate(to: points[min(max(here + notches, 0), points.count - 1)], time: time)
        } else if notches != nil {
            sc.animate(to: ((sc.animationTarget ?? sc.position) + distance).clamped(to: sc.axisRange), time: time)
        } else {
            nested.gestureStart[s] = nested.gestureStart[s] ?? sc.position
            sc.trackpadScroll(by: distance, time: time)
        }
        nested.scrollers[s] = sc
        return true
    }

    // MARK: Frames

    /// Moves every section's motion to `t` and tells the layout the offsets (called from `advance(to:)`).
    mutating func advanceSections(to t: Double) {
        guard let l = orthogonalLayout else {
            if !nested.scrollers.isEmpty { nested = NestedScrolling() }
            if !host.context.sectionOffsets.isEmpty { host.setSectionOffsets([:]) }
            return
        }
        for s in Array(nested.scrollers.keys) where !l.orthogonalSections.contains(s) { nested.scrollers[s] = nil }
        for s in Array(nested.scrollers.keys).sorted() {
            var sc = sectionScroller(s)
            let release = sc.advance(to: t)
            nested.scrollers[s] = sc
            if let release { settleSection(s, release, time: t) }
            if nested.scrollers[s]?.phase == .idle && nested.scrollers[s]?.isPressed == false {
                nested.gestureStart[s] = nil
            }
        }
        host.setSectionOffsets(nested.offsets)
    }
}

extension Playground {
    /// Every orthogonal section's offset in section order (0 for one never moved); empty in other layouts. The
    /// trace's `sectionOffsets`.
    public mutating func orthogonalOffsets() -> [(section: Int, offset: Double)] {
        guard let l = orthogonalLayout else { return [] }
        let offsets = nested.offsets
        return l.orthogonalSections.map { ($0, offsets[$0] ?? l.orthogonalInitialOffset(ofSection: $0)) }
    }
}

extension Playground {
    /// Animates orthogonal section `s` to `offset` (clamped to its range) over `duration` seconds, as a wheel notch
    /// does: for autoplay-like drivers and the bench.
    public mutating func animateSection(_ s: Int, to offset: Double, time: Double, duration: Double) {
        guard let l = orthogonalLayout, l.orthogonalSections.contains(s) else { return }
        var sc = sectionScroller(s)
        sc.animate(to: offset.clamped(to: sc.axisRange), time: time, duration: duration)
        nested.scrollers[s] = sc
    }

    /// Whether section `s` is at rest.
    public func sectionIsIdle(_ s: Int) -> Bool {
        nested.scrollers[s].map { $0.phase == .idle && !$0.isPressed } ?? true
    }

    /// Section `s`'s rest range (0…0 for a section that does not scroll on its own).
    public mutating func sectionRange(_ s: Int) -> ClosedRange<Double> {
        orthogonalLayout?.orthogonalOffsetRange(ofSection: s) ?? 0...0
    }
}
