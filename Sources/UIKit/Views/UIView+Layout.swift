/// UIView's layout pass and hierarchy, as UIKit runs them ("Laying out a view's subviews"; `layoutIfNeeded()`,
/// `setNeedsLayout()`, `layoutSubviews()`):
///
/// - A view needs layout after `setNeedsLayout()`, after its bounds' size changes (a frame or bounds change of size;
///   a new view with a non-zero frame), after a subview is added to or removed from it, and when it is added to a
///   superview. Nothing lays out by itself: iOS's run loop lays out at the end of the event, the playground's window
///   does each frame, and a test calls `layoutIfNeeded()`.
/// - `layoutIfNeeded()` lays out the subtree rooted at the view (Apple: "Using the view that receives the message
///   as the root view, this method lays out the view subtree starting at the root"), top down: a view's
///   `layoutSubviews()`, then its subviews' (those added by that `layoutSubviews()` included).
/// - A view controller's root view brackets its own `layoutSubviews()` with the controller's
///   `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` (Apple, viewDidLayoutSubviews: "this method being
///   called does not indicate that the individual layouts of the view's subviews have been adjusted": the subviews
///   are laid out after it).
extension UIView {
    /// Lays out this view if it needs it, then its subviews (top down).
    func playgroundLayoutSubtreeIfNeeded() {
        // Decided (Apple documents no re-entrance): a view whose `layoutSubviews()` is running is not laid out again
        // by a `layoutIfNeeded()` made inside it (ToosieSlide's carousel calls `collectionView.setNeedsLayout()` and
        // then `layoutIfNeeded()` in an animation block from `layoutAttributesForElements(in:)`, which the collection
        // view's own layout pass calls: laid out again, it recursed until the stack ran out, where the app runs on
        // iOS). A `setNeedsLayout()` made during the pass stays set, so the next pass (the next frame) lays it out.
        if playgroundNeedsLayout && !playgroundInLayout {
            playgroundNeedsLayout = false
            playgroundInLayout = true
            defer { playgroundInLayout = false }
            layoutSublayers(of: layer)  // the controller's will/did bracket and layoutSubviews() (UIView.swift)
        }
        for view in subviews { view.playgroundLayoutSubtreeIfNeeded() }
    }

    /// The window this view is in: the root of its superview chain when that is a `UIWindow`.
    var playgroundWindow: UIWindow? {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    /// The view's frame in its window's coordinates (nil outside a window): frames down the chain, each less its
    /// superview's bounds origin (a scroll view's content offset). Transforms are not applied.
    var playgroundFrameInWindow: CGRect? {
        var rect = frame
        var view: UIView = self
        while let parent = view.superview {
            if parent is UIWindow { return rect }
            rect.origin.x += parent.frame.minX - parent.bounds.minX
            rect.origin.y += parent.frame.minY - parent.bounds.minY
            view = parent
        }
        return self is UIWindow ? CGRect(origin: .zero, size: bounds.size) : nil
    }

    /// UIKit's safe area (Apple, safeAreaInsets: "the portion of your view that is unobscured by bars and other
    /// content"): the part of its superviews' safe areas this view overlaps (the window's: the screen's insets),
    /// inset further on a view controller's root view by its `additionalSafeAreaInsets` and the bars of the
    /// navigation controller it is in; zero outside a window.
    var playgroundComputedSafeAreaInsets: UIEdgeInsets {
        guard let window = playgroundWindow, let rect = playgroundFrameInWindow else { return playgroundScreenSafeArea ?? .zero }
        if self is UIWindow { return window.playgroundScreenSafeAreaInsets }
        guard let safe = playgroundSafeRectInWindow(window: window) else { return .zero }
        return UIEdgeInsets(top: max(0, safe.minY - rect.minY), left: max(0, safe.minX - rect.minX),
                            bottom: max(0, rect.maxY - safe.maxY), right: max(0, rect.maxX - safe.maxX))
    }

    /// The safe rectangle of this view in the window's coordinates: its frame clipped to its superview's safe
    /// rectangle (the window's: the screen's insets), inset by its controller's additional and bar insets.
    private func playgroundSafeRectInWindow(window: UIWindow) -> CGRect? {
        guard let rect = playgroundFrameInWindow else { return nil }
        let outer: CGRect
        if self is UIWindow {
            let i = window.playgroundScreenSafeAreaInsets
            return CGRect(x: i.left, y: i.top, width: max(0, rect.width - i.left - i.right),
                          height: max(0, rect.height - i.top - i.bottom))
        } else if let parent = superview, let parentSafe = parent.playgroundSafeRectInWindow(window: window) {
            outer = parentSafe
        } else {
            outer = rect
        }
        var top = max(rect.minY, outer.minY), left = max(rect.minX, outer.minX)
        var bottom = min(rect.maxY, outer.maxY), right = min(rect.maxX, outer.maxX)
        if let controller = playgroundViewController {
            let a = controller.additionalSafeAreaInsets, b = controller.playgroundBarInsets
            top += a.top + b.top; left += a.left + b.left
            bottom -= a.bottom + b.bottom; right -= a.right + b.right
        }
        return CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
