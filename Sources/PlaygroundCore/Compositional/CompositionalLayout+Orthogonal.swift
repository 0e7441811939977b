/// A layout with sections that scroll on their own along the cross axis (UIKit's orthogonal sections): nested
/// scroll views, each with its own offset (`LayoutContext.sectionOffsets`), range and snap rule. The Playground
/// moves them with the same ScrollController physics as the main offset (State/Playground+Orthogonal.swift).
public protocol OrthogonalScrollingLayout: CollectionLayout {
    /// The sections that scroll on their own, in order.
    var orthogonalSections: [Int] { get }
    func orthogonalBehavior(ofSection s: Int) -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Where the section's row lies, content coordinates: its extent along the scroll axis, the viewport's along
    /// the cross axis (a drag or a wheel over it scrolls the section). Nil for other sections.
    func orthogonalBand(ofSection s: Int) -> Rect?
    /// The section's rest offsets, points along the cross axis.
    func orthogonalOffsetRange(ofSection s: Int) -> ClosedRange<Double>
    /// Where a gesture that began with the section at `start` and was released at `position` with `velocity`
    /// (points per second) rests, given where deceleration alone would end (`projected`): the section's snap rule.
    func orthogonalTarget(ofSection s: Int, start: Double, position: Double, velocity: Double, projected: Double) -> Double
    /// The section's snap points (nil: free), for tests and the inspector; at most `limit` of them.
    func orthogonalSnapPoints(ofSection s: Int, limit: Int) -> [Double]?
    /// Where the section rests before anyone scrolls it, points along the cross axis: its first snap point (0 for
    /// a section that scrolls freely). What a section missing from `LayoutContext.sectionOffsets` is at.
    func orthogonalInitialOffset(ofSection s: Int) -> Double
}

extension OrthogonalScrollingLayout {
    public func orthogonalInitialOffset(ofSection s: Int) -> Double { 0 }
}

extension CompositionalLayout {
    public var orthogonalSections: [Int] { plans.indices.filter { plans[$0].isOrthogonal } }

    public func orthogonalBehavior(ofSection s: Int) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        s >= 0 && s < plans.count ? plans[s].section.orthogonalScrollingBehavior : .none
    }

    public func orthogonalBand(ofSection s: Int) -> Rect? {
        guard s >= 0, s < plans.count, plans[s].isOrthogonal else { return nil }
        let p = plans[s]
        let lo = groupsStart(p) + min(0, p.otherMin), hi = groupsStart(p) + max(0, p.otherMax)
        return Rect(origin: point(main: lo, cross: context.contentOffset[cross]),
                    size: size(main: hi - lo, cross: context.viewport[cross]))
    }

    /// 0 … row length − viewport; `groupPagingCentered` widens it so the first and last groups can be centered.
    public func orthogonalOffsetRange(ofSection s: Int) -> ClosedRange<Double> {
        guard s >= 0, s < plans.count, plans[s].isOrthogonal else { return 0...0 }
        let p = plans[s]
        let upper = max(0, p.rowLength - context.viewport[cross])
        guard p.section.orthogonalScrollingBehavior == .groupPagingCentered, p.groupCount > 0 else { return 0...upper }
        return min(0, centeredPoint(p, 0))...max(upper, centeredPoint(p, p.groupCount - 1))
    }

    func centeredPoint(_ p: Plan, _ i: Int) -> Double {
        p.section.contentInsets.start(cross) + groupStart(p, i) + groupExtent(p, i) / 2 - context.viewport[cross] / 2
    }

    /// How many snap points the section has, and the k-th (non-decreasing in k); nil when it scrolls freely.
    func snapPoints(_ s: Int) -> (count: Int, point: (Int) -> Double)? {
        let p = plans[s], range = orthogonalOffsetRange(ofSection: s)
        switch p.section.orthogonalScrollingBehavior {
        case .none, .continuous:
            return nil
        case .paging:
            // Pages the viewport's cross extent (UIScrollView.isPagingEnabled); the end of the range is the last.
            let page = max(1, context.viewport[cross])
            let n = Int((range.upperBound / page).rounded(.up)) + 1
            return (max(1, n), { k in min(Double(k) * page, range.upperBound) })
        case .groupPaging, .continuousGroupLeadingBoundary:
            guard p.groupCount > 0 else { return (1, { _ in 0 }) }
            return (p.groupCount, { i in groupStart(p, i).clamped(to: range) })
        case .groupPagingCentered:
            guard p.groupCount > 0 else { return (1, { _ in 0 }) }
            return (p.groupCount, { i in centeredPoint(p, i).clamped(to: range) })
        }
    }

    /// The index of the snap point nearest `x`.
    public static func nearest(_ x: Double, count: Int, point: (Int) -> Double) -> Int {
        var a = 0, b = count - 1
        while a < b {
            let mid = (a + b) / 2
            if point(mid) < x { a = mid + 1 } else { b = mid }
        }
        if a > 0 && abs(point(a - 1) - x) <= abs(point(a) - x) { return a - 1 }
        return a
    }

    /// continuous: where deceleration ends, clamped. continuousGroupLeadingBoundary: the group leading edge nearest
    /// that. paging, groupPaging, groupPagingCentered: one page (group) per gesture: from the point nearest the
    /// gesture's start, the next one the way a fling goes (|velocity| ≥ ScrollController.minFlingVelocity), else the
    /// one nearest the release, at most one away.
    public func orthogonalTarget(ofSection s: Int, start: Double, position: Double, velocity: Double,
                                 projected: Double) -> Double {
        let range = orthogonalOffsetRange(ofSection: s)
        guard let (count, point) = snapPoints(s) else { return projected.clamped(to: range) }
        switch plans[s].section.orthogonalScrollingBehavior {
        case .continuousGroupLeadingBoundary:
            return point(Self.nearest(projected.clamped(to: range), count: count, point: point))
        default:
            let from = Self.nearest(start, count: count, point: point)
            var to: Int
            if abs(velocity) >= ScrollController.minFlingVelocity {
                to = from + (velocity > 0 ? 1 : -1)
            } else {
                to = Self.nearest(position, count: count, point: point)
                to = min(max(to, from - 1), from + 1)
            }
            return point(min(max(to, 0), count - 1))
        }
    }

    /// The first snap point: 0 except for `groupPagingCentered`, whose first group starts centered. UIKit's header
    /// (UICollectionViewCompositionalLayout.h): "Same of group paging with additional leading and trailing content
    /// insets to center each group's contents"; a scroll view first shows the start of its range, −contentInset,
    /// which is the first group centered.
    public func orthogonalInitialOffset(ofSection s: Int) -> Double {
        guard s >= 0, s < plans.count, plans[s].isOrthogonal, let (count, point) = snapPoints(s), count > 0 else { return 0 }
        return point(0)
    }

    public func orthogonalSnapPoints(ofSection s: Int, limit: Int = 10_000) -> [Double]? {
        guard s >= 0, s < plans.count, let (count, point) = snapPoints(s) else { return nil }
        return (0..<min(count, limit)).map(point)
    }
}
