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

    /// Opens a block of `duration` seconds that `end()` closes (UIView's begin/commit animations): the duration of
    /// the block it was opened in is kept to put back.
    package static func begin(duration: Double) {
        let dictionary = Thread.current.threadDictionary
        // The outer blocks' durations, -1 for none (a thread dictionary does not keep an array of optionals).
        var outer = dictionary[key + ".outer"] as? [Double] ?? []
        outer.append(dictionary[key] as? Double ?? -1)
        dictionary[key + ".outer"] = outer
        dictionary[key] = duration
    }

    /// Sets the duration of the block open now (`setAnimationDuration(_:)`); nothing outside one.
    package static func setDuration(_ duration: Double) {
        guard self.duration != nil else { return }
        Thread.current.threadDictionary[key] = duration
    }

    /// Closes the block `begin(duration:)` opened last; false when none is open.
    @discardableResult
    package static func end() -> Bool {
        let dictionary = Thread.current.threadDictionary
        guard var outer = dictionary[key + ".outer"] as? [Double], let previous = outer.popLast() else { return false }
        dictionary[key + ".outer"] = outer
        dictionary[key] = previous < 0 ? nil : previous
        return true
    }

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
