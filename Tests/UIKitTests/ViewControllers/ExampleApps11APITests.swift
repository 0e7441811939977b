import Foundation
import Testing
import UIKit

// UIKit API that example apps of the eleventh stop's repositories reach once their first error is gone:
// navigation-stack's table controller makes itself the back swipe's delegate; XLActionController's action sheet
// makes a dynamic animator with NSObject's `init()`.

private final class SwipeDelegate: UIViewController, UIGestureRecognizerDelegate {}

@MainActor
@Suite struct ExampleApps11APITests {
    /// UINavigationController.h: `interactivePopGestureRecognizer` is readonly and nullable; the system's is a
    /// screen-edge pan from the leading edge, and an app can set its delegate and disable it.
    @Test func theBackSwipeRecognizerTakesADelegate() throws {
        let top = SwipeDelegate()
        let nav = UINavigationController(rootViewController: top)
        let swipe = try #require(nav.interactivePopGestureRecognizer)
        swipe.delegate = top
        #expect(swipe.delegate === top)
        #expect((swipe as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        swipe.isEnabled = false
        #expect(nav.interactivePopGestureRecognizer?.isEnabled == false)
        #expect(nav.interactivePopGestureRecognizer === swipe)
    }

    /// UIDynamicAnimator.h leaves NSObject's `init()` available: an animator with no reference view.
    @Test func anAnimatorWithoutAReferenceViewKeepsItsBehaviors() {
        let animator = UIDynamicAnimator()
        #expect(animator.referenceView == nil)
        let gravity = UIGravityBehavior(items: [UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        animator.addBehavior(gravity)
        #expect(animator.behaviors.count == 1)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty)
    }
}
