import Foundation
import QuartzCore

/// View transitions and keyframe animations (UIView.h), modelled like `UIView.animate`: the changes are made at
/// once, as iOS's model values are, and the completion runs when the playground's clock passes the delay and the
/// duration (docs/uikit.md, "Animations").
extension UIView {
    /// Runs `animations` (the view's new content) and, after `duration`, the completion with true.
    ///
    /// Playground: the new content shows at once (no flip, curl or dissolve is drawn); the completion runs on the
    /// playground's clock.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        PlaygroundNotices.record("UIView.transition(with:duration:options:animations:completion:)", .approximated,
                                 "the new content shows at once (no flip, curl or dissolve is drawn); the completion runs on the playground's clock")
        if let animations { PlaygroundAnimationBlock.run(duration: duration, animations) }
        playgroundComplete(after: 0, duration: duration, repeats: options.contains(.repeat),
                           symbol: "UIView.transition(with:duration:options:animations:completion:)", completion)
    }

    /// Replaces `fromView` with `toView`: `toView` goes where `fromView` was in its superview and `fromView` leaves
    /// it; with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead (Apple,
    /// transition(from:to:duration:options:completion:)).
    ///
    /// Playground: the change shows at once; the completion runs on the playground's clock.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        PlaygroundNotices.record("UIView.transition(from:to:duration:options:completion:)", .approximated,
                                 "the change shows at once (no transition is drawn); the completion runs on the playground's clock")
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            parent.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        playgroundComplete(after: 0, duration: duration, repeats: false,
                           symbol: "UIView.transition(from:to:duration:options:completion:)", completion)
    }

    /// Runs the keyframes that `animations` adds, in the order added (each one's values are final at once, so the
    /// last keyframe to set a property wins, as in iOS's model), then the completion after delay and duration.
    ///
    /// Playground: the views take their final values at once and each keyframe is drawn moving over its part of the
    /// duration (linearly within it); the completion runs on the playground's clock; with `.repeat` it never runs,
    /// as on iOS.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        PlaygroundNotices.record("UIView.animateKeyframes(withDuration:delay:options:animations:completion:)", .approximated,
                                 "the views take their final values at once and each keyframe is drawn moving linearly over its part; the completion runs on the playground's clock")
        PlaygroundAnimationBlock.run(duration: duration, delay: delay, repeats: options.contains(.repeat),
                                     autoreverses: options.contains(.autoreverse), animations)
        playgroundComplete(after: delay, duration: duration, repeats: options.contains(.repeat),
                           symbol: "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)", completion)
    }

    /// One keyframe of `animateKeyframes`: its start and duration are fractions of the whole. Runs `animations`
    /// at once; its changes are drawn over its part of the whole (see `animateKeyframes`).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let outer = PlaygroundAnimationBlock.context else { return animations() }
        let start = min(max(frameStartTime, 0), 1), part = min(max(frameDuration, 0), 1 - start)
        PlaygroundAnimationBlock.run(duration: part * outer.duration, delay: outer.delay + start * outer.duration,
                                     curve: { $0 }, animations)
    }

    /// Runs `completion(true)` when the clock passes `delay + duration` (never for a repeating animation), and
    /// tells the open `CATransaction`s when the animation ends. Package: UIView's animations share it.
    ///
    /// Where no playground clock runs (a test suite, a test of your own), a zero-length animation's completion runs
    /// on the main queue's next turn, not inside the call: "If the duration of the animation is 0, this block is
    /// performed at the beginning of the next run loop cycle" (Apple, `animate(withDuration:animations:completion:)`,
    /// the `completion` parameter). XCTest's `wait(for:timeout:)` turns the main run loop, which runs the main
    /// queue's blocks, and an async test's `await` on the main actor lets them run (PagingKit's
    /// `reloadData(with:completionHandler:)` reloads again from such a completion). No thread test: a main-actor
    /// Swift Testing test on Linux may run off the process's first thread (suites9 saw `Thread.isMainThread` false
    /// there and the completion ran inside the call); UIView's animations are main-actor API, so the main queue is
    /// theirs. A longer one still completes at once there (the notice says so).
    package class func playgroundComplete(after delay: TimeInterval, duration: TimeInterval, repeats: Bool,
                                          symbol: String, _ completion: ((Bool) -> Void)?) {
        guard !repeats else { return }
        let end = max(0, delay) + max(0, duration)
        CATransaction.playgroundNoteAnimation(endingAt: PlaygroundAnimationClock.now + end)
        guard let completion else { return }
        if end == 0, !PlaygroundAnimationClock.hasClock {
            nonisolated(unsafe) let completion = completion
            DispatchQueue.main.async { completion(true) }
            return
        }
        PlaygroundAnimationClock.run(after: end, symbol: symbol) { completion(true) }
    }
}
