/// Scrolls one container-sized page at a time (SwiftUI's `PagingScrollTargetBehavior`, `.paging`).
///
/// Apple: "uses the geometry of the scroll view to decide where to allow scrolls to end". Decided here (Apple gives
/// no arithmetic): pages are the container's length along the scroll axis from the content's origin, the last one
/// ending at the content's end; a gesture ends on the page nearest its projected target, at most one page from the
/// page it began on (as UIKit's `isPagingEnabled` does).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let maxOrigin = context.playgroundMaxOrigin
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = Self.page(target.rect.minX, from: context.originalTarget.rect.minX,
                                             length: context.containerSize.width, max: maxOrigin.x)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = Self.page(target.rect.minY, from: context.originalTarget.rect.minY,
                                             length: context.containerSize.height, max: maxOrigin.y)
        }
    }

    /// The page offset for a projected offset `proposed` of a gesture begun at `origin`.
    static func page(_ proposed: CGFloat, from origin: CGFloat, length: CGFloat, max maxOrigin: CGFloat) -> CGFloat {
        guard length > 0, proposed.isFinite, origin.isFinite else { return proposed }
        let start = (min(origin, maxOrigin) / length).rounded()
        let wanted = (min(proposed, maxOrigin) / length).rounded()
        let page = Swift.min(Swift.max(wanted, start - 1), start + 1)
        return Swift.min(Swift.max(0, page * length), maxOrigin)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// One page (the scroll view's size) per gesture.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
