import Foundation
import QuartzCore

/// Core Animation's transactions (CATransaction.h): `begin()` / `commit()` group changes; a transaction's
/// animation duration (0.25 s unless set: Apple, animationDuration(): "Defaults to 0.25 seconds"), timing function
/// and disabled actions apply to the animations made inside it, and its completion block runs once every
/// animation added during it has ended (Apple, setCompletionBlock(_:): "called ... after all animations
/// subsequently added by this transaction group have completed (or have been removed)"), or at once when none was.
///
/// Playground: the completion block runs on the playground's clock when the last of those animations ends (a
/// `UIView.animate` or a property animator inside counts as one); with no clock, at once (docs/uikit.md,
/// "Animations"). A completion block set outside `begin()` / `commit()` (the run loop's implicit transaction) runs
/// at the next frame. `disableActions` is stored: layers run no implicit animations here. Transactions are
/// per thread, as on iOS.
open class CATransaction: NSObject {
    private final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        var latestEnd: Double?
        var values: [String: Any] = [:]
    }

    private final class Stack { var frames: [Frame] = [] }
    private static let stackKey = "CATransaction.stack"
    private static var stack: Stack {
        if let s = Thread.current.threadDictionary[stackKey] as? Stack { return s }
        let s = Stack()
        Thread.current.threadDictionary[stackKey] = s
        return s
    }

    open class func begin() { stack.frames.append(Frame()) }

    /// Ends the innermost transaction; its completion block waits for the animations added during it.
    open class func commit() {
        guard let frame = stack.frames.popLast(), let completion = frame.completion else { return }
        let now = PlaygroundAnimationClock.now
        PlaygroundAnimationClock.run(after: (frame.latestEnd ?? now) - now, symbol: "CATransaction.setCompletionBlock(_:)",
                                     completion)
    }

    /// Commits the implicit transaction: nothing to do here (changes are made at once).
    open class func flush() {}
    /// Playground: does nothing (one thread steps a playground; there is no render thread to lock out).
    open class func lock() {}
    /// Playground: does nothing.
    open class func unlock() {}

    open class func animationDuration() -> CFTimeInterval {
        stack.frames.reversed().lazy.compactMap(\.duration).first ?? 0.25
    }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { stack.frames.last?.duration = dur }

    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.frames.reversed().lazy.compactMap(\.timingFunction).first
    }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.frames.last?.timingFunction = function
    }

    open class func disableActions() -> Bool { stack.frames.reversed().lazy.compactMap(\.disableActions).first ?? false }
    open class func setDisableActions(_ flag: Bool) { stack.frames.last?.disableActions = flag }

    open class func completionBlock() -> (() -> Void)? { stack.frames.last?.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        if let frame = stack.frames.last {
            frame.completion = block
        } else if let block {
            PlaygroundAnimationClock.run(after: 0, symbol: "CATransaction.setCompletionBlock(_:)", block)
        }
    }

    open class func value(forKey key: String) -> Any? {
        stack.frames.reversed().lazy.compactMap { $0.values[key] }.first
    }
    open class func setValue(_ anObject: Any?, forKey key: String) { stack.frames.last?.values[key] = anObject }

    /// Tells every open transaction that an animation added now ends at `end` on the clock (its completion block
    /// waits for it). Package hook: the animations call it.
    package static func playgroundNoteAnimation(endingAt end: Double) {
        for frame in stack.frames { frame.latestEnd = max(frame.latestEnd ?? end, end) }
    }
}
