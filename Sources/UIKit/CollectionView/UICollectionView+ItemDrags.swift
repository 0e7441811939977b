import Foundation

/// The playground's drag on an item as the pan and swipe recognizers the app added to the item's views or to the
/// collection view (docs/uikit.md, "Pans and swipes on cells"). UIKit delivers a touch to every recognizer of the
/// views under it, from the hit view up to the window (Apple, UIGestureRecognizer: "a gesture recognizer operates on
/// touches hit-tested to a specific view and all of that view's subviews"); the scroll view's own pan competes with
/// them, and the first to recognize wins unless a delegate lets them recognize together.
///
/// Decided here (Apple documents the pieces, not their order in a scroll view): the drag is decided as it begins,
/// when the pointer has moved 10 points (UIKit's pan begins past its "hysteresis", which Apple does not quantify;
/// 10 points is `UILongPressGestureRecognizer.allowableMovement`'s default, UIKit's one documented touch slop). Then
/// the recognizers under the press, the innermost view's first, are offered the drag: a pan is asked
/// `gestureRecognizerShouldBegin(_:)` (its view's, then its delegate's, Apple's order) with its translation and
/// velocity already set, so the common "begin only when the drag is mostly sideways" test works; the first pan that
/// begins takes the drag (`.began`, `.changed` for each move, `.ended` at release: UIGestureRecognizer.h's
/// continuous order) and the scroll view stops, unless its delegate answers
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` true for the scroll view's pan (then both move). A
/// swipe whose `direction` contains the drag's main direction recognizes then (discrete: its action once, state
/// `.ended`), after being asked `gestureRecognizerShouldBegin`. When none begins, the drag is the scroll view's.
/// Not done: `require(toFail:)` between them (stored, not applied), several touches, a pinch or rotation.
extension UICollectionView {
    /// The distance (points) a drag travels before it is offered to the recognizers (see above).
    package static let playgroundItemDragDistance: CGFloat = 10

    /// The enabled pan and swipe recognizers under `point` (this view's coordinates), the hit view's first, this
    /// view's own last; no scroll view's own `panGestureRecognizer` is one of them.
    package func playgroundDragRecognizers(at point: CGPoint) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var view: UIView? = hitTest(point, with: nil) ?? self
        while let current = view {
            for g in current.gestureRecognizers ?? [] where g.isEnabled && g !== panGestureRecognizer {
                // A scroll view's own pan (this one's, or a scroll view inside a cell: the playground scrolls only
                // the collection view, docs/uikit.md) and a screen-edge pan are not offered the drag.
                if g is UIScreenEdgePanGestureRecognizer || (current as? UIScrollView)?.panGestureRecognizer === g { continue }
                if g is UIPanGestureRecognizer || g is UISwipeGestureRecognizer { found.append(g) }
            }
            if current === self { break }
            view = current.superview
        }
        return found
    }

    /// Whether a pan among `recognizers` lets the scroll view's pan move along (its delegate's
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answers true for it).
    package func playgroundDragIsSimultaneous(_ recognizers: [UIGestureRecognizer]) -> Bool {
        recognizers.contains { g in
            g.delegate?.gestureRecognizer(g, shouldRecognizeSimultaneouslyWith: panGestureRecognizer) == true
        }
    }

    /// Offers the drag that has just moved `playgroundItemDragDistance` (from `start` to `point`, this view's
    /// coordinates, at `velocity` points per second) to `recognizers`, in order: the first pan that begins, or
    /// swipe that recognizes, takes it. Returns whether one did.
    package func playgroundBeginItemDrag(_ recognizers: [UIGestureRecognizer], from start: CGPoint, to point: CGPoint,
                                         velocity: CGPoint) -> Bool {
        playgroundActiveItemPan = nil
        let dx = point.x - start.x, dy = point.y - start.y
        let direction: UISwipeGestureRecognizer.Direction = abs(dx) >= abs(dy) ? (dx >= 0 ? .right : .left)
                                                                               : (dy >= 0 ? .down : .up)
        for g in recognizers {
            let location = g.view.map { convert(point, to: $0) } ?? point
            if let pan = g as? UIPanGestureRecognizer {
                pan.playgroundFeed(state: .began, location: location, translation: CGPoint(x: dx, y: dy), velocity: velocity)
                if pan.state == .failed {   // it refused: back to .possible for the next touch
                    pan.state = .possible
                    pan.reset()
                    continue
                }
                playgroundActiveItemPan = (pan, start)
                return true
            }
            if let swipe = g as? UISwipeGestureRecognizer, swipe.direction.contains(direction),
               swipe.playgroundRecognize(at: location) {
                return true
            }
        }
        return false
    }

    /// The taken drag moved (`.changed`), ended (`.ended`) or was cancelled (`.cancelled`) at `point`; after
    /// `.ended` and `.cancelled` the pan is back to `.possible` (`reset()`), as UIKit's are after a gesture.
    package func playgroundFeedItemDrag(_ state: UIGestureRecognizer.State, at point: CGPoint, velocity: CGPoint) {
        guard let (pan, start) = playgroundActiveItemPan else { return }
        let location = pan.view.map { convert(point, to: $0) } ?? point
        pan.playgroundFeed(state: state, location: location,
                           translation: CGPoint(x: point.x - start.x, y: point.y - start.y), velocity: velocity)
        if state == .ended || state == .cancelled {
            playgroundActiveItemPan = nil
            pan.state = .possible
            pan.reset()
        }
    }

    nonisolated(unsafe) private static var activeItemPans: [ObjectIdentifier: (UIPanGestureRecognizer, CGPoint)] = [:]

    /// The pan that took the drag under way, and where the drag started (this view's coordinates).
    package var playgroundActiveItemPan: (pan: UIPanGestureRecognizer, start: CGPoint)? {
        get { UICollectionView.activeItemPans[ObjectIdentifier(self)].map { (pan: $0.0, start: $0.1) } }
        set { UICollectionView.activeItemPans[ObjectIdentifier(self)] = newValue.map { ($0.pan, $0.start) } }
    }
}
