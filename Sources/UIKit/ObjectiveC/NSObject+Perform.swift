import Foundation

// Sending a message by selector (NSObject.h, NSObjectProtocol's `performSelector:` family and
// NSRunLoop.h's `performSelector:withObject:afterDelay:`), which Foundation on Linux does not have. A selector here
// holds the method itself (Selector.swift): performing it calls that method on the receiver; a selector made from a
// name (`Selector("refresh")`, `NSSelectorFromString`) cannot be found on Linux and records a notice instead.
extension NSObject {
    /// Calls the method `aSelector` holds on the receiver (Apple: "Sends a specified message to the receiver and
    /// returns the result of the message").
    ///
    /// Playground: the result is nil (the methods a selector holds here return nothing); a selector made from a name
    /// calls nothing.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        aSelector?.playgroundPerform(on: self, with: nil)
        return nil
    }

    /// As `perform(_:)`, with `object` as the method's argument.
    ///
    /// Playground: as `perform(_:)`.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        aSelector?.playgroundPerform(on: self, with: object as Any?)
        return nil
    }

    /// Calls the method later, on the current run loop, in the default mode (Apple, NSObject
    /// `perform(_:with:afterDelay:)`: "sets up a timer to perform the aSelector message on the current thread's
    /// run loop"); a delay of 0 still waits for the run loop's next turn.
    ///
    /// Playground: the timer is Foundation's (as `Timer(timeInterval:target:selector:userInfo:repeats:)` here): it
    /// fires only where a run loop runs.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PlaygroundNotices.record("NSObject.perform(_:with:afterDelay:)", .approximated,
                                 "a run-loop timer: it fires only where a run loop runs")
        nonisolated(unsafe) let target = self
        nonisolated(unsafe) let argument = anArgument
        let timer = Timer(timeInterval: max(0, delay), repeats: false) { timer in
            playgroundOnMainActor {
                PlaygroundDelayedPerforms.remove(timer, for: target)
                _ = aSelector.playgroundPerform(on: target, with: argument)
            }
        }
        PlaygroundDelayedPerforms.add(timer, selector: aSelector, argument: anArgument, for: self)
        RunLoop.current.add(timer, forMode: .default)
    }

    /// Cancels the receiver-targeted requests `perform(_:with:afterDelay:)` made that have not run (Apple:
    /// "Cancels perform requests previously registered with performSelector:withObject:afterDelay:").
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PlaygroundDelayedPerforms.cancel(for: aTarget as AnyObject) { _, _ in true }
    }

    /// As `cancelPreviousPerformRequests(withTarget:)`, only the requests of this selector and argument (the
    /// argument compared with `isEqual(_:)`, as Apple says).
    ///
    /// Playground: two `#selector(…)` expressions are two selectors here (Selector.swift): only the requests made
    /// with the same selector value are cancelled.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector,
                                                    object anArgument: Any?) {
        PlaygroundNotices.record("NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)", .approximated,
                                 "cancels the requests made with the same selector value (two #selector expressions differ here)")
        PlaygroundDelayedPerforms.cancel(for: aTarget as AnyObject) { selector, argument in
            guard selector == aSelector else { return false }
            switch (argument, anArgument) {
            case (nil, nil): return true
            case let (a as NSObject, b as NSObject): return a.isEqual(b)
            case let (a?, b?): return (a as AnyObject) === (b as AnyObject)
            default: return false
            }
        }
    }
}

/// The delayed performs not yet run, by target, for `cancelPreviousPerformRequests`.
@MainActor enum PlaygroundDelayedPerforms {
    struct Request { let timer: Timer; let selector: Selector; let argument: Any? }
    static var requests: [ObjectIdentifier: [Request]] = [:]

    static func add(_ timer: Timer, selector: Selector, argument: Any?, for target: AnyObject) {
        requests[ObjectIdentifier(target), default: []].append(Request(timer: timer, selector: selector, argument: argument))
    }

    static func remove(_ timer: Timer, for target: AnyObject) {
        requests[ObjectIdentifier(target)]?.removeAll { $0.timer === timer }
    }

    static func cancel(for target: AnyObject, where matches: (Selector, Any?) -> Bool) {
        let id = ObjectIdentifier(target)
        for r in requests[id] ?? [] where matches(r.selector, r.argument) { r.timer.invalidate() }
        requests[id]?.removeAll { !$0.timer.isValid }
    }
}
