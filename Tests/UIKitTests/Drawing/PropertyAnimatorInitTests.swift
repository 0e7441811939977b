import Foundation
import Testing
import UIKit

/// `UIViewPropertyAnimator()` compiles as on iOS (NSObject's `init()`, not made unavailable by
/// UIViewPropertyAnimator.h): hani-ibrahim/AloeVeraGallery keeps `var currentAnimator = UIViewPropertyAnimator()`
/// in its transition animator and replaces it before use.
@MainActor @Suite struct PropertyAnimatorInitTests {
    @Test func aPlainAnimatorHasNoDurationAndTheDefaultCurve() {
        let animator = UIViewPropertyAnimator()
        #expect(animator.duration == 0)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeInOut)
    }

    @Test func aRunningAnimatorNeedsNoOptions() {
        let view = UIView()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { view.alpha = 0 })
        #expect(animator.duration == 0.2)
    }
}
