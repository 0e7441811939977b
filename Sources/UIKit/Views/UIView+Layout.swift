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
    /// navigation controller it is in; zero outside a window, but on a controller's root view (Apple: "For the view
    /// controller's root view, the insets account for the status bar, other visible bars, and any additional insets
    /// that you specified using the additionalSafeAreaInsets property of your view controller").
    ///
    /// Decided (Apple is silent on a view smaller than its insets): a controller's additional insets count in full on
    /// each edge, as on iOS (Framezilla's suite: a zero-size root view with `additionalSafeAreaInsets.bottom = 10`
    /// reads a bottom inset of 10); the other edges' insets are what the superview's safe area leaves uncovered.
    var playgroundComputedSafeAreaInsets: UIEdgeInsets {
        guard let window = playgroundWindow, let rect = playgroundFrameInWindow else {
            let base = playgroundScreenSafeArea ?? .zero
            guard let controller = playgroundViewController else { return base }
            let a = controller.additionalSafeAreaInsets, b = controller.playgroundBarInsets
            return UIEdgeInsets(top: base.top + a.top + b.top, left: base.left + a.left + b.left,
                                bottom: base.bottom + a.bottom + b.bottom, right: base.right + a.right + b.right)
        }
        if self is UIWindow { return window.playgroundScreenSafeAreaInsets }
        guard let safe = playgroundSafeEdgesInWindow(window: window) else { return .zero }
        return UIEdgeInsets(top: max(0, safe.top - rect.minY), left: max(0, safe.left - rect.minX),
                            bottom: max(0, rect.maxY - safe.bottom), right: max(0, rect.maxX - safe.right))
    }

    /// The edges of this view's safe area in the window's coordinates: its frame clipped to its superview's safe
    /// edges (the window's: the screen's insets), inset by its controller's additional and bar insets. Not clamped
    /// to a non-negative size: a view smaller than its insets keeps every edge's inset.
    private func playgroundSafeEdgesInWindow(window: UIWindow) -> (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)? {
        guard let rect = playgroundFrameInWindow else { return nil }
        if self is UIWindow {
            let i = window.playgroundScreenSafeAreaInsets
            return (i.top, i.left, rect.height - i.bottom, rect.width - i.right)
        }
        var top = rect.minY, left = rect.minX, bottom = rect.maxY, right = rect.maxX
        if let parent = superview, let outer = parent.playgroundSafeEdgesInWindow(window: window) {
            top = max(top, outer.top); left = max(left, outer.left)
            bottom = min(bottom, outer.bottom); right = min(right, outer.right)
        }
        if let controller = playgroundViewController {
            let a = controller.additionalSafeAreaInsets, b = controller.playgroundBarInsets
            top += a.top + b.top; left += a.left + b.left
            bottom -= a.bottom + b.bottom; right -= a.right + b.right
        }
        return (top, left, bottom, right)
    }
}
