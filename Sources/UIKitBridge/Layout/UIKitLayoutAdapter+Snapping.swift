import PlaygroundCore
import UIKit

/// A UIKit layout that snaps only through `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// (most carousels) has no pages the playground knows of; wheel notches, arrow keys and autoplay ask it for the
/// target of a one-item fling instead (Playground+CarouselPaging.swift).
extension UIKitLayoutAdapter {
    /// Any UIKit layout may override `targetContentOffset`; whether it does shows when it answers.
    public var mayAnswerSnappingTargets: Bool { !state.collectionView.isPagingEnabled }

    /// The layout's target for a fling released at `proposed` with `velocity` (points per second, passed in points
    /// per millisecond as every fling's); nil when UIKit's default answered (the layout does not snap by itself),
    /// with paging on (the bounds are the pages), or for a non-finite answer.
    public mutating func snappingTarget(proposed: Point, velocity: Point) -> Point? {
        ensurePrepared()
        guard !state.collectionView.isPagingEnabled else { return nil }
        let layout = state.layout
        layout.playgroundDefaultTargetAnswered = false
        let v = CGPoint(x: velocity.x / Self.millisecondsPerSecond, y: velocity.y / Self.millisecondsPerSecond)
        let t = timed(.targetContentOffset) {
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: proposed.x, y: proposed.y),
                                       withScrollingVelocity: v)
        }
        let answeredByDefault = layout.playgroundDefaultTargetAnswered
        layout.playgroundDefaultTargetAnswered = false
        state.collectNotices()
        let p = Point(x: Double(t.x), y: Double(t.y))
        return answeredByDefault || !p.isFinite ? nil : p
    }
}
