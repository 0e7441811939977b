import Foundation
import Testing
import UIKit

/// Layer animations, transactions, view animations, transitions and keyframes on a playground clock the test
/// steps (docs/uikit.md, "Animations").
@Suite struct CoreAnimationTests {
    final class Delegate: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func aLayerKeepsACopyAndTellsItsDelegate() {
        TestAnimationClock.run { clock in
            let layer = CALayer()
            let delegate = Delegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0; fade.toValue = 1; fade.duration = 0.5; fade.delegate = delegate
            layer.add(fade, forKey: "fade")
            fade.duration = 9  // the layer's copy is not changed
            #expect(layer.animationKeys() == ["fade"])
            #expect(layer.animation(forKey: "fade")?.duration == 0.5)
            #expect(layer.animation(forKey: "fade") !== fade)
            #expect(layer.opacity == 1)  // an animation never changes the model value
            clock.step(to: 0.016)
            #expect(delegate.events == ["start"])
            clock.step(to: 0.5)
            #expect(delegate.events == ["start", "stop true"] && layer.animationKeys() == nil)
        }
    }

    @Test func removingOrReplacingStopsUnfinished() {
        TestAnimationClock.run { clock in
            let layer = CALayer()
            let first = Delegate(), second = Delegate()
            let a = CABasicAnimation(keyPath: "position"); a.duration = 1; a.delegate = first
            let b = CASpringAnimation(keyPath: "position"); b.delegate = second; b.isRemovedOnCompletion = false
            layer.add(a, forKey: "move")
            clock.step(to: 0.1)
            layer.add(b, forKey: "move")  // replaces a
            #expect(first.events == ["start", "stop false"])
            // b's duration is 0: the transaction's 0.25 s.
            clock.step(to: 0.35)
            #expect(second.events == ["start", "stop true"])
            #expect(layer.animationKeys() == ["move"])  // not removed on completion
            layer.removeAllAnimations()
            #expect(layer.animationKeys() == nil && second.events.count == 2)  // it had finished already
            // An infinitely repeating animation never stops by itself; removing it stops it unfinished.
            let spin = CABasicAnimation(keyPath: "transform.rotation"); spin.repeatCount = .infinity
            let third = Delegate(); spin.delegate = third
            layer.add(spin, forKey: "spin")
            clock.step(to: 100)
            #expect(third.events == ["start"])
            layer.removeAnimation(forKey: "spin")
            #expect(third.events == ["start", "stop false"])
        }
    }

    @Test func activeDurationCountsRepeatsReversalAndSpeed() {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.duration = 0.5; a.repeatCount = 3; a.autoreverses = true; a.speed = 2
        #expect(a.playgroundActiveDuration == 1.5)  // 0.5 × 3 × 2 / 2
        let group = CAAnimationGroup()
        group.animations = [a]
        group.repeatDuration = 4
        #expect(group.playgroundActiveDuration == 4)
        let copy = group.copy() as! CAAnimationGroup
        #expect(copy.animations?.first !== a && (copy.animations?.first as? CAKeyframeAnimation)?.repeatCount == 3)
    }

    /// CATransaction's completion block runs after every animation added during the transaction has ended, the
    /// layer's animation's delegate first (it ended first, at the same time).
    @Test func transactionCompletionWaitsForItsAnimations() {
        TestAnimationClock.run { clock in
            var order: [String] = []
            let layer = CALayer()
            let delegate = Delegate()
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.4)
            #expect(CATransaction.animationDuration() == 0.4)
            CATransaction.setCompletionBlock { order.append("transaction") }
            let a = CABasicAnimation(keyPath: "opacity"); a.delegate = delegate  // 0: the transaction's 0.4 s
            layer.add(a, forKey: nil)
            UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in order.append("view") })
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)  // Apple's default outside
            clock.step(to: 0.2)
            #expect(order == ["view"])
            clock.step(to: 0.39)
            #expect(order == ["view"])
            clock.step(to: 0.4)
            #expect(order == ["view", "transaction"] && delegate.events == ["start", "stop true"])
            // A transaction with no animation completes at the next frame.
            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("empty") }
            CATransaction.commit()
            #expect(order.last == "transaction")
            clock.step(to: 0.41)
            #expect(order.last == "empty")
        }
    }

    /// On iOS a completion never runs inside `animate`: the code after the call runs first, and completions come
    /// in the order their animations end.
    @Test func viewAnimationCompletionsComeInOrderOfTheirEnds() {
        TestAnimationClock.run { clock in
            var order: [String] = []
            let view = UIView()
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in order.append("long") })
            UIView.animate(withDuration: 0.1, delay: 0.1, options: [], animations: { view.alpha = 0.5 },
                           completion: { _ in order.append("delayed") })
            UIView.animate(withDuration: 0.1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                           options: [], animations: {}, completion: { _ in order.append("spring") })
            UIView.animate(withDuration: 0.1, delay: 0, options: [.repeat, .autoreverse], animations: {},
                           completion: { _ in order.append("repeating") })
            order.append("after")
            #expect(view.alpha == 0.5)  // the last change wins at once
            clock.step(to: 1)
            #expect(order == ["after", "spring", "delayed", "long"])  // a repeating animation never completes
        }
    }

    @Test func keyframesRunInOrderAndTransitionsSwapViews() {
        TestAnimationClock.run { clock in
            var done: [String] = []
            let view = UIView()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.8 }
            }, completion: { _ in done.append("keyframes") })
            #expect(view.alpha == 0.8)
            let parent = UIView(), from = UIView(), to = UIView(), other = UIView()
            parent.addSubview(from); parent.addSubview(other)
            UIView.transition(from: from, to: to, duration: 0.3, options: [.transitionFlipFromLeft]) { _ in
                done.append("swap")
            }
            #expect(parent.subviews == [to, other] && from.superview == nil)
            let shown = UIView(), hidden = UIView()
            UIView.transition(from: shown, to: hidden, duration: 0, options: [.showHideTransitionViews])
            #expect(shown.isHidden && !hidden.isHidden)
            UIView.transition(with: view, duration: 0.5, options: .transitionCrossDissolve, animations: { view.alpha = 1 }) { _ in
                done.append("dissolve")
            }
            #expect(view.alpha == 1)
            clock.step(to: 2)
            #expect(done == ["swap", "dissolve", "keyframes"])
        }
    }
    /// `UIView.animate { layout.invalidateLayout() }` on a hosted collection view: the window is asked to animate the
    /// change over the block's duration (as an animated `setCollectionViewLayout`); not when animations are off, and
    /// not for a collection view the playground does not host.
    @Test func aLayoutInvalidatedInsideAnAnimationBlockAnimatesInTheWindow() {
        let layout = UICollectionViewFlowLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        UIView.animate(withDuration: 0.4, animations: { layout.invalidateLayout() })
        #expect(cv.playgroundTakeLayoutAnimation() == nil)  // not hosted
        cv.playgroundBookkeeping.hostsData = true
        layout.invalidateLayout()
        #expect(cv.playgroundTakeLayoutAnimation() == nil)  // outside an animation block
        UIView.animate(withDuration: 0.4, animations: { layout.itemSize = CGSize(width: 80, height: 80); layout.invalidateLayout() })
        #expect(cv.playgroundTakeLayoutAnimation() == 0.4)
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 0.4, animations: { layout.invalidateLayout() })
        }
        #expect(cv.playgroundTakeLayoutAnimation() == nil)
        let animator = UIViewPropertyAnimator(duration: 0.6, curve: .easeOut) { layout.invalidateLayout() }
        animator.startAnimation()
        #expect(cv.playgroundTakeLayoutAnimation() == 0.6)
    }
}
