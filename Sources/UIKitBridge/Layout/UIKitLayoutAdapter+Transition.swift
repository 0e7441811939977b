import Foundation
import PlaygroundCore
import UIKit

/// The window's layout switch between two UIKit layouts as UIKit's interactive transition (docs/uikit.md, "Layout
/// transitions"): the new layout's collection view makes the delegate's transition layout (or a plain
/// `UICollectionViewTransitionLayout`) with the old layout attached to it, both layouts hear
/// `prepareForTransition(to:)` / `prepareForTransition(from:)`; each frame of the switch (and each scrub notch) sets
/// its `transitionProgress` and the window draws its answers; at the end both hear `finalizeLayoutTransition()`.
/// A hosted controller's animated layout changes (`setCollectionViewLayout(_:animated: true)`, the end of its own
/// interactive transition) are animated by the window from what it shows (`takeAnimatedLayoutChange`).
extension UIKitLayoutAdapter {
    /// Starts the transition from `old` when both are UIKit layouts of their own (not a hosted controller's, whose
    /// layouts are the app's); false otherwise (the window interpolates the two layouts' attributes itself).
    public mutating func beginLayoutTransition(from old: any CollectionLayout) -> Bool {
        guard let old = old as? UIKitLayoutAdapter, old.state !== state, state.host == nil, old.state.host == nil,
              state.transition == nil else { return false }
        ensurePrepared()
        old.ensurePrepared()
        let cv = state.collectionView, oldLayout = old.state.layout, oldCV = old.state.collectionView
        let t = playgroundOnMainActor { cv.playgroundBeginWindowTransition(from: oldLayout) }
        state.transition = (t, oldCV)
        state.collectNotices()
        return true
    }

    /// The transition layout's attributes for the item at `indexPath` at `progress` (0: the old layout's, 1: the
    /// new one's; content coordinates of each layout), setting its `transitionProgress` when it changed; nil
    /// without a transition.
    public func transitionAttributes(forItem indexPath: PlaygroundCore.IndexPath, progress: Double) -> LayoutAttributes? {
        guard let t = state.transition?.layout else { return nil }
        let value = CGFloat(min(1, max(0, progress)))
        let path = Self.ui(indexPath)
        let answer = playgroundOnMainActor { () -> UICollectionViewLayoutAttributes? in
            if t.transitionProgress != value { t.transitionProgress = value }
            t.playgroundPrepareIfNeeded()
            return t.layoutAttributesForItem(at: path)
        }
        return answer.map(shown)
    }

    /// The transition layout's supplementary and decoration views meeting `rect` at `progress`: on iOS the transition
    /// layout is the collection view's layout while the transition runs, so its `layoutAttributesForElements(in:)`
    /// is what shows for every element (Apple, UICollectionViewTransitionLayout: "the collection view installs this
    /// layout object temporarily"); nil without a transition.
    public func transitionOtherElements(in rect: Rect, progress: Double) -> [LayoutAttributes]? {
        guard let t = state.transition?.layout else { return nil }
        let value = CGFloat(min(1, max(0, progress)))
        let own = mirrored(rect)
        let asked = CGRect(x: own.minX, y: own.minY, width: own.width, height: own.height)
        let raw = playgroundOnMainActor { () -> [UICollectionViewLayoutAttributes] in
            if t.transitionProgress != value { t.transitionProgress = value }
            t.playgroundPrepareIfNeeded()
            return t.layoutAttributesForElements(in: asked) ?? []
        }
        var seen = Set<ElementKey>()
        return raw.lazy.filter { $0.representedElementCategory != .cell && !$0.isHidden }
            .map(shown).filter { seen.insert(ElementKey($0)).inserted }
    }

    /// Ends the transition: both layouts hear `finalizeLayoutTransition()`, the old one goes back to its own
    /// collection view.
    public mutating func endLayoutTransition(finished: Bool) {
        guard let (t, oldCV) = state.transition else { return }
        state.transition = nil
        let cv = state.collectionView
        playgroundOnMainActor { cv.playgroundEndWindowTransition(t, oldCollectionView: oldCV) }
        state.forgetPositions()
        state.collectNotices()
    }

    /// A hosted controller's layout change since the last call (the collection view's current layout is shown,
    /// `followHostedLayout`): its animation's duration, seconds; 0 for a change without animation; nil: none.
    public mutating func takeAnimatedLayoutChange() -> Double? {
        guard state.host != nil else { return nil }
        let cv = state.collectionView
        let duration = playgroundOnMainActor { cv.playgroundTakeLayoutAnimation() }
        let changed = followHostedLayout()
        return duration ?? (changed ? 0 : nil)
    }
}
