/// Carousels that snap only through their layout's `targetContentOffset` (no `snapPage`: most UIKit carousels)
/// page with the wheel, the arrow keys and autoplay (docs/uikit.md, "Deceleration rate and paging"): a notch or a
/// key is the fling that would carry the content one item along the scroll axis, and the layout is asked where that
/// fling rests, as a real flick's release asks it.
///
/// The gesture: from the resting (or animating-to) offset `base`, the item whose center is nearest the viewport's
/// center and its neighbour `steps` items along the axis; the proposed offset is `base` moved by the distance
/// between their centers, the velocity the one UIScrollView's deceleration brings to rest exactly there
/// (`FrictionSimulation.velocity(toTravel:rate:)`: v = −d · 1000 · ln r points per second at the session's or the
/// layout's rate; 0.6 points per millisecond for a 300-point item at `.normal`). So the layout sees the
/// (proposed offset, velocity) pair a one-item flick gives on a device: a layout that picks the item nearest the
/// proposed center picks the neighbour, one that turns a page by the velocity's sign turns one. A layout that
/// answers by UIKit's default (no snapping of its own) gets nil here and scrolls as before.
extension Playground {
    /// The offset along the scroll axis where a `steps`-item fling from `base` rests, by the layout's own
    /// snapping; nil when the layout does not snap, or there is no item that way.
    mutating func carouselTarget(steps: Int, from base: Double) -> Double? {
        guard steps != 0, itemCount > 0, host.layout.mayAnswerSnappingTargets else { return nil }
        let axis = scroller.axis
        let layout = host.prepared()
        let bounds = Rect(origin: point(along: base), size: viewport)
        let around = bounds.insetBy(dx: -viewport.width * Double(abs(steps)), dy: -viewport.height * Double(abs(steps)))
        let centers = layout.attributes(in: around).filter { $0.category == .cell && !$0.isHidden }
            .map { $0.center[axis] }.sorted()
        let middle = bounds.center[axis]
        guard let anchor = centers.indices.min(by: { abs(centers[$0] - middle) < abs(centers[$1] - middle) })
        else { return nil }
        // Items at the same position along the axis (a stack) are one stop.
        var stops: [Double] = []
        for c in centers where stops.last.map({ abs(c - $0) > 0.5 }) ?? true { stops.append(c) }
        guard let here = stops.firstIndex(where: { abs($0 - centers[anchor]) <= 0.5 }) else { return nil }
        let there = here + steps
        guard stops.indices.contains(there) else { return nil }
        let distance = stops[there] - stops[here]
        let proposed = (base + distance).clamped(to: scroller.axisRange)
        var velocity = Point.zero
        velocity[axis] = FrictionSimulation.velocity(toTravel: proposed - base, rate: scroller.decelerationRate)
        guard let target = host.snappingTarget(proposed: point(along: proposed), velocity: velocity) else { return nil }
        return target[axis].clamped(to: scroller.axisRange)
    }

    /// Autoplay's next stop for such a layout: one item on, or back to the first after the last.
    mutating func carouselAutoplayTarget(from base: Double) -> Double? {
        if let next = carouselTarget(steps: 1, from: base), abs(next - base) > 0.5 { return next }
        let start = scroller.axisRange.lowerBound
        guard host.layout.mayAnswerSnappingTargets, abs(base - start) > 0.5 else { return nil }
        return host.snappingTarget(proposed: point(along: start), velocity: .zero).map {
            $0[scroller.axis].clamped(to: scroller.axisRange)
        }
    }
}
