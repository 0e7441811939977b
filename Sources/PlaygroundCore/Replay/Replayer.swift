/// Runs a script against a playground with a fixed timestep: frame k happens at t = k / fps; before it, every event
/// with time ≤ t is handled in order. The same InputEvent path as the window.
public struct Replayer {
    public var script: ReplayScript
    public var playground: Playground
    public private(set) var trace = Trace()

    public init(script: ReplayScript, playground: Playground) {
        self.script = script
        self.playground = playground
    }

    /// The invariant violations found by `run(checking: true)`, at most 20.
    public private(set) var violations: [String] = []
    /// Whether to keep the per-frame trace (a long soak keeps only the final state).
    public var recordsFrames = true
    /// Whether a quit (Q, Esc with nothing to cancel, closing) ends the replay; a soak runs to its end regardless.
    public var stopsOnQuit = true
    /// Frames run so far.
    public private(set) var frameCount = 0
    /// Called after a frame in which the committed order changed (the edge persists it).
    public var onOrderChange: (([Int], Int) -> Void)?
    /// More events after the script's, in time order, a batch per call (nil: no more): the monkey's stream
    /// (`Monkey.nextEvents`), asked only as the replay reaches them.
    public var moreEvents: (() -> [InputEvent]?)?
    /// Events handled so far.
    public private(set) var eventCount = 0

    /// Runs to the script's end (or until the playground wants to quit), calling `onFrame` with each frame.
    /// With `checking`, every frame is checked against `InvariantChecker` (see `violations`). Returns the trace.
    public mutating func run(checking: Bool = false, onFrame: (Double, DrawList) throws -> Void = { _, _ in }) rethrows -> JSON {
        let lastFrame = Int((script.endTime * script.fps).rounded(.down))
        var next = 0
        var checker = InvariantChecker()
        var lastOrderVersion = playground.orderVersion
        var buttonDown = false
        var streamed: [InputEvent] = []
        var streamedNext = 0
        var streamEnded = moreEvents == nil
        for k in 0...lastFrame {
            let t = Double(k) / script.fps
            while !streamEnded, streamedNext == streamed.count || streamed[streamed.count - 1].time <= t {
                if streamedNext == streamed.count { streamed.removeAll(keepingCapacity: true); streamedNext = 0 }
                if let batch = moreEvents?() { streamed += batch } else { streamEnded = true }
            }
            while true {
                let e: InputEvent
                if next < script.events.count, script.events[next].time <= t,
                   streamedNext == streamed.count || script.events[next].time <= streamed[streamedNext].time {
                    e = script.events[next]
                    next += 1
                } else if streamedNext < streamed.count, streamed[streamedNext].time <= t {
                    e = streamed[streamedNext]
                    streamedNext += 1
                } else {
                    break
                }
                switch e.kind {
                case .pointerDown(_, .left): buttonDown = true
                case .pointerUp(_, .left): buttonDown = false
                default: break
                }
                playground.handle(e)
                eventCount += 1
            }
            let frame = playground.advance(to: t)
            if playground.orderVersion != lastOrderVersion {
                lastOrderVersion = playground.orderVersion
                onOrderChange?(playground.order, playground.orderVersion)
            }
            if recordsFrames { trace.record(&playground) }
            if checking, violations.count < 20 {
                violations += checker.check(&playground, frame: frame, time: t, buttonDown: buttonDown)
            }
            try onFrame(t, frame)
            frameCount += 1
            if playground.wantsQuit && stopsOnQuit { break }
        }
        return trace.json(final: &playground)
    }
}
