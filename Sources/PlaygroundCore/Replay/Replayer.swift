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

    /// Runs to the script's end (or until the playground wants to quit), calling `onFrame` with each frame.
    /// Returns the trace.
    public mutating func run(onFrame: (Double, DrawList) throws -> Void = { _, _ in }) rethrows -> JSON {
        let frameCount = Int((script.endTime * script.fps).rounded(.down))
        var next = 0
        for k in 0...frameCount {
            let t = Double(k) / script.fps
            while next < script.events.count, script.events[next].time <= t {
                playground.handle(script.events[next])
                next += 1
            }
            let frame = playground.advance(to: t)
            trace.record(&playground)
            try onFrame(t, frame)
            if playground.wantsQuit { break }
        }
        return trace.json(final: &playground)
    }
}
