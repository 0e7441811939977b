import Foundation
import QuartzCore

/// The animation block running now on this thread (UIView.animate's, a transition's, keyframes', a starting property
/// animator's): its duration, delay and timing curve. Two things read it (docs/uikit.md, "Animations"):
/// - a view property changed inside it (`alpha`, `transform`, `frame`/`center`/`bounds` size, `backgroundColor`)
///   animates on screen from the value it had, over the block's duration, on its curve (UIView+Presentation.swift);
/// - a hosted collection view whose layout is invalidated inside it (the iOS idiom
///   `UIView.animate(withDuration: 0.3) { layout.itemSize = …; layout.invalidateLayout() }`) animates the change in
///   the window over that duration, from what it showed to the new layout, as an animated `setCollectionViewLayout`
///   does.
package enum PlaygroundAnimationBlock {
    /// What a block animates with.
    package struct PlaygroundContext {
        package var duration: Double
        package var delay: Double = 0
        /// Time fraction 0…1 → value fraction (a spring passes 1 and comes back).
        package var curve: (Double) -> Double
        /// `.repeat`: forever; `.autoreverse`: there and back each pass.
        package var repeats = false
        package var autoreverses = false
        /// A property animator's time fraction at a clock time (nil: over), instead of the clock's.
        package var driver: ((Double) -> Double?)?
    }

    private static let key = "PlaygroundAnimationBlock.context"
    private static let lock = NSLock()
    /// Blocks running on any thread: the cheap test the property setters make first.
    nonisolated(unsafe) private static var depth = 0

    /// The block running now on this thread; nil outside one.
    package static var context: PlaygroundContext? {
        guard lock.withLock({ depth > 0 }) else { return nil }
        return Thread.current.threadDictionary[key] as? PlaygroundContext
    }

    /// The duration of the block running now on this thread; nil outside one.
    package static var duration: Double? { context?.duration }

    /// UIKit's default curve for `UIView.animate` (Apple, animate(withDuration:animations:): "performs the
    /// animation using the curveEaseInOut option"): the cubic (0.42, 0), (0.58, 1) (UICubicTimingParameters).
    package static let easeInOut: (Double) -> Double = curve(.easeInOut)

    /// The cubic curve UIKit names (UIView.AnimationCurve).
    package static func curve(_ curve: UIView.AnimationCurve) -> (Double) -> Double {
        let function = UICubicTimingParameters(animationCurve: curve).playgroundTimingFunction
        return { function.playgroundValue(at: $0) }
    }

    /// Opens a block of `duration` seconds that `end()` closes (UIView's begin/commit animations), on UIKit's
    /// default curve: the block it was opened in is kept to put back.
    package static func begin(duration: Double) {
        let dictionary = Thread.current.threadDictionary
        // The outer blocks, NSNull for none (a thread dictionary does not keep an array of optionals).
        var outer = dictionary[key + ".outer"] as? [Any] ?? []
        outer.append(dictionary[key] ?? NSNull())
        dictionary[key + ".outer"] = outer
        dictionary[key] = PlaygroundContext(duration: duration, curve: easeInOut)
        lock.withLock { depth += 1 }
    }

    /// Sets the duration of the block open now (`setAnimationDuration(_:)`); nothing outside one.
    package static func setDuration(_ duration: Double) {
        let dictionary = Thread.current.threadDictionary
        guard var context = dictionary[key] as? PlaygroundContext else { return }
        context.duration = duration
        dictionary[key] = context
    }

    /// Closes the block `begin(duration:)` opened last; false when none is open.
    @discardableResult
    package static func end() -> Bool {
        let dictionary = Thread.current.threadDictionary
        guard var outer = dictionary[key + ".outer"] as? [Any], let previous = outer.popLast() else { return false }
        dictionary[key + ".outer"] = outer
        dictionary[key] = previous is NSNull ? nil : previous
        lock.withLock { depth -= 1 }
        return true
    }

    /// Runs `body` as an animation block of `duration` seconds (nested blocks: the innermost's).
    package static func run(duration: Double, delay: Double = 0, curve: ((Double) -> Double)? = nil,
                            repeats: Bool = false, autoreverses: Bool = false, driver: ((Double) -> Double?)? = nil,
                            _ body: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[key]
        dictionary[key] = PlaygroundContext(duration: duration, delay: max(0, delay), curve: curve ?? easeInOut, repeats: repeats,
                                  autoreverses: autoreverses, driver: driver)
        lock.withLock { depth += 1 }
        defer {
            dictionary[key] = outer
            lock.withLock { depth -= 1 }
        }
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
