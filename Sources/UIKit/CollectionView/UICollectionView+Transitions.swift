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

    /// `setCollectionViewLayout(_:animated:completion:)`: the new layout at once; the completion gets true.
    package func playgroundSetCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                                   completion: ((Bool) -> Void)?) {
        if animated {
            PlaygroundNotices.record("UICollectionView.setCollectionViewLayout(_:animated:)", .approximated,
                                     "the new layout is installed at once, without an animation")
        }
        let old = collectionViewLayout
        guard layout !== old else { completion?(true); return }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = layout
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        completion?(true)
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
