import PlaygroundCore
import SwiftUI

/// Snapping (docs/swiftui.md, "Scrolling"): the view's `.scrollTargetBehavior` (or a file's behaviour applied in its
/// place) is asked where a gesture ends, with SwiftUI's context.
extension SwiftUIViewLayoutAdapter {
    /// The behaviour that snaps: the one applied from outside, else the scroll view's own.
    var behavior: (any ScrollTargetBehavior)? { behaviorOverride ?? layout.behavior }

    var axes: SwiftUI.Axis.Set { scrollAxis == .horizontal ? .horizontal : .vertical }

    /// The scroll targets' frames (the items, when the content marks them).
    var targets: [CGRect] {
        guard layout.itemsAreTargets else { return [] }
        return frames.map { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// SwiftUI's context for a gesture that began at rest at `restOffset` and ends with `velocity` (points per
    /// second, as the core's; docs/swiftui.md, "Velocity").
    func targetContext(velocity: Point) -> ScrollTargetBehaviorContext {
        let viewport = CGSize(width: context.viewport.width, height: context.viewport.height)
        return ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: CGPoint(x: restOffset.x, y: restOffset.y), size: viewport)),
            velocity: CGVector(dx: velocity.x, dy: velocity.y),
            contentSize: CGSize(width: contentSize.width, height: contentSize.height),
            // Apple's containerSize: the scroll view "subtracting any insets applied to the scroll view (like the
            // safe area)": the safe area and content margins (docs/swiftui.md, "Scrolling").
            containerSize: CGSize(width: max(0, viewport.width - layout.insets.leading - layout.insets.trailing),
                                  height: max(0, viewport.height - layout.insets.top - layout.insets.bottom)),
            axes: axes, targets: targets, insets: layout.insets, viewport: viewport)
    }

    /// Calls the behaviour's `updateTarget(_:context:)` with the target at `proposed`; the result is where scrolling
    /// rests (non-finite answers are ignored).
    public mutating func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        guard let behavior else { return proposed }
        let viewport = CGSize(width: context.viewport.width, height: context.viewport.height)
        var target = ScrollTarget(rect: CGRect(origin: CGPoint(x: proposed.x, y: proposed.y), size: viewport))
        let ctx = targetContext(velocity: velocity)
        playgroundOnMainActor { behavior.updateTarget(&target, context: ctx) }
        var origin = target.rect.origin
        if let anchor = target.anchor {
            // The anchor point of the rectangle meets the same point of the scroll view.
            origin = CGPoint(x: target.rect.minX + anchor.x * (target.rect.width - viewport.width),
                             y: target.rect.minY + anchor.y * (target.rect.height - viewport.height))
        }
        guard origin.x.isFinite, origin.y.isFinite else { return proposed }
        return Point(x: Double(origin.x), y: Double(origin.y))
    }

    public mutating func didSettle(at offset: Point) {
        restOffset = offset
        // A scroll asked for by code ended (or a gesture took over): scrolling writes the binding back again.
        memory.requestedOffset = nil
    }

    /// The rest offsets keys and the wheel step through: the aligned views' (view-aligned), the pages' (paging).
    var snapOffsets: [Double] {
        let vertical = scrollAxis == .vertical
        let maxOffset = vertical ? contentOffsetRange.max.y : contentOffsetRange.max.x
        switch behavior {
        case is ViewAlignedScrollTargetBehavior:
            let lead = Double(vertical ? layout.insets.top : layout.insets.leading)
            return Array(Set(targets.map { min(max(0, Double(vertical ? $0.minY : $0.minX) - lead), maxOffset) })).sorted()
        case is PagingScrollTargetBehavior:
            let page = vertical ? context.viewport.height : context.viewport.width
            guard page > 0, maxOffset.isFinite else { return [] }
            let n = Int((maxOffset / page).rounded(.up))
            return (0...max(0, min(n, 100_000))).map { min(Double($0) * page, maxOffset) }
        default: return []
        }
    }

    public func snapPage(for offset: Point) -> Int? {
        let offsets = snapOffsets
        guard !offsets.isEmpty else { return nil }
        let x = scrollAxis == .vertical ? offset.y : offset.x
        return offsets.indices.min { abs(offsets[$0] - x) < abs(offsets[$1] - x) }
    }

    public func snapOffset(forPage page: Int) -> Point? {
        let offsets = snapOffsets
        guard !offsets.isEmpty else { return nil }
        let v = offsets[min(max(page, 0), offsets.count - 1)]
        return scrollAxis == .vertical ? Point(x: 0, y: v) : Point(x: v, y: 0)
    }
}

/// Scroll position (docs/swiftui.md, "Scroll position"): where the scroll view's `.scrollPosition` says to start.
extension SwiftUIViewLayoutAdapter {
    public var initialContentOffset: Point? { Self.initialOffset(layout, viewport: context.viewport) }

    /// Where `layout`'s `.scrollPosition` says to start in `viewport`; nil: at the start.
    static func initialOffset(_ layout: PlaygroundScrollLayout, viewport: Size) -> Point? {
        guard let start = layout.start else { return nil }
        let vertical = layout.axis == .vertical
        let contentSize = Size(width: Double(layout.contentSize.width), height: Double(layout.contentSize.height))
        if let item = layout.startItem, let r = layout.items[item]?.frame {
            let f = Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
            let along: Double
            if let anchor = start.anchor {
                // The anchor point of the view meets the same point of the scroll view.
                along = vertical ? f.minY + Double(anchor.y) * (f.height - viewport.height)
                    : f.minX + Double(anchor.x) * (f.width - viewport.width)
            } else {
                // The view's leading edge at the leading edge of the content's insets (as `.viewAligned` aligns).
                along = vertical ? f.minY - Double(layout.insets.top) : f.minX - Double(layout.insets.leading)
            }
            return vertical ? Point(x: 0, y: along) : Point(x: along, y: 0)
        }
        if let p = start.point { return Point(x: Double(p.x), y: Double(p.y)) }
        switch start.edge {
        case .bottom?: return Point(x: 0, y: contentSize.height - viewport.height)
        case .trailing?: return Point(x: contentSize.width - viewport.width, y: 0)
        default: return nil
        }
    }
}
