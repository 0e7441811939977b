import Foundation

/// The playground's drag on an item that holds a scroll view of its own: a horizontal collection view or a paging
/// scroll view in a cell (rows of cards, a swipeable cell). UIKit hit-tests the touch to the innermost view and
/// each scroll view on the way has its own pan; Apple, Scroll View Programming Guide for iOS, "Nesting Scroll
/// Views": with cross-directional scrolling "the outer scroll view scrolls vertically ... the inner scroll views
/// scroll horizontally", each taking the drags along its own axis, and with same-directional scrolling the inner
/// scroll view takes the drag first.
///
/// Decided here (Apple does not give the rule's numbers): when the drag has moved 10 points
/// (`playgroundItemDragDistance`, as for the pans and swipes on cells), the innermost scroll view under the press
/// that can move along the drag's main axis (its content, with its insets, longer than its bounds on that axis, or
/// `alwaysBounce…` set) takes the drag, after the pans and swipes on the item's views declined it; the collection
/// view stops. The content follows the pointer along that axis, kept within the scrollable range (no rubber band);
/// at release a paging scroll view settles on the page the drag ended nearest to, one page further when released
/// faster than 300 points per second (Apple gives no threshold); otherwise the content stays where it was left (no
/// deceleration: Playground, approximated). The delegate hears `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll` at each move and `scrollViewDidEndDragging(_:willDecelerate: false)`.
extension UICollectionView {
    /// The speed above which a paging drag's release goes one page further (points per second; decided, see above).
    package static let playgroundInnerPagingFlickSpeed: CGFloat = 300

    /// The scroll views under `point` (this view's coordinates) inside this collection view, innermost first; none of
    /// them is this collection view.
    package func playgroundInnerScrollViews(at point: CGPoint) -> [UIScrollView] {
        var found: [UIScrollView] = []
        var view = hitTest(point, with: nil)
        while let current = view, current !== self {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled, scroll.isUserInteractionEnabled {
                found.append(scroll)
            }
            view = current.superview
        }
        return found
    }

    /// Whether `scroll` moves along the horizontal (or vertical) axis.
    package static func playgroundCanScroll(_ scroll: UIScrollView, horizontally: Bool) -> Bool {
        let inset = scroll.adjustedContentInset
        if horizontally {
            return scroll.alwaysBounceHorizontal || scroll.contentSize.width + inset.left + inset.right > scroll.bounds.width
        }
        return scroll.alwaysBounceVertical || scroll.contentSize.height + inset.top + inset.bottom > scroll.bounds.height
    }

    /// Gives the drag that has moved from `start` to `point` (this view's coordinates) to the innermost of `scrolls`
    /// that moves along its main axis; false when none does.
    package func playgroundBeginInnerScroll(_ scrolls: [UIScrollView], from start: CGPoint, to point: CGPoint) -> Bool {
        playgroundActiveInnerScroll = nil
        let horizontal = abs(point.x - start.x) >= abs(point.y - start.y)
        guard let scroll = scrolls.first(where: { Self.playgroundCanScroll($0, horizontally: horizontal) }) else {
            return false
        }
        playgroundActiveInnerScroll = PlaygroundInnerScrollDrag(playgroundScroll: scroll, playgroundStartOffset: scroll.contentOffset,
                                                                playgroundStart: start, playgroundHorizontal: horizontal)
        scroll.delegate?.scrollViewWillBeginDragging(scroll)
        playgroundFeedInnerScroll(.changed, at: point, velocity: .zero)
        return true
    }

    /// The taken drag moved (`.changed`), ended (`.ended`) or was cancelled (`.cancelled`) at `point`.
    package func playgroundFeedInnerScroll(_ state: UIGestureRecognizer.State, at point: CGPoint, velocity: CGPoint) {
        guard let drag = playgroundActiveInnerScroll else { return }
        let scroll = drag.playgroundScroll
        var offset = drag.playgroundStartOffset
        if drag.playgroundHorizontal {
            offset.x -= point.x - drag.playgroundStart.x
        } else {
            offset.y -= point.y - drag.playgroundStart.y
        }
        if state == .ended, scroll.isPagingEnabled {
            offset = Self.playgroundPage(of: scroll, near: offset, from: drag.playgroundStartOffset, horizontal: drag.playgroundHorizontal,
                                         speed: drag.playgroundHorizontal ? velocity.x : velocity.y)
        }
        offset = Self.playgroundClamped(offset, in: scroll)
        if offset != scroll.contentOffset { scroll.contentOffset = offset }
        if state == .ended || state == .cancelled {
            playgroundActiveInnerScroll = nil
            scroll.delegate?.scrollViewDidEndDragging(scroll, willDecelerate: false)
            if state == .ended {
                PlaygroundNotices.record("PlaygroundScrollViewDelegateHolder.delegate", .approximated,
                                         "a scroll view inside a cell follows the drag and stops where it is released "
                                         + "(a paging one settles on a page): no deceleration")
            }
        }
    }

    /// The offset within the scrollable range (−inset … content size + inset − bounds size, per axis).
    static func playgroundClamped(_ offset: CGPoint, in scroll: UIScrollView) -> CGPoint {
        let inset = scroll.adjustedContentInset
        let maxX = max(-inset.left, scroll.contentSize.width + inset.right - scroll.bounds.width)
        let maxY = max(-inset.top, scroll.contentSize.height + inset.bottom - scroll.bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// The page (a multiple of the bounds' size, UIScrollView.isPagingEnabled: "stops on multiples of the scroll
    /// view's bounds") a paging drag released at `offset` settles on: the nearest, or the next one in the drag's
    /// direction when released faster than `playgroundInnerPagingFlickSpeed`.
    static func playgroundPage(of scroll: UIScrollView, near offset: CGPoint, from startOffset: CGPoint,
                               horizontal: Bool, speed: CGFloat) -> CGPoint {
        let page = horizontal ? scroll.bounds.width : scroll.bounds.height
        guard page > 0 else { return offset }
        let position = horizontal ? offset.x : offset.y
        let startPage = ((horizontal ? startOffset.x : startOffset.y) / page).rounded()
        var target = (position / page).rounded()
        if abs(speed) > playgroundInnerPagingFlickSpeed {
            // Fast: one page on in the direction of the motion (the content moves against the pointer).
            target = speed < 0 ? startPage + 1 : startPage - 1
        }
        var result = offset
        if horizontal { result.x = target * page } else { result.y = target * page }
        return result
    }

    /// A drag a scroll view inside a cell took.
    package struct PlaygroundInnerScrollDrag {
        package let playgroundScroll: UIScrollView
        package let playgroundStartOffset: CGPoint
        package let playgroundStart: CGPoint
        package let playgroundHorizontal: Bool
    }

    nonisolated(unsafe) private static var activeInnerScrolls: [ObjectIdentifier: PlaygroundInnerScrollDrag] = [:]

    /// The scroll view inside a cell that took the drag under way.
    package var playgroundActiveInnerScroll: PlaygroundInnerScrollDrag? {
        get { UICollectionView.activeInnerScrolls[ObjectIdentifier(self)] }
        set { UICollectionView.activeInnerScrolls[ObjectIdentifier(self)] = newValue }
    }
}
