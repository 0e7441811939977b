/// The trace a run or replay writes: one entry per frame and a final summary (docs/replay.md).
///
///     {"frames": [{"t": 0, "contentOffset": [0, 0], "velocity": [0, 0], "layout": "grid", "phase": "idle"}],
///      "final": {"contentOffset": [0, 0], "layout": "grid", "order": [0, 1, 2]}}
public struct Trace: Sendable {
    public private(set) var frames: [JSON] = []

    public init() {}

    /// Records the playground's state after a frame.
    public mutating func record(_ playground: inout Playground) {
        var fields: [(String, JSON)] = [
            ("t", .number(playground.time)),
            ("contentOffset", JSON(playground.contentOffset)),
            ("velocity", JSON(playground.velocity)),
            ("layout", .string(playground.layoutName)),
            ("phase", .string(playground.scroller.phase.rawValue)),
        ]
        if let page = playground.page() { fields.append(("page", .number(Double(page)))) }
        frames.append(.object(fields))
    }

    /// The whole trace, with the final state of `playground`.
    public func json(final playground: inout Playground) -> JSON {
        var final: [(String, JSON)] = [
            ("t", .number(playground.time)),
            ("contentOffset", JSON(playground.contentOffset)),
            ("layout", .string(playground.layoutName)),
            ("order", JSON(playground.order)),
        ]
        if let page = playground.page() { final.append(("page", .number(Double(page)))) }
        return .object([("frames", .array(frames)), ("final", .object(final))])
    }
}
