import Foundation

/// What a view keeps for Auto Layout: its constraints, guides, priorities and autoresizing mask (one stored
/// property on UIView, so the extension in UIView+Constraints.swift can offer UIKit's API).
@preconcurrency @MainActor
package final class PlaygroundAutoLayoutState {
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made on first use.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// Content hugging and compression resistance, horizontal then vertical (Apple's defaults for views made in
    /// code: hugging 250, compression resistance 750; docs/cells.md, "Auto Layout").
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The width the engine last gave a multi-line label (its intrinsic height wraps at it, as iOS's labels do
    /// when `preferredMaxLayoutWidth` is 0).
    var engineWidth: CGFloat?
    var needsUpdateConstraints = true

    init() {}

    /// The guide kept at `slot`, made on first use with UIKit's identifier for it (the four guides a view or scroll
    /// view makes lazily: margins, safe area, a scroll view's content and frame).
    func guide(_ slot: ReferenceWritableKeyPath<PlaygroundAutoLayoutState, UILayoutGuide?>,
               kind: UILayoutGuide.PlaygroundKind, identifier: String, of view: UIView) -> UILayoutGuide {
        if let g = self[keyPath: slot] { return g }
        let g = UILayoutGuide(playgroundKind: kind, owningView: view)
        g.identifier = identifier
        self[keyPath: slot] = g
        return g
    }
}
