import Foundation

/// The view hierarchy's order and its notifications (UIView.h, "Managing the view hierarchy" and "Observing
/// view-related changes"), in UIKit's order: adding `view` to `parent` calls `view.willMove(toSuperview: parent)`,
/// `view.willMove(toWindow:)` when its window changes, then links it, then `parent.didAddSubview(view)`,
/// `view.didMoveToSuperview()` and `view.didMoveToWindow()`; removing it calls `parent.willRemoveSubview(view)`,
/// `view.willMove(toSuperview: nil)` (and to a nil window), unlinks it, then `view.didMoveToSuperview()` (and
/// `didMoveToWindow()`). The overridable methods are in UIView's body (UIView.swift); these are the steps.
extension UIView {
    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// Moves a subview to the front (last) or the back (first).
    func playgroundMove(_ view: UIView, front: Bool) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        let v = subviews.remove(at: i)
        if front { subviews.append(v) } else { subviews.insert(v, at: 0) }
    }

    /// Inserts `view` at `index` of the subviews (moved from another superview first, or within this one),
    /// with UIKit's notifications.
    func playgroundInsert(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        let oldWindow = view.window
        view.willMove(toSuperview: self)
        if window !== oldWindow { view.willMove(toWindow: window) }
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
            old.setNeedsLayout()
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.setNeedsLayout()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.didMoveToWindow() }
    }

    func playgroundRemoveFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { willMove(toWindow: nil) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        didMoveToSuperview()
        if oldWindow != nil { didMoveToWindow() }
    }
}
