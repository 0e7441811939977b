/// Changing layouts (UICollectionView): at once with `setCollectionViewLayout(_:animated:)`, or interactively through a
/// `UICollectionViewTransitionLayout` whose `transitionProgress` the app drives (Apple, "startInteractiveTransition
/// (to:completion:)": the collection view installs the transition layout the delegate gives, or a plain one, until
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()` installs the new layout or the old one).
extension UICollectionView {
    /// The completion of an interactive transition: whether it finished (true) or was cancelled, and whether the
    /// animation completed (always true here).
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// `setCollectionViewLayout(_:animated:)`, declared in the class so that a subclass can override it.
    package func playgroundSetCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// `setCollectionViewLayout(_:animated:completion:)`: the new layout at once (the old one hears
    /// `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`, both `finalizeLayoutTransition()`,
    /// Apple: "before the transition animations occur"); the completion gets true. `animated` in a hosted
    /// collection view: the window animates the change (`playgroundTakeLayoutAnimation`); elsewhere nothing is drawn.
    package func playgroundSetCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                                   completion: ((Bool) -> Void)?) {
        let old = collectionViewLayout
        guard layout !== old else { completion?(true); return }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = layout
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        if animated { playgroundNoteLayoutAnimation(Self.playgroundLayoutAnimationDuration) }
        completion?(true)
    }

    /// How long an animated layout change runs in the window, seconds: Core Animation's default transaction
    /// duration (CATransaction.animationDuration: "defaults to 0.25 seconds"), as for batch updates; Apple does not
    /// document the collection view's own.
    package static let playgroundLayoutAnimationDuration = 0.25

    /// An animated layout change of a hosted collection view, for the window to animate (from what it shows to the
    /// new layout) over `duration`; elsewhere nothing is drawn and UIKit's animation is approximated by a notice.
    func playgroundNoteLayoutAnimation(_ duration: Double) {
        guard UIView.areAnimationsEnabled else { return }
        if playgroundBookkeeping.hostsData {
            playgroundBookkeeping.layoutAnimation = max(playgroundBookkeeping.layoutAnimation ?? 0, duration)
        } else {
            PlaygroundNotices.record("UICollectionView.setCollectionViewLayout(_:animated:)", .approximated,
                                     "the new layout is installed at once, without an animation (outside the window)")
        }
    }

    /// The animated layout change since the last call (its duration, seconds), if any.
    package func playgroundTakeLayoutAnimation() -> Double? {
        defer { playgroundBookkeeping.layoutAnimation = nil }
        return playgroundBookkeeping.layoutAnimation
    }

    /// The playground's window switching from `old` (another collection view's layout) to this collection view's
    /// layout, as an interactive transition: the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`
    /// layout or a plain `UICollectionViewTransitionLayout`, both layouts attached to this collection view and told
    /// (`prepareForTransition(to:)` / `(from:)`); the window drives its `transitionProgress` frame by frame (and while
    /// scrubbing) and ends it with `playgroundEndWindowTransition`. This collection view keeps the new layout
    /// installed (the window draws the transition layout's answers).
    package func playgroundBeginWindowTransition(from old: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        let new = collectionViewLayout
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: new)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: new)
        old.prepareForTransition(to: new)
        new.prepareForTransition(from: old)
        old.attach(to: self)
        transition.attach(to: self)
        return transition
    }

    /// Ends the window's transition (finished on the new layout, or cancelled back to the old one): both layouts
    /// hear `finalizeLayoutTransition()`, as when an interactive transition ends; the old layout goes back to
    /// `oldCollectionView`.
    package func playgroundEndWindowTransition(_ transition: UICollectionViewTransitionLayout,
                                               oldCollectionView: UICollectionView?) {
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        transition.attach(to: nil)
        transition.currentLayout.attach(to: oldCollectionView)
        collectionViewLayout.playgroundNeedsPrepare = true
    }

    /// Starts an interactive transition to `layout`: the delegate's transition layout (or a plain one) becomes the
    /// collection view's layout at progress 0, with both layouts attached to this collection view.
    package func playgroundStartInteractiveTransition(to layout: UICollectionViewLayout,
                                                      completion: LayoutInteractiveTransitionCompletion?)
        -> UICollectionViewTransitionLayout {
        let old = collectionViewLayout
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        transition.playgroundCompletion = completion
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = transition
        old.attach(to: self)
        layout.attach(to: self)
        return transition
    }

    /// Ends the interactive transition on the new layout.
    package func playgroundFinishInteractiveTransition() { playgroundEndInteractiveTransition(finished: true) }

    /// Ends the interactive transition back on the old layout.
    package func playgroundCancelInteractiveTransition() { playgroundEndInteractiveTransition(finished: false) }

    private func playgroundEndInteractiveTransition(finished: Bool) {
        guard let transition = collectionViewLayout as? UICollectionViewTransitionLayout else { return }
        // iOS animates the rest of the way (to 1, or back to 0): in a hosted collection view the window does, over
        // the remaining part of the animated change's duration.
        let remaining = finished ? 1 - Double(transition.transitionProgress) : Double(transition.transitionProgress)
        if remaining > 0 { playgroundNoteLayoutAnimation(Self.playgroundLayoutAnimationDuration * min(1, remaining)) }
        let kept = finished ? transition.nextLayout : transition.currentLayout
        let other = finished ? transition.currentLayout : transition.nextLayout
        collectionViewLayout = kept
        other.attach(to: nil)
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        let completion = transition.playgroundCompletion
        transition.playgroundCompletion = nil
        completion?(finished, true)
    }
}
