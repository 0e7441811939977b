import PlaygroundCore
import UIKit
import QuartzCore

/// UIKit Dynamics stepped by the frame step (docs/uikit.md, "UIKit Dynamics").
extension UIKitLayoutAdapter {
    /// Sets the pan's location (the pointer, content coordinates) and steps the layout's dynamic animators to
    /// `time`, and fires the running display links; when they moved items, the layout was invalidated and the
    /// recent answers are dropped.
    public mutating func advanceMotion(to time: Double, touch: Point?) {
        guard state.context != nil else { return }
        PlaygroundMediaTime.now = time  // CACurrentMediaTime(): the stepped time, never the wall clock
        let cv = state.collectionView
        if let touch { cv.panGestureRecognizer.playgroundLocation = CGPoint(x: touch.x, y: touch.y) }
        if state.layout.playgroundAdvanceDynamics(to: time) { state.forgetPositions() }
        // Display links fire with the same frame time (docs/uikit.md, "Display links"); what they change is read anew.
        if playgroundOnMainActor({ CADisplayLink.playgroundFire(at: time) }) { state.forgetPositions() }
        // Animations' completions and delegates come when the stepped time passes their end (docs/uikit.md,
        // "Animations"): this thread has a clock from the first step on.
        if state.clockThread == nil { state.clockThread = PlaygroundAnimationClock.playgroundAttach() }
        if playgroundOnMainActor({ PlaygroundAnimationClock.playgroundFire(at: time) }) { state.forgetPositions() }
        // Key-value observations see what changed since the last frame (docs/uikit.md, "Key-value observing").
        playgroundOnMainActor { NSKeyValueObservation.playgroundDeliverChanges() }
        // The main run loop turns once a frame, as iOS's does (docs/uikit.md, "The main queue and timers"). What its
        // blocks and timers change reaches the layout's answers through the layout's own invalidation (a property's
        // setter, reloadData, a batch, a scroll request), as on iOS; the answers are not dropped for the turn itself
        // (Foundation's `run(mode:before:)` is true whenever it ran, work or not: every frame dropped them).
        _ = PlaygroundMainRunLoop.turn()
    }

    public var isInMotion: Bool {
        state.layout.playgroundDynamicsRunning || playgroundOnMainActor { CADisplayLink.playgroundIsRunning }
            || PlaygroundMainRunLoop.hasTimers
            || PlaygroundAnimationClock.playgroundHasPending
            || CALayer.playgroundAnyAnimating(at: PlaygroundAnimationClock.now)  // a view or layer animation is drawn
    }
}
