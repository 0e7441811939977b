import PlaygroundCore
import SwiftUI

/// Scrolling by code (docs/swiftui.md, "Scrolling by code"): a `.scrollPosition` binding (the `id:` form or iOS
/// 18's `ScrollPosition`) that the file's code sets, and `ScrollViewProxy.scrollTo(_:anchor:)`, become the core's
/// scroll request (`CollectionLayout.takeScrollRequest`, the path UIKit's `setContentOffset(_:animated:)` and
/// `scrollToItem(at:at:animated:)` take): the window's scroller moves there at its next frame, easing over the
/// `withAnimation`'s duration when the change was made inside one, else at once.
extension SwiftUIViewLayoutAdapter {
    /// The scroll asked for since the last call (content offset, clamped to the range), with its duration.
    public mutating func takeScrollRequest() -> (offset: Point, duration: Double)? {
        defer { scrollRequest = nil }
        return scrollRequest
    }

    /// After a preparation: a binding that changed since the last one (and not by scrolling's write-back) or a
    /// proxy's `scrollTo` asks to scroll.
    mutating func adoptScrollsByCode() {
        let (changeAnimation, proxy) = playgroundOnMainActor {
            (PlaygroundTransaction.takeChangeAnimation(), PlaygroundScrollRequests.take())
        }
        var target: Point?, animation: Animation?
        let now = layout.start
        if memory.positionKnown, now != memory.position, let now {
            target = positionOffset(now)
            animation = changeAnimation
        }
        memory.position = now
        memory.positionKnown = true
        if let proxy, let item = layout.itemIDs.first(where: { $0.value == proxy.playgroundID })?.key {
            target = proxyOffset(item: item, anchor: proxy.playgroundAnchor)
            animation = proxy.playgroundAnimation
        }
        guard let wanted = target, wanted.x.isFinite, wanted.y.isFinite else { return }
        let range = contentOffsetRange
        let clamped = Point(x: min(max(wanted.x, range.min.x), range.max.x),
                            y: min(max(wanted.y, range.min.y), range.max.y))
        guard clamped != context.contentOffset else { return }
        memory.requestedOffset = CGPoint(x: clamped.x, y: clamped.y)
        scrollRequest = (clamped, max(0, animation?.playgroundDuration ?? 0))
    }

    /// Where a `.scrollPosition` set by code says to be: its view (by id; nil when no item has it, as SwiftUI
    /// leaves the scroll view where it is), its point, or its edge.
    func positionOffset(_ position: PlaygroundScrollStart) -> Point? {
        if position.id != nil {
            guard layout.startItem != nil else { return nil }
            return Self.initialOffset(layout, viewport: context.viewport)
        }
        guard position.point != nil || position.edge != nil else { return nil }
        return Self.initialOffset(layout, viewport: context.viewport) ?? contentOffsetRange.min
    }

    /// Where `ScrollViewProxy.scrollTo(_:anchor:)` scrolls for `item`: with an anchor, that point of the view at the
    /// same point of the scroll view; without one, the least scroll that shows the whole view inside the content's
    /// insets (Apple: "scrolls the minimum amount to make the identified view wholly visible"; a view longer than
    /// the region keeps its leading edge at the region's, decided).
    func proxyOffset(item: Int, anchor: UnitPoint?) -> Point? {
        guard let r = layout.items[item]?.frame else { return nil }
        let vertical = layout.axis == .vertical
        let v = vertical ? context.viewport.height : context.viewport.width
        let start = Double(vertical ? r.minY : r.minX), length = Double(vertical ? r.height : r.width)
        let lead = Double(vertical ? layout.insets.top : layout.insets.leading)
        let trail = Double(vertical ? layout.insets.bottom : layout.insets.trailing)
        let current = vertical ? context.contentOffset.y : context.contentOffset.x
        let along: Double
        if let anchor {
            let a = Double(vertical ? anchor.y : anchor.x)
            along = start + a * (length - v)
        } else if start - lead < current || length > v - lead - trail {
            along = start - lead
        } else if start + length > current + v - trail {
            along = start + length - (v - trail)
        } else {
            along = current
        }
        return vertical ? Point(x: context.contentOffset.x, y: along) : Point(x: along, y: context.contentOffset.y)
    }
}
