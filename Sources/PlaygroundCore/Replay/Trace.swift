/// The trace a run or replay writes: one entry per frame and a final summary (docs/replay.md).
///
///     {"frames": [{"t": 0, "contentOffset": [0, 0], "velocity": [0, 0], "layout": "grid", "phase": "idle",
///                  "zoomedItem": null, "dragging": false, "autoplay": "off"}],
///      "final": {"contentOffset": [0, 0], "layout": "grid", "order": [0, 1, 2], "zoomedItem": null, "autoplay": "off"}}
public struct Trace: Sendable {
    public private(set) var frames: [JSON] = []
    /// Layout file builds (docs/custom-layouts.md): one entry per save, good or bad.
    public private(set) var reloads: [JSON] = []
    /// The order version last written into a frame ("order" appears only when it changes).
    private var recordedOrderVersion = 0
    /// The parameter version last written into a frame ("params" appears only when they change).
    private var recordedParameterVersion = 0

    public init() {}

    /// Records the playground's state after a frame.
    public mutating func record(_ playground: inout Playground) {
        var fields: [(String, JSON)] = [
            ("t", .number(playground.time)),
            ("contentOffset", JSON(playground.contentOffset)),
            ("velocity", JSON(playground.velocity)),
            ("layout", .string(playground.layoutName)),
            ("phase", .string(playground.scroller.phase.rawValue)),
            ("zoomedItem", playground.zoomedItem.map { .number(Double($0)) } ?? .null),
            ("dragging", .bool(playground.isReordering)),
            ("autoplay", .string(playground.autoplayState.rawValue)),
            ("transition", playground.transition.map { tr in
                .object([("from", .string(tr.from)), ("to", .string(tr.to)),
                         ("progress", .number(tr.progress(at: playground.time)))])
            } ?? .null),
        ]
        if let page = playground.page() { fields.append(("page", .number(Double(page)))) }
        let sections = playground.orthogonalOffsets()
        if !sections.isEmpty {
            // Orthogonal sections' own offsets, section index → points along the cross axis (docs/compositional.md).
            fields.append(("sectionOffsets", .object(sections.map { (String($0.section), .number($0.offset)) })))
        }
        if playground.orderVersion != recordedOrderVersion {
            fields.append(("order", JSON(playground.order)))
            recordedOrderVersion = playground.orderVersion
        }
        if playground.parameterVersion != recordedParameterVersion {
            fields.append(("params", Self.parameters(playground)))
            recordedParameterVersion = playground.parameterVersion
        }
        frames.append(.object(fields))
    }

    /// Records a layout file's build: at `time`, `file`, and either the layout it gave or its first error
    /// (`FILE:LINE:COL: message`), with the compile time in milliseconds (nil when it never reached the compiler)
    /// and, for a UIKit file, what its rewrite step changed (`Masonry.swift:12:5: @objc removed`; docs/uikit.md).
    public mutating func recordReload(time: Double, file: String, layout: String?, error: String?,
                                      compileMilliseconds: Double?, rewrites: [String] = [],
                                      warnings: [LayoutWarning] = []) {
        var fields: [(String, JSON)] = [("t", .number(time)), ("file", .string(file)), ("ok", .bool(error == nil))]
        if let layout { fields.append(("layout", .string(layout))) }
        if let error { fields.append(("error", .string(error))) }
        fields.append(("compileMs", compileMilliseconds.map { .number(($0 * 10).rounded() / 10) } ?? .null))
        if !rewrites.isEmpty { fields.append(("rewrites", .array(rewrites.map { .string($0) }))) }
        if !warnings.isEmpty { fields.append(("warnings", .array(warnings.map(\.json)))) }
        reloads.append(.object(fields))
    }

    /// The parameters that differ from their defaults: the layout's own and the tunables, sorted by name.
    static func parameters(_ playground: Playground) -> JSON {
        let all = playground.changedLayoutParameters.merging(playground.changedTunables) { a, _ in a }
        return .object(all.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
    }

    /// The whole trace, with the final state of `playground`.
    public func json(final playground: inout Playground) -> JSON {
        var final: [(String, JSON)] = [
            ("t", .number(playground.time)),
            ("contentOffset", JSON(playground.contentOffset)),
            ("layout", .string(playground.layoutName)),
            ("order", JSON(playground.order)),
            ("zoomedItem", playground.zoomedItem.map { .number(Double($0)) } ?? .null),
            ("autoplay", .string(playground.autoplayState.rawValue)),
        ]
        if let page = playground.page() { final.append(("page", .number(Double(page)))) }
        final.append(("params", Self.parameters(playground)))
        var trace: [(String, JSON)] = [("frames", .array(frames)), ("final", .object(final))]
        if !reloads.isEmpty { trace.append(("reloads", .array(reloads))) }
        if let notices = playground.notices.json { trace.append(("notices", notices)) }
        // The check's warnings of the layout shown at the end (docs/dump.md, "Warnings"), after the notices.
        let warnings = playground.layoutWarnings
        if !warnings.isEmpty { trace.append(("warnings", .array(warnings.map(\.json)))) }
        return .object(trace)
    }
}
