import Foundation

/// The main run loop, turned once a frame by the frame step (docs/uikit.md, "The main queue and timers"): an app's
/// `DispatchQueue.main.async` blocks run in the order queued (and `asyncAfter` blocks once their time has come),
/// and Foundation `Timer`s scheduled on the main run loop fire when due, as on iOS, where the main run loop turns
/// between frames. Only on the main thread (the window's and the commands' frame loop); a step on another thread
/// (a test's) turns nothing.
enum PlaygroundMainRunLoop {
    /// At most this many sources handled a frame (each turn handles one and returns): enough for the blocks a
    /// frame queues, bounded so that a block that queues another cannot hold the frame.
    static let turnsPerFrame = 64

    /// Turns the main run loop without waiting; true when something ran.
    static func turn() -> Bool {
        guard Thread.isMainThread else { return false }
        var ran = false
        for _ in 0..<turnsPerFrame {
            // `run(mode:before:)` with a date now handles what is ready and returns at once: true when a source
            // was handled, false when none was ready.
            guard RunLoop.main.run(mode: .default, before: Date()) else { break }
            ran = true
        }
        return ran
    }

    /// Whether a timer is scheduled on the main run loop (the window keeps stepping frames for it, as for a
    /// display link).
    static var hasTimers: Bool {
        guard Thread.isMainThread, let next = RunLoop.main.limitDate(forMode: .default) else { return false }
        return next < Date.distantFuture
    }
}
