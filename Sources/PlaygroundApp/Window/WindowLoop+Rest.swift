import CSDL
import PlaygroundCore
import UIKitBridge

/// An idle window costs nothing (docs/architecture.md, "The window"): a frame is drawn only when something may
/// have changed — an event came in, the playground is not settled (scrolling, animating, pressed), images are
/// loading, autoplay runs, a message shows, a recording or a screenshot is under way, a layout file is building —
/// and for a few frames after. Otherwise the loop waits for the next event without taking it (the next frame's
/// drain does), looking every `restPoll` for a finished layout build.
struct FrameGate {
    /// Frames drawn after the last change: 2 (the frame that shows the change, and one for what it leaves behind:
    /// the cursor's shape, the settled status written).
    static let trailingFrames = 2
    /// With the panel open: 30, half a second at 60 Hz (Dear ImGui's hover highlights and tooltips appear on a
    /// delay after the mouse stops).
    static let panelTrailingFrames = 30
    /// How long one wait at rest lasts before looking for a finished layout build, seconds: 10 ms (a reload
    /// seen at rest is shown at most this late; without layout files the wait is 0.25 s).
    static let restPoll = 0.010
    static let restPollWithoutFiles = 0.25

    private var owed = FrameGate.trailingFrames
    private var lastTallies: WindowStatus.Tallies?

    /// After a frame (and the wait that follows it): whether the window may rest. `busy`: something changes
    /// without an event; `tallies` count the events taken so far, so a change in them is input.
    mutating func mayRest(busy: Bool, tallies: WindowStatus.Tallies, trailing: Int) -> Bool {
        if busy || tallies != lastTallies {
            owed = trailing
        } else if owed > 0 {
            owed -= 1
        }
        lastTallies = tallies
        return owed == 0
    }
}

extension WindowLoop {
    /// Whether the next frame can differ from this one without an event.
    var isBusy: Bool {
        !playground.isSettled || playground.autoplayState == .playing || images.missing > 0 || recordings.isBusy
            || message != nil || !liveLayouts.compiling.isEmpty
            || tallies.screenshotsTaken > tallies.screenshotsSaved + tallies.screenshotsFailed
    }

    /// Waits while the window is at rest, until an event arrives (left in the queue) or a layout build finishes.
    func restWhileIdle() {
        let trailing = panel.isVisible ? FrameGate.panelTrailingFrames : FrameGate.trailingFrames
        guard frameGate.mayRest(busy: isBusy, tallies: tallies, trailing: trailing) else { return }
        let poll = userLayouts == nil ? FrameGate.restPollWithoutFiles : FrameGate.restPoll
        while !playground.wantsQuit, !liveLayouts.hasOutcomes {
            if SDL_WaitEventTimeout(nil, Int32(poll * 1000)) != 0 { return }
        }
    }

    /// The cost meter: what the current UIKit layout's code cost in this frame (the adapter timed its calls with
    /// the window's clock), handed to the panel.
    /// Returns the layout's rect queries in it (the frame log's `layoutQueries`).
    @discardableResult
    func noteLayoutCost(at time: Double) -> Int {
        let adapter = playground.layout() as? UIKitLayoutAdapter
        if let adapter, adapter.costClock == nil {
            let clock = self.clock
            adapter.costClock = { clock.now }
        }
        let costs = adapter?.takeCosts()
        panel.costMeter.record(time: time, costs: costs, scrolling: playground.scroller.phase != .idle)
        return costs?[.elements].calls ?? 0
    }
}
