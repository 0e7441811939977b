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

    /// Turns the main run loop without waiting; true when something ran. Notes whether a timer is left scheduled
    /// (`hasTimers`).
    static func turn() -> Bool {
        guard Thread.isMainThread else { return false }
        var ran = false
        for _ in 0..<turnsPerFrame {
            // `run(mode:before:)` with a date now handles what is ready and returns at once: true when a source
            // was handled, false when none was ready.
            guard RunLoop.main.run(mode: .default, before: Date()) else { break }
            ran = true
        }
        // The date of the next timer (a pass of the run loop, part of this turn); distantFuture or nil: none.
        let next = RunLoop.main.limitDate(forMode: .default)
        timersScheduled = next.map { $0 < Date.distantFuture } ?? false
        return ran
    }

    /// Whether a timer was scheduled on the main run loop at the last turn (the window keeps stepping frames for
    /// it, as for a display link). Read from the frame loop's thread only.
    static var hasTimers: Bool { Thread.isMainThread && timersScheduled }

    nonisolated(unsafe) private static var timersScheduled = false
}
