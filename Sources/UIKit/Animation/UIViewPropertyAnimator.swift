import Foundation
import QuartzCore

/// An animator of view properties that can be started, paused, scrubbed, reversed and stopped
/// (UIViewPropertyAnimator.h), with UIKit's state machine (Apple, UIViewAnimating "Understand animation states"):
/// - a new animator is `.inactive`; `startAnimation()`, `pauseAnimation()` or setting `fractionComplete` run its
///   animation blocks and make it `.active` (running, or paused);
/// - when its time is over it goes back to `.inactive` and calls its completions with `.end` (`.start` when
///   reversed), unless `pausesOnCompletion`, which keeps it active and paused without calling them;
/// - `stopAnimation(true)` makes it `.inactive` without calling the completions; `stopAnimation(false)` makes it
///   `.stopped`, and `finishAnimation(at:)` then makes it `.inactive` and calls them with that position.
/// `fractionComplete` is the fraction of the duration done (linear in time, what `scrubsLinearly` scrubs).
///
/// Playground: the views take their final values when the blocks run, as iOS's model values do (nothing is drawn
/// in between); `fractionComplete`, `isRunning` and the completions follow the playground's clock (with no clock the
/// animation ends at once; docs/uikit.md, "Animations"). `finishAnimation(at: .start)` or `.current` leaves the
/// views at their final values (the starting values are not known here).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    open private(set) var timingParameters: UITimingCurveProvider?
    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    open private(set) var state = UIViewAnimatingState.inactive
    open private(set) var isRunning = false

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The fraction done when the animator last paused, or when its current run began.
    private var pausedFraction: CGFloat = 0
    /// The clock time at which the current run starts moving (after its delay).
    private var runStart: Double = 0
    private var endToken: Int?

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }
    /// An animator of no duration with the default cubic curve, NSObject's `init()` (UIViewPropertyAnimator.h does
    /// not mark it unavailable, so apps keep a placeholder animator in a property, `var animator =
    /// UIViewPropertyAnimator()`, and replace it before use). Decided: duration 0 and `UICubicTimingParameters()`
    /// (easeInOut), what the designated initializer gives for the header's defaults.
    public override convenience init() { self.init(duration: 0, timingParameters: UICubicTimingParameters()) }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }

    /// An animator that has already started (UIViewPropertyAnimator.h), with the options' curve.
    /// (`options` defaults to none, as Swift imports an Objective-C option-set parameter: UIKit's interface reads
    /// `options: UIView.AnimationOptions = []`.)
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.playgroundCurve))
        animator.animations.append(animations)
        if let completion { animator.completions.append(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new, inactive animator with the same duration, timing and settings (its blocks are not copied).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        playgroundOnMainActor {
            let copy = Self(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
            copy.isUserInteractionEnabled = isUserInteractionEnabled; copy.isInterruptible = isInterruptible
            copy.scrubsLinearly = scrubsLinearly; copy.pausesOnCompletion = pausesOnCompletion
            return copy
        }
    }

    /// The duration the motion takes: a mass-stiffness-damping spring's settling time, else `duration`.
    private var motionDuration: TimeInterval {
        timingParameters?.springTimingParameters?.playgroundSettlingDuration ?? duration
    }

    /// Whether the animation runs backwards; reversing a running animator turns it back from where it is.
    open var isReversed = false {
        willSet {
            // The fraction done so far, in the old direction.
            guard isRunning, newValue != isReversed else { return }
            pausedFraction = currentFraction
            runStart = max(runStart, PlaygroundAnimationClock.now)
        }
        didSet {
            guard isRunning, isReversed != oldValue else { return }
            scheduleEnd(afterDelay: runStart - PlaygroundAnimationClock.now)
        }
    }

    /// The fraction of the duration done, 0…1 (running: from the clock). Setting it moves an inactive animator to
    /// the active, paused state; it is ignored while running or stopped.
    open var fractionComplete: CGFloat {
        get { isRunning ? currentFraction : pausedFraction }
        set {
            guard !isRunning, state != .stopped else { return }
            if state == .inactive { activate() }
            pausedFraction = min(max(newValue, 0), 1)
        }
    }

    private var currentFraction: CGFloat {
        guard isRunning else { return pausedFraction }
        let elapsed = max(0, PlaygroundAnimationClock.now - runStart)
        let moved = motionDuration > 0 ? CGFloat(elapsed / motionDuration) : 1
        return min(max(isReversed ? pausedFraction - moved : pausedFraction + moved, 0), 1)
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        note()
        if state == .inactive { activate() }
        self.delay = delay
        isRunning = true
        runStart = PlaygroundAnimationClock.now + max(0, delay)
        scheduleEnd(afterDelay: max(0, delay))
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate(); return }
        guard isRunning else { return }
        pausedFraction = currentFraction
        isRunning = false
        PlaygroundAnimationClock.cancel(endToken)
        endToken = nil
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        pauseAnimation()
        if withoutFinishing {
            state = .inactive
            animations = []
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `finalPosition`: inactive, its completions called with that position.
    ///
    /// Playground: the views keep their final values at `.start` and `.current` (their starting values are not known
    /// here).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        if finalPosition != .end {
            PlaygroundNotices.record("UIViewPropertyAnimator.finishAnimation(at:)", .approximated,
                                     "the views keep their final values at .start and .current (their starting values are not known here)")
        }
        finish(at: finalPosition)
    }

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations; while the animator is active they run at once (their values are the new final values).
    /// Playground: the delay factor is stored in the timing only (the values change at once).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        switch state {
        case .inactive: animations.append(animation)
        case .active: animation()
        case .stopped: break
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator with new timing, the remaining time scaled by `durationFactor`.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        if let parameters { timingParameters = parameters }
        if durationFactor > 0 { duration *= Double(durationFactor) }
        startAnimation()
    }

    /// Runs the animation blocks (the views take their final values) and makes the animator active, paused.
    private func activate() {
        state = .active
        let blocks = animations
        animations = []
        PlaygroundAnimationBlock.run(duration: motionDuration, curve: playgroundCurve, driver: { [weak self] time in
            playgroundOnMainActor { self?.playgroundShownFraction(at: time) }
        }) {
            for block in blocks { block() }
        }
    }

    /// The value curve of the timing parameters (cubic: its control points; spring: a damped spring settling at
    /// the motion's duration).
    private var playgroundCurve: (Double) -> Double {
        if let spring = timingParameters?.springTimingParameters {
            let v = spring.initialVelocity
            return PlaygroundSpringCurve.curve(dampingRatio: Double(spring.playgroundDampingRatio),
                                               initialVelocity: Double((v.dx * v.dx + v.dy * v.dy).squareRoot()),
                                               duration: motionDuration)
        }
        let function = (timingParameters?.cubicTimingParameters ?? UICubicTimingParameters()).playgroundTimingFunction
        return { function.playgroundValue(at: $0) }
    }

    /// The time fraction the views show at `time` (nil once the animator is inactive again: the model shows).
    private func playgroundShownFraction(at time: Double) -> Double? {
        guard state != .inactive else { return nil }
        guard isRunning else { return Double(pausedFraction) }
        let moved = motionDuration > 0 ? max(0, time - runStart) / motionDuration : 1
        return min(max(isReversed ? Double(pausedFraction) - moved : Double(pausedFraction) + moved, 0), 1)
    }

    private func scheduleEnd(afterDelay delay: Double) {
        PlaygroundAnimationClock.cancel(endToken)
        let remaining = (isReversed ? pausedFraction : 1 - pausedFraction) * CGFloat(motionDuration)
        let end = delay + Double(remaining)
        CATransaction.playgroundNoteAnimation(endingAt: PlaygroundAnimationClock.now + end)
        endToken = PlaygroundAnimationClock.run(after: end, symbol: "UIViewPropertyAnimator (its completions)") { [weak self] in
            playgroundOnMainActor { self?.reachEnd() }
        }
    }

    /// The run reached its end (natural completion).
    private func reachEnd() {
        endToken = nil
        guard isRunning else { return }
        isRunning = false
        pausedFraction = isReversed ? 0 : 1
        if pausesOnCompletion { return }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let run = completions
        completions = []
        for completion in run { completion(position) }
    }

    private func note() {
        PlaygroundNotices.record("UIViewPropertyAnimator", .approximated,
                                 "the views take their final values at once and are drawn at the animator's fraction on its curve; fractionComplete, state and the completions follow the playground's clock")
    }
}
