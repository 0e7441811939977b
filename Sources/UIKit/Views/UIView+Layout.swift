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
        if playgroundNeedsLayout {
            playgroundNeedsLayout = false
            let controller = playgroundViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
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
    /// content"): the part of the window's safe-area insets this view overlaps, plus a view controller's
    /// `additionalSafeAreaInsets` on its root view; zero outside a window.
    var playgroundComputedSafeAreaInsets: UIEdgeInsets {
        guard let window = playgroundWindow, let rect = playgroundFrameInWindow else { return playgroundScreenSafeArea ?? .zero }
        let outer = window.playgroundScreenSafeAreaInsets
        let size = window.bounds.size
        var insets = UIEdgeInsets(top: max(0, outer.top - rect.minY), left: max(0, outer.left - rect.minX),
                                  bottom: max(0, rect.maxY - (size.height - outer.bottom)),
                                  right: max(0, rect.maxX - (size.width - outer.right)))
        if self is UIWindow { insets = outer }
        if let extra = playgroundViewController?.additionalSafeAreaInsets {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }
}
