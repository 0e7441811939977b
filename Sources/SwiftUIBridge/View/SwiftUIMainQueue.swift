import Foundation
import SwiftUI

/// Work a view's actions queue on the main queue (docs/swiftui.md, "The main queue"): WaterfallGrid's
/// `onPreferenceChange` computes its tiles' places in `DispatchQueue.global().async` and sets its `@State` in a
/// `DispatchQueue.main.async` inside it. On iOS the main run loop turns between frames, so the block runs a moment
/// after the pass and the view is rendered again with what it set ("Main Dispatch Queue": blocks submitted to the
/// main queue run on the main thread, serially, as the main run loop services it). Here nothing turned the main
/// run loop around a SwiftUI view's pass, so such a view stayed as its first pass left it (every tile unplaced).
///
/// Decided: after a pass in which a view's action ran (`onAppear`, `onDisappear`, `onPreferenceChange`,
/// `onChange`, a task's start), the main run loop is turned without waiting (at most `turnsPerPass` times, so a
/// block that queues another cannot hold the pass), and when that set state the view is evaluated again (within
/// the preparation's 4 passes). At the first preparation (what `dump`, `render` and the window's first frame show)
/// the first pass whose actions set no state waits up to `firstPassWait` seconds of wall clock for work that reaches
/// the main queue through another queue, ending as soon as some state changes (once a layout: the next passes and
/// later preparations never wait: a
/// scroll-offset reader's action runs every frame), and the frame step turns the run loop once a frame
/// (`advanceMotion`), as the UIKit bridge does. Only on the main thread (the window's and the commands' loops);
/// elsewhere (a test's thread) nothing is turned.
enum SwiftUIMainQueue {
    /// At most this many run-loop turns after a pass.
    static let turnsPerPass = 64
    /// How long the first preparation waits for main-queue work from another queue, seconds of wall clock: a
    /// background computation of a few hundred frames on a busy machine, short enough for a command run by hand.
    static let firstPassWait: TimeInterval = 0.25

    /// Turns the main run loop after a pass whose actions ran; true when state changed meanwhile.
    @discardableResult
    static func drain(waiting: Bool) -> Bool {
        guard Thread.isMainThread else { return false }
        let before = PlaygroundStateChanges.generation
        // What is ready now: blocks the actions queued directly on the main queue.
        for _ in 0..<turnsPerPass {
            _ = RunLoop.main.run(mode: .default, before: Date())
            if PlaygroundStateChanges.generation != before { return true }
        }
        guard waiting else { return false }
        let deadline = Date(timeIntervalSinceNow: firstPassWait)
        var turns = 0
        while Date() < deadline, turns < turnsPerPass {
            // Waits for a source up to 10 ms (a main-queue block wakes it at once).
            _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
            turns += 1
            if PlaygroundStateChanges.generation != before {
                // The block that set state may have queued more behind it: what is ready now runs too.
                for _ in 0..<8 { _ = RunLoop.main.run(mode: .default, before: Date()) }
                return true
            }
        }
        return false
    }

    /// One turn of the main run loop for the frame step, without waiting; true when state changed.
    static func turn() -> Bool {
        guard Thread.isMainThread else { return false }
        let before = PlaygroundStateChanges.generation
        for _ in 0..<8 {
            guard RunLoop.main.run(mode: .default, before: Date()) else { break }
            if PlaygroundStateChanges.generation != before { return true }
        }
        return false
    }
}
