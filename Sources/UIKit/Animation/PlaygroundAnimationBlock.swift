import Foundation

/// The animation block running now on this thread (UIView.animate's, a transition's, keyframes', a starting property
/// animator's) and its duration: a hosted collection view whose layout is invalidated inside it (the iOS idiom
/// `UIView.animate(withDuration: 0.3) { layout.itemSize = …; layout.invalidateLayout() }`) animates the change in
/// the window over that duration, from what it showed to the new layout, as an animated `setCollectionViewLayout`
/// does (docs/uikit.md, "Animations").
package enum PlaygroundAnimationBlock {
    private static let key = "PlaygroundAnimationBlock.duration"

    /// The duration of the block running now on this thread; nil outside one.
    package static var duration: Double? { Thread.current.threadDictionary[key] as? Double }

    /// Runs `body` as an animation block of `duration` seconds (nested blocks: the innermost's).
    package static func run(duration: Double, _ body: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[key]
        dictionary[key] = duration
        defer { dictionary[key] = outer }
        body()
    }
}

extension UICollectionView {
    /// The layout was invalidated inside an animation block: a hosted collection view animates the change in the
    /// window over the block's duration (unless animations are disabled).
    func playgroundNoteAnimatedInvalidation() {
        guard let duration = PlaygroundAnimationBlock.duration, duration > 0, UIView.areAnimationsEnabled,
              playgroundBookkeeping.hostsData else { return }
        playgroundBookkeeping.layoutAnimation = max(playgroundBookkeeping.layoutAnimation ?? 0, duration)
    }
}
