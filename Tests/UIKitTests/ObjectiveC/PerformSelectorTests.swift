import Foundation
import Testing
import UIKit

/// NSObject's `perform(_:)` family (NSObject.h, NSRunLoop.h), with selectors written the way the playground's
/// rewrite writes `#selector(…)` (`Selector(Type.method)`, docs/uikit.md, "Target and action"): performing calls the
/// method on the receiver at once; `afterDelay:` waits for the run loop (even a 0 delay) and can be cancelled.
@Suite @MainActor struct PerformSelectorTests {
    final class Receiver: NSObject {
        var log: [String] = []
        func refresh() { log.append("refresh") }
        func show(_ value: NSString) { log.append("show \(value)") }
    }

    @Test func performCallsTheMethodOnTheReceiver() {
        let r = Receiver()
        r.perform(Selector(Receiver.refresh))
        r.perform(Selector(Receiver.show(_:)), with: "a" as NSString)
        #expect(r.log == ["refresh", "show a"])
        // A selector made from a name cannot be found on Linux: nothing is called.
        r.perform(Selector("refresh"))
        #expect(r.log == ["refresh", "show a"])
    }

    @Test func afterDelayWaitsForTheRunLoopAndCanBeCancelled() {
        let r = Receiver()
        let refresh = Selector(Receiver.refresh)
        r.perform(refresh, with: nil, afterDelay: 0)
        r.perform(Selector(Receiver.show(_:)), with: "b" as NSString, afterDelay: 0)
        #expect(r.log.isEmpty)
        NSObject.cancelPreviousPerformRequests(withTarget: r, selector: refresh, object: nil)
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(r.log == ["show b"])
        r.perform(Selector(Receiver.refresh), with: nil, afterDelay: 0)
        NSObject.cancelPreviousPerformRequests(withTarget: r)
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(r.log == ["show b"])
    }
}
