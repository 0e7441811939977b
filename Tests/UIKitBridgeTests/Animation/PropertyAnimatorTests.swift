import Foundation
import Testing
import UIKit

/// UIViewPropertyAnimator's state machine as Apple documents it (UIViewAnimating, "Understand animation states";
/// UIViewAnimatingState), on a playground clock the test steps.
@Suite struct PropertyAnimatorTests {
    @Test func startRunsToTheEndOnTheClock() {
        TestAnimationClock.run { clock in
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            #expect(animator.state == .inactive && !animator.isRunning && view.alpha == 1)
            animator.startAnimation()
            // The model value is final at once, as on iOS.
            #expect(animator.state == .active && animator.isRunning && view.alpha == 0)
            clock.step(to: 0.25)
            #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
            clock.step(to: 0.99)
            #expect(positions.isEmpty && animator.state == .active)
            clock.step(to: 1.0)
            #expect(positions == [.end] && animator.state == .inactive && !animator.isRunning)
            #expect(animator.fractionComplete == 1)
        }
    }

    @Test func pauseScrubAndResume() {
        TestAnimationClock.run { clock in
            let view = UIView()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0.5 }
            animator.addCompletion { positions.append($0) }
            // Setting fractionComplete on an inactive animator makes it active, paused, with its blocks run.
            animator.fractionComplete = 0.3
            #expect(animator.state == .active && !animator.isRunning && view.alpha == 0.5)
            #expect(animator.fractionComplete == 0.3)
            clock.step(to: 0.5)
            #expect(animator.fractionComplete == 0.3)  // paused: the clock does not move it
            animator.startAnimation()
            clock.step(to: 0.7)
            #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
            animator.pauseAnimation()
            #expect(!animator.isRunning && abs(animator.fractionComplete - 0.5) < 1e-9)
            animator.fractionComplete = 0.9
            animator.startAnimation()  // 0.1 of the duration left: ends at 0.8
            clock.step(to: 0.79)
            #expect(positions.isEmpty)
            clock.step(to: 0.8)
            #expect(positions == [.end] && animator.state == .inactive)
        }
    }

    @Test func reversedEndsAtTheStart() {
        TestAnimationClock.run { clock in
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 2, dampingRatio: 0.8) {}
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.step(to: 0.5)  // a quarter done
            animator.isReversed = true  // back to 0 takes 0.5 s more
            clock.step(to: 0.75)
            #expect(abs(animator.fractionComplete - 0.125) < 1e-9)
            clock.step(to: 1.0)
            #expect(positions == [.start] && animator.state == .inactive)
        }
    }

    @Test func stoppingWithAndWithoutFinishing() {
        TestAnimationClock.run { clock in
            var positions: [UIViewAnimatingPosition] = []
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
            a.addCompletion { positions.append($0) }
            a.startAnimation()
            clock.step(to: 0.4)
            a.stopAnimation(false)
            #expect(a.state == .stopped && !a.isRunning)
            a.startAnimation()  // a stopped animator cannot start
            #expect(a.state == .stopped)
            clock.step(to: 2)
            #expect(positions.isEmpty)  // stopped: no natural end
            a.finishAnimation(at: .current)
            #expect(positions == [.current] && a.state == .inactive)

            let b = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
            b.addCompletion { positions.append($0) }
            b.startAnimation()
            b.stopAnimation(true)  // inactive at once, no completion
            #expect(b.state == .inactive)
            clock.step(to: 5)
            #expect(positions == [.current])
        }
    }

    @Test func pausesOnCompletionStaysActive() {
        TestAnimationClock.run { clock in
            var ran = false
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {}
            animator.pausesOnCompletion = true
            animator.addCompletion { _ in ran = true }
            animator.startAnimation()
            clock.step(to: 1)
            #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1 && !ran)
        }
    }

    @Test func runningAnimatorStartsAfterItsDelay() {
        TestAnimationClock.run { clock in
            var order: [String] = []
            let view = UIView()
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.3, delay: 0.2, options: [.curveEaseOut], animations: { view.alpha = 0 },
                completion: { position in order.append("completion \(position == .end)") })
            order.append("after the call")
            #expect(animator.state == .active && animator.isRunning && view.alpha == 0)
            #expect((animator.timingParameters?.cubicTimingParameters?.animationCurve) == .easeOut)
            clock.step(to: 0.2)
            #expect(animator.fractionComplete == 0)  // still in its delay
            clock.step(to: 0.49)
            #expect(order == ["after the call"])
            clock.step(to: 0.5)
            #expect(order == ["after the call", "completion true"])
        }
    }

    /// A mass-stiffness-damping spring lasts its settling duration.
    @Test func springParametersSetTheDuration() {
        TestAnimationClock.run { clock in
            var done = false
            let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
            let animator = UIViewPropertyAnimator(duration: 10, timingParameters: spring)
            animator.addCompletion { _ in done = true }
            animator.startAnimation()
            clock.step(to: 1.41)
            #expect(!done)
            clock.step(to: 1.411)
            #expect(done)
        }
    }

    /// With no playground clock on the thread (a test of your own), the animation ends at once.
    @Test func withoutAClockTheAnimationEndsAtOnce() {
        // Another test's playground still alive on this thread would have left its clock here.
        guard !PlaygroundAnimationClock.hasClock else { return }
        var positions: [UIViewAnimatingPosition] = []
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.2 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(view.alpha == 0.2 && positions == [.end] && animator.state == .inactive)
    }
}
