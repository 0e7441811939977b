import Testing
import UIKit

/// A size transition's coordinator, as view controllers call it in `viewWillTransition(to:with:)`.
@MainActor @Suite struct TransitionCoordinatorTests {
    /// `animate(alongsideTransition:)` with the completion left out (its default is nil in UIKit's Swift interface)
    /// runs the animation block once, as the two-argument call does.
    @Test func theCompletionDefaultsToNil() {
        let coordinator: UIViewControllerTransitionCoordinator = PlaygroundTransitionCoordinator(animated: true, duration: 0.3)
        var ran: [Bool] = []
        let scheduled = coordinator.animate(alongsideTransition: { context in ran.append(context.isAnimated) })
        #expect(scheduled)
        #expect(ran == [true])
    }
}
