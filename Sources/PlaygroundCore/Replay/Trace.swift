/// The trace a run or replay writes: one entry per frame and a final summary (docs/replay.md).
///
///     {"frames": [{"t": 0, "contentOffset": [0, 0], "velocity": [0, 0], "layout": "grid", "phase": "idle"}],
///      "final": {"contentOffset": [0, 0], "layout": "grid", "order": [0, 1, 2]}}
public struct Trace: Sendable {
    public private(set) var frames: [JSON] = []

    public init() {}

    /// Records the playground's state after a frame.
    public mutating func record(_ playground: Playground) {
        frames.append(.object([
            ("t", .number(playground.time)),
            ("contentOffset", JSON(playground.contentOffset)),
            ("velocity", JSON(playground.velocity)),
            ("layout", .string(playground.layoutName)),
            ("phase", .string(playground.scroller.phase.rawValue)),
        ]))
    }

    /// The whole trace, with the final state of `playground`.
    public func json(final playground: Playground) -> JSON {
        .object([
            ("frames", .array(frames)),
            ("final", .object([
                ("t", .number(playground.time)),
                ("contentOffset", JSON(playground.contentOffset)),
                ("layout", .string(playground.layoutName)),
                ("order", JSON(playground.order)),
            ])),
        ])
    }
}
