import PlaygroundCore

/// Drives a Playground like the window does: events at their times, frames at a fixed rate, a record of each frame.
public struct Session {
    public struct Frame: Sendable {
        public var t: Double
        public var offset: Point
        public var velocity: Point
        public var phase: ScrollPhase
        public var page: Int?
    }

    public var playground: Playground
    public private(set) var frames: [Frame] = []
    public private(set) var time = 0.0
    public let fps: Double

    public init(_ config: PlaygroundConfig, fps: Double = 60) throws {
        playground = try Playground(config: config)
        self.fps = fps
        frame()
    }

    /// Advances frame by frame to `t`, then handles `kind` at `t`.
    public mutating func at(_ t: Double, _ kind: InputEvent.Kind, modifiers: Modifiers = []) {
        run(until: t)
        playground.handle(InputEvent(time: t, kind, modifiers: modifiers))
    }

    /// Renders frames up to and including time `t`.
    public mutating func run(until t: Double) {
        while time + 1 / fps <= t + 1e-9 {
            time += 1 / fps
            frame()
        }
    }

    /// Runs until the scroll view is idle (and not pressed), at most `limit` seconds more.
    public mutating func settle(limit: Double = 10) {
        let end = time + limit
        repeat { run(until: time + 1 / fps) } while (playground.scroller.phase != .idle || playground.scroller.isPressed) && time < end
        run(until: time + 2 / fps)
    }

    private mutating func frame() {
        _ = playground.advance(to: time)
        // Every test session checks the item order's invariants after every frame (an O(n log n) check: skipped
        // for the sessions with a million items).
        if playground.items.count <= Self.invariantCheckLimit { playground.items.checkInvariants() }
        frames.append(Frame(t: time, offset: playground.contentOffset, velocity: playground.velocity,
                            phase: playground.scroller.phase, page: playground.page()))
    }

    /// A straight drag from `from` to `to` over `duration` seconds, one move per frame, starting at `start`.
    public mutating func drag(from: Point, to: Point, start: Double, duration: Double, release: Bool = true) {
        at(start, .pointerDown(from, .left))
        let steps = max(1, Int((duration * fps).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            at(start + duration * f, .pointerMove(from + (to - from) * f))
        }
        if release { at(start + duration, .pointerUp(to, .left)) }
    }

    public var offset: Point { playground.contentOffset }

    /// Sessions with more items skip the per-frame order check.
    public static let invariantCheckLimit = 2_000
}
