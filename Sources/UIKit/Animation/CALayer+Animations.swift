import Foundation
import QuartzCore

/// A layer's animations (CALayer.h): `add(_:forKey:)`, `animation(forKey:)`, `removeAnimation(forKey:)`; the
/// layer's `animationKeys()` and `removeAllAnimations()` read the same list.
///
/// As on iOS: the layer keeps a copy of the animation; one added for a key replaces the one that had it (whose
/// delegate hears `animationDidStop(_:finished: false)`); it begins at its `beginTime` (0: now), then the delegate
/// hears `animationDidStart`; when its active time is over it is removed if `isRemovedOnCompletion` and the
/// delegate hears `animationDidStop(_:finished: true)`. The model values are never changed by it.
extension CALayer {
    private final class Run {
        var startToken: Int?
        var endToken: Int?
        var ended = false
    }

    /// Playground: a `CABasicAnimation` / `CASpringAnimation` of the opacity, corner radius, background colour or
    /// transform is drawn moving (CABasicAnimation+Presentation.swift); other animations keep the model values on
    /// screen; the start and the stop come on the playground's clock (docs/uikit.md, "Animations").
    public func add(_ anim: CAAnimation, forKey key: String?) {
        PlaygroundNotices.record("CALayer.add(_:forKey:)", .approximated,
                                 "basic and spring animations of opacity, cornerRadius, backgroundColor and transform are drawn moving; other animations keep the model values on screen; the delegate hears the start and the stop on the playground's clock")
        let animation = anim.copy() as! CAAnimation
        if let key { removeAnimation(forKey: key) }
        let now = PlaygroundAnimationClock.now
        let start = animation.beginTime > 0 ? max(animation.beginTime, now) : now
        let run = Run()
        let source = ObjectIdentifier(animation)
        if let basic = animation as? CABasicAnimation, let track = basic.playgroundTrack(begin: start) {
            playgroundAddTrack(track, now: now)
        } else if !(animation is CABasicAnimation) {
            PlaygroundNotices.record("CAKeyframeAnimation", .approximated,
                                     "keyframe animations, groups and transitions keep the layer's model values on screen; their timing and delegate run")
        }
        playgroundAnimations.append((key: key, animation: animation, stopped: { [weak self] in
            self?.playgroundRemoveTracks(source: source)
            PlaygroundAnimationClock.cancel(run.startToken)
            PlaygroundAnimationClock.cancel(run.endToken)
            guard !run.ended else { return }
            run.ended = true
            animation.delegate?.animationDidStop(animation, finished: false)
        }))
        let symbol = "CAAnimation (the delegate's animationDidStart and animationDidStop)"
        run.startToken = PlaygroundAnimationClock.run(after: start - now, symbol: symbol) {
            guard !run.ended else { return }
            animation.delegate?.animationDidStart(animation)
        }
        guard let active = animation.playgroundActiveDuration else { return }  // never ends
        CATransaction.playgroundNoteAnimation(endingAt: start + active)
        run.endToken = PlaygroundAnimationClock.run(after: start + active - now, symbol: symbol) { [weak self] in
            guard !run.ended else { return }
            run.ended = true
            if animation.isRemovedOnCompletion {
                self?.playgroundAnimations.removeAll { $0.animation === animation }
                self?.playgroundRemoveTracks(source: source)
            }
            animation.delegate?.animationDidStop(animation, finished: true)
        }
    }

    /// The animation added for `key` and not yet removed (the layer's copy).
    public func animation(forKey key: String) -> CAAnimation? {
        playgroundAnimations.last { $0.key == key }?.animation as? CAAnimation
    }

    /// Removes the animation added for `key`; its delegate hears `animationDidStop(_:finished: false)`.
    public func removeAnimation(forKey key: String) {
        let removed = playgroundAnimations.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        playgroundAnimations.removeAll { $0.key == key }
        for entry in removed { entry.stopped() }
    }
}
