import Testing
import UIKit

/// `UIView.gestureRecognizerShouldBegin(_:)` (a shelf's tracking scroll view overrides it): false moves the recognizer
/// to .failed for the touch, and its actions are not sent (Apple, UIView.gestureRecognizerShouldBegin(_:)).
@MainActor @Suite struct GestureRecognizerShouldBeginTests {
    final class Refusing: UIView {
        var allow = false
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allow }
    }

    final class Counter: NSObject {
        var calls = 0
        func pan(_ sender: UIPanGestureRecognizer) { calls += 1 }
    }

    @Test func aViewThatRefusesFailsTheRecognizerForTheWholeTouch() {
        let view = Refusing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let counter = Counter()
        let pan = UIPanGestureRecognizer(target: counter, action: Selector(Counter.pan(_:)))
        view.addGestureRecognizer(pan)
        #expect(UIView().gestureRecognizerShouldBegin(pan))  // UIView's default
        pan.playgroundFeed(state: .began, location: .zero)
        pan.playgroundFeed(state: .changed, location: CGPoint(x: 5, y: 0))
        pan.playgroundFeed(state: .ended, location: CGPoint(x: 9, y: 0))
        #expect(pan.state == .failed && counter.calls == 0)
        // The next touch is asked again.
        view.allow = true
        pan.playgroundFeed(state: .began, location: .zero)
        pan.playgroundFeed(state: .changed, location: CGPoint(x: 5, y: 0))
        #expect(pan.state == .changed && counter.calls == 2)
    }
}
