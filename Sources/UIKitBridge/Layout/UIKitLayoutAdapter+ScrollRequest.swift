import Foundation
import PlaygroundCore
import UIKit

/// Scrolling asked for by the app's or the layout's code (docs/uikit.md, "Scrolling from the app"): the collection
/// view's `contentOffset` set, `setContentOffset(_:animated:)`, `scrollToItem(at:at:animated:)`,
/// `scrollRectToVisible(_:animated:)`. UIKit moves the bounds at once (the code reads the new `contentOffset` right
/// away, here too); the window's scroller follows at its next frame.
extension UIKitLayoutAdapter {
    /// The last offset asked for since the last call, in window coordinates (mirrored right-to-left), with the
    /// window's animation duration (`UIScrollView.playgroundScrollAnimationDuration` when animated, else 0); nil
    /// when none was asked for or it is where the window already is.
    public mutating func takeScrollRequest() -> (offset: Point, duration: Double)? {
        guard let context = state.context else { return nil }
        let cv = state.collectionView
        let request = playgroundOnMainActor { () -> UIScrollView.PlaygroundOffsetRequest? in
            defer { cv.playgroundOffsetRequest = nil }
            return cv.playgroundOffsetRequest
        }
        guard let request, request.offset.x.isFinite, request.offset.y.isFinite else { return nil }
        let shown = mirrored(Rect(x: Double(request.offset.x), y: Double(request.offset.y),
                                  width: context.viewport.width, height: context.viewport.height)).origin
        guard shown != context.contentOffset else { return nil }
        // An animated scroll ends with `scrollViewDidEndScrollingAnimation` when it rests (+ScrollDelegate).
        if request.animated { playgroundOnMainActor { cv.playgroundScrollPhase = .animating } }
        return (shown, request.animated ? UIScrollView.playgroundScrollAnimationDuration : 0)
    }
}
