import PlaygroundCore
import UIKit

/// The pan and swipe recognizers on an item's views or on the collection view, fed by the playground's drag
/// through the core's item-gesture hook (CollectionLayout+ItemGestures.swift; UIKit's side and what is decided:
/// UICollectionView+ItemDrags.swift). A press on an item under such recognizers claims a drag decided as it
/// begins: the scroll view pans as usual until the pointer has moved 10 points, then the recognizers are offered
/// the drag; one that begins takes it (the scroll view stops) unless its delegate lets it recognize together with
/// the scroll view's pan; else a scroll view inside the item that moves along the drag's axis takes it
/// (UICollectionView+InnerScrollDrags.swift). Taps (UICollectionView+Touches.swift) and long presses (UICollectionView+LongPress.swift)
/// have their own paths.
extension UIKitLayoutAdapter {
    public func itemGestures(at indexPath: PlaygroundCore.IndexPath, point: Point) -> ItemGestureClaim? {
        ensurePrepared()
        let cv = state.collectionView
        return playgroundOnMainActor { () -> ItemGestureClaim? in
            let at = CGPoint(x: point.x, y: point.y)
            let recognizers = cv.playgroundDragRecognizers(at: at)
            // A scroll view inside the item (UICollectionView+InnerScrollDrags.swift) that can move takes the drag
            // along its axis when no recognizer does.
            let scrolls = cv.playgroundInnerScrollViews(at: at).filter {
                UICollectionView.playgroundCanScroll($0, horizontally: true)
                    || UICollectionView.playgroundCanScroll($0, horizontally: false)
            }
            guard !recognizers.isEmpty || !scrolls.isEmpty else { return nil }
            return ItemGestureClaim(drag: .init(minimumDistance: Double(UICollectionView.playgroundItemDragDistance),
                                                takesPointer: recognizers.isEmpty || !cv.playgroundDragIsSimultaneous(recognizers),
                                                decidedAtBegin: true))
        }
    }

    public mutating func itemGestureShouldBegin(_ event: ItemGestureEvent) -> Bool {
        ensurePrepared()
        let cv = state.collectionView
        let start = CGPoint(x: event.startLocation.x, y: event.startLocation.y)
        let point = CGPoint(x: event.location.x, y: event.location.y)
        let velocity = CGPoint(x: event.velocity.x, y: event.velocity.y)
        let began = playgroundOnMainActor { () -> Bool in
            cv.playgroundBeginItemDrag(cv.playgroundDragRecognizers(at: start), from: start, to: point, velocity: velocity)
                || cv.playgroundBeginInnerScroll(cv.playgroundInnerScrollViews(at: start), from: start, to: point)
        }
        afterItemGestureCode()
        return began
    }

    public mutating func itemGesture(_ event: ItemGestureEvent) {
        let state: UIGestureRecognizer.State
        switch event.phase {
        case .dragChanged: state = .changed
        case .dragEnded: state = .ended
        case .cancelled: state = .cancelled
        case .longPressed, .pressing: return
        }
        ensurePrepared()
        let cv = self.state.collectionView
        let point = CGPoint(x: event.location.x, y: event.location.y)
        let velocity = CGPoint(x: event.velocity.x, y: event.velocity.y)
        if cv.playgroundActiveItemPan != nil {
            playgroundOnMainActor { cv.playgroundFeedItemDrag(state, at: point, velocity: velocity) }
        } else if cv.playgroundActiveInnerScroll != nil {
            playgroundOnMainActor { cv.playgroundFeedInnerScroll(state, at: point, velocity: velocity) }
        } else {
            return
        }
        afterItemGestureCode()
    }

    /// The app's actions may have changed its data, its layout or its views: as after a tap.
    private mutating func afterItemGestureCode() {
        followHostedLayout()
        state.forgetPositions()
        state.collectNotices()
    }
}
