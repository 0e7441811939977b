import Foundation
import QuartzCore

/// The clock that ends animations (docs/uikit.md, "Animations"): UIKit's animation calls (`UIView.animate`,
/// `UIViewPropertyAnimator`, `CATransaction`, a layer's `CAAnimation`s) change the model at once, as iOS does, and
/// ask this clock to run what comes at their end (completion handlers, `animationDidStop`) when the playground's
/// stepped time (`CACurrentMediaTime()`) passes it, in the order of their end times (ties: in the order asked).
///
/// The bridge attaches the clock to the thread its playground steps on while that playground lives, and fires it
/// with each frame's time, as it fires display links. Where no playground steps the thread (a test of your own, a
/// command that shows no frames), there is no clock: what comes at an animation's end runs at once, after the
/// animation's changes, with a notice. Thread-safe; each thread has its own clock, as a run loop belongs to its
/// thread.
package enum PlaygroundAnimationClock {
    private struct Pending {
        let token: Int
        let due: Double
        let thread: ObjectIdentifier
        let run: () -> Void
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [Pending] = []
    nonisolated(unsafe) private static var attached: [ObjectIdentifier: Int] = [:]
    /// Each attached thread's time: the last frame time it was fired with.
    nonisolated(unsafe) private static var times: [ObjectIdentifier: Double] = [:]
    nonisolated(unsafe) private static var nextToken = 1
    private static var currentThread: ObjectIdentifier { ObjectIdentifier(Thread.current) }

    /// Attaches the clock to the calling thread (counted: several playgrounds may step one thread); returns the
    /// thread, for `playgroundDetach`. Package hook: the bridge calls it when it makes a playground's layout.
    package static func playgroundAttach() -> ObjectIdentifier {
        let thread = currentThread
        let start = CACurrentMediaTime()
        lock.withLock {
            attached[thread, default: 0] += 1
            if times[thread] == nil { times[thread] = start }
        }
        return thread
    }

    /// Undoes one `playgroundAttach()`; when the thread's last playground is gone, what waited on its clock is
    /// dropped (nothing will step it again). Package hook.
    package static func playgroundDetach(_ thread: ObjectIdentifier) {
        lock.withLock {
            let count = (attached[thread] ?? 1) - 1
            if count > 0 { attached[thread] = count; return }
            attached[thread] = nil
            times[thread] = nil
            pending.removeAll { $0.thread == thread }
        }
    }

    /// Whether a playground steps the calling thread's clock.
    package static var hasClock: Bool {
        let thread = currentThread
        return lock.withLock { attached[thread] != nil }
    }

    /// The clock's time now: the time of the frame the calling thread was last stepped to (the bridge fires it with
    /// the time it gives `CACurrentMediaTime()`); `CACurrentMediaTime()` where no playground steps the thread.
    package static var now: Double {
        let thread = currentThread
        return lock.withLock { times[thread] } ?? CACurrentMediaTime()
    }

    /// Runs `run` when the clock passes `now + delay` and returns a token that `cancel(_:)` takes; with no clock,
    /// records `symbol`'s notice, runs `run` at once and returns nil.
    @discardableResult
    package static func run(after delay: Double, symbol: String, _ run: @escaping () -> Void) -> Int? {
        let thread = currentThread
        let token: Int? = lock.withLock {
            guard attached[thread] != nil else { return nil }
            let token = nextToken
            nextToken += 1
            let now = times[thread] ?? 0
            pending.append(Pending(token: token, due: now + max(0, delay), thread: thread, run: run))
            return token
        }
        if token == nil {
            PlaygroundNotices.record(symbol, .approximated,
                                     "no playground clock runs here (no frames are stepped): what comes at the animation's end runs at once")
            run()
        }
        return token
    }

    /// Forgets what `token` would have run.
    package static func cancel(_ token: Int?) {
        guard let token else { return }
        lock.withLock { pending.removeAll { $0.token == token } }
    }

    /// Runs what is due on the calling thread's clock at `time` (seconds), earliest first; what they schedule for
    /// `time` or before runs in the same call. Returns whether anything ran. Package hook: the bridge calls it from
    /// the frame step.
    @discardableResult
    package static func playgroundFire(at time: Double) -> Bool {
        let thread = currentThread
        var ran = false
        lock.withLock { if attached[thread] != nil { times[thread] = time } }
        // Bounded: a completion that schedules a zero-length animation each time would never end otherwise.
        for _ in 0..<10_000 {
            let next: Pending? = lock.withLock {
                let mine = pending.enumerated().filter { $0.element.thread == thread && $0.element.due <= time }
                guard let first = mine.min(by: { ($0.element.due, $0.element.token) < ($1.element.due, $1.element.token) })
                else { return nil }
                pending.remove(at: first.offset)
                return first.element
            }
            guard let next else { break }
            next.run()
            ran = true
        }
        return ran
    }

    /// Whether something waits on the calling thread's clock (the playground keeps stepping frames while it does).
    package static var playgroundHasPending: Bool {
        let thread = currentThread
        return lock.withLock { pending.contains { $0.thread == thread } }
    }
}
