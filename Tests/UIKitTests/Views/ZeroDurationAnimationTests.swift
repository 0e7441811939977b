import Foundation
import Testing
import UIKit

/// A zero-length animation's completion: "If the duration of the animation is 0, this block is performed at the
/// beginning of the next run loop cycle" (Apple, `UIView.animate(withDuration:animations:completion:)`, the
/// `completion` parameter). Not inside the call: code that starts the next step from such a completion (PagingKit's
/// `reloadData(with:completionHandler:)`, which catches the end of a `layoutIfNeeded()` so) finds the call it is in
/// finished. A test's `await` on the main queue lets the next turn come.
@MainActor @Suite struct ZeroDurationAnimationTests {
    func nextTurn() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { c.resume() } }
    }

    @Test func theCompletionRunsOnTheNextTurnNotInsideTheCall() async {
        var completed: [Bool] = []
        let v = UIView(frame: .zero)
        UIView.animate(withDuration: 0, animations: { v.alpha = 0.25 }, completion: { completed.append($0) })
        #expect(v.alpha == 0.25, "the animations block runs at once")
        #expect(completed.isEmpty, "not inside the call")
        await nextTurn()
        #expect(completed == [true])
    }

    @Test func theDelayAndOptionsFormWithNoDelayToo() async {
        var completed = false
        let v = UIView(frame: .zero)
        UIView.animate(withDuration: 0, delay: 0, options: [], animations: { v.alpha = 0.5 }, completion: { _ in completed = true })
        #expect(!completed)
        await nextTurn()
        #expect(completed)
    }

    /// A completion that starts another zero-length animation: the second runs after the first has returned, on a
    /// later turn, not inside it.
    @Test func aCompletionStartingAnotherRunsItOnALaterTurn() async {
        var order: [String] = []
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in
            order.append("first")
            UIView.animate(withDuration: 0, animations: {}, completion: { _ in order.append("second") })
            order.append("first ended")
        })
        #expect(order.isEmpty)
        await nextTurn()
        await nextTurn()
        #expect(order == ["first", "first ended", "second"])
    }
}
