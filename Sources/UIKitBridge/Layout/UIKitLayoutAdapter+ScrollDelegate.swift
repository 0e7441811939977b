import CoreGraphics
import PlaygroundCore
import UIKit

/// What the collection view's own pan gesture recognizer and its scroll view delegate hear of the user's scrolling
/// (docs/uikit.md, "What the scroll view's delegate hears"), in the order Apple's UIScrollViewDelegate documents:
/// `scrollViewWillBeginDragging` when the drag begins, `scrollViewDidScroll` whenever the bounds move,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` at the release (after the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`; the delegate may move the target),
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating` when the content moves on, and
/// `scrollViewDidEndDecelerating` when it rests; `scrollViewDidEndScrollingAnimation` after an animated
/// `setContentOffset` or `scrollToItem`. `panGestureRecognizer` is fed each step (`.began`, `.changed`, `.ended`)
/// after the scroll view has told its delegate, as the scroll view is its recognizer's first target.
extension UIKitLayoutAdapter {
    public mutating func scrollDragChanged(_ drag: ScrollDrag) {
        let cv = state.collectionView
        let offset = state.context?.contentOffset ?? .zero
        // The recognizer's view is the collection view: its location is in content coordinates (the bounds origin
        // is the offset); translation (points) and velocity (points per second) are the pointer's.
        let location = CGPoint(x: drag.location.x + offset.x, y: drag.location.y + offset.y)
        let translation = CGPoint(x: drag.translation.x, y: drag.translation.y)
        let velocity = CGPoint(x: drag.velocity.x, y: drag.velocity.y)
        let ranAppCode = playgroundOnMainActor { () -> Bool in
            let pan = cv.panGestureRecognizer
            let heard = pan.playgroundRunsAppCode || (drag.phase != .changed && cv.delegate != nil)
            switch drag.phase {
            case .began:
                cv.playgroundScrollPhase = .dragging
                cv.delegate?.scrollViewWillBeginDragging(cv)
                pan.playgroundFeed(state: .began, location: location, translation: translation, velocity: velocity)
            case .changed:
                pan.playgroundFeed(state: .changed, location: location, translation: translation, velocity: velocity)
            case .ended:
                cv.playgroundScrollPhase = drag.willDecelerate ? .decelerating : .idle
                cv.delegate?.scrollViewDidEndDragging(cv, willDecelerate: drag.willDecelerate)
                if drag.willDecelerate { cv.delegate?.scrollViewWillBeginDecelerating(cv) }
                pan.playgroundFeed(state: .ended, location: location, translation: translation, velocity: velocity)
            }
            return heard
        }
        // A bare layout's drag runs no app code: its answers stay (they are kept while the layout does not ask to be
        // invalidated, which a drag's every move would otherwise undo).
        if ranAppCode { ensurePreparedAfterAppCode() }
    }

    /// The delegate's say on where a drag's scrolling rests: `scrollViewWillEndDragging(_:withVelocity:
    /// targetContentOffset:)` with the content's velocity in points per millisecond (Apple: "The velocity of the
    /// scroll view (in points per millisecond) at the moment the touch was released") and the layout's target, in the
    /// layout's own coordinates (mirrored right-to-left).
    public mutating func willEndScrollDrag(velocity: Point, target: Point) -> Point {
        let cv = state.collectionView
        guard let viewport = state.context?.viewport, playgroundOnMainActor({ cv.delegate != nil }) else { return target }
        let flip = state.flipped ? -1.0 : 1.0
        let v = CGPoint(x: flip * velocity.x / Self.millisecondsPerSecond, y: velocity.y / Self.millisecondsPerSecond)
        let own = layoutBounds(offset: target, size: viewport).origin
        let answer = playgroundOnMainActor { () -> CGPoint in
            var t = own
            cv.delegate?.scrollViewWillEndDragging(cv, withVelocity: v, targetContentOffset: &t)
            return t
        }
        ensurePreparedAfterAppCode()
        guard answer != own else { return target }
        let back = mirrored(Rect(x: Double(answer.x), y: Double(answer.y), width: viewport.width,
                                 height: viewport.height)).origin
        return back.isFinite ? back : target
    }

    /// Scrolling came to rest: after a drag's deceleration `scrollViewDidEndDecelerating`, after an animated scroll
    /// the app asked for `scrollViewDidEndScrollingAnimation` (UIScrollViewDelegate).
    public mutating func didSettle(at offset: Point) {
        let cv = state.collectionView
        let told = playgroundOnMainActor { () -> Bool in
            let phase = cv.playgroundScrollPhase
            cv.playgroundScrollPhase = .idle
            switch phase {
            case .decelerating: cv.delegate?.scrollViewDidEndDecelerating(cv)
            case .animating: cv.delegate?.scrollViewDidEndScrollingAnimation(cv)
            case .idle, .dragging: return false
            }
            return true
        }
        if told { ensurePreparedAfterAppCode() }
    }

    /// The bounds moved: the delegate's `scrollViewDidScroll` (UIScrollViewDelegate: "Tells the delegate when the user
    /// scrolls the content view within the scroll view", sent for every change of the offset).
    func tellDidScroll() {
        let cv = state.collectionView
        guard playgroundOnMainActor({ cv.delegate != nil }) else { return }
        playgroundOnMainActor { cv.delegate?.scrollViewDidScroll(cv) }
    }

    /// After the app's code ran: a layout it invalidated is prepared again, and the answers it may have changed (a
    /// cell's transform set by a delegate) are asked anew.
    private func ensurePreparedAfterAppCode() {
        state.forgetPositions()
        ensurePrepared()
    }
}
