import CImGui
import Foundation
import PlaygroundCore

/// The physics lab's plot of the last gesture (docs/tuning.md): offset and velocity along the scroll axis against
/// time from the press to rest, on bands coloured by phase (press, drag, fling, bounce, snap), with the predicted
/// rest point and UIScrollView's law for the same release velocity (0.998 per ms, no snapping, no edges) overlaid.
///
/// Readable at 800×600 (issue 23): the panel's font, axes with units and ticks in a margin of their own (never
/// over the curves), a legend that wraps to the panel's width, and a time axis that gives the drag (press to
/// release) at least `dragShare` of the width however short it was next to the fling.
struct PhysicsLab {
    /// Colours, 0xAABBGGRR (IM_COL32).
    static let phaseColors: [GestureRecord.Phase: UInt32] = [
        .press: 0x40_80_80_80, .drag: 0x50_d0_80_30, .fling: 0x50_40_b0_40, .bounce: 0x50_30_90_e0,
        .snap: 0x50_c0_50_b0, .other: 0x20_60_60_60,
    ]
    static let curve: UInt32 = 0xff_ff_ff_ff
    static let law: UInt32 = 0xff_40_d0_f0
    static let rest: UInt32 = 0xff_50_50_ff
    static let axis: UInt32 = 0x80_ff_ff_ff
    static let label: UInt32 = 0xff_c8_c0_b8
    /// The least share of the time axis the drag gets: a 0.2 s drag before a 2 s fling would otherwise be 20
    /// points of a 200-point plot; at a third it shows its samples one by one.
    static let dragShare = 1.0 / 3
    /// Room for the value axis's labels ("-12000") and for the time axis's, points.
    static let leftMargin: Float = 52
    static let bottomMargin: Float = 18

    func draw(_ gesture: GestureRecord?) {
        guard let g = gesture, g.samples.count >= 2 else {
            lpimgui_text_wrapped("Drag the content and let go: the gesture is plotted here from the press to rest.")
            return
        }
        let release = g.release
        // Time span: the record, and UIScrollView's law until it rests (at most twice the record).
        var end = max(g.duration, 0.05)
        if let r = release {
            let law = FrictionSimulation(position: r.position, velocity: r.velocity)
            end = max(end, min(r.t + law.duration, 2 * end))
        }
        let times = stride(from: 0.0, through: end, by: end / 120).map { $0 }
        var offsets = g.samples.map(\.offset)
        if let r = release {
            offsets += times.filter { $0 >= r.t }.map { r.uiScrollViewOffset(at: $0) }
            if let rest = r.predictedRest { offsets.append(rest) }
        }
        lpimgui_text_wrapped(String(format: "release %.0f pt/s (tracked %.0f), rest at %@ pt, rate %.4f per ms",
                                    release?.velocity ?? 0, release?.trackedVelocity ?? 0,
                                    release?.predictedRest.map { String(format: "%.0f", $0) } ?? "–",
                                    release?.decelerationRate ?? 0))
        let time = TimeAxis(end: end, release: release?.t)
        lpimgui_text("offset (pt)")
        plot("##offset", height: 130, time: time, g: g, values: offsets) { map in
            polyline(g.samples.map { (t: $0.t, v: $0.offset) }, map: map, color: Self.curve, thickness: 2)
            if let r = release {
                polyline(times.filter { $0 >= r.t }.map { (t: $0, v: r.uiScrollViewOffset(at: $0)) }, map: map,
                         color: Self.law, thickness: 1)
                if let rest = r.predictedRest {
                    let a = map(0, rest), b = map(end, rest)
                    lpimgui_line(a.x, a.y, b.x, b.y, Self.rest, 1)
                }
            }
        }
        var velocities = g.samples.map(\.velocity) + [0]
        if let r = release { velocities.append(r.velocity) }
        lpimgui_text("velocity (pt/s)")
        plot("##velocity", height: 100, time: time, g: g, values: velocities) { map in
            polyline(g.samples.map { (t: $0.t, v: $0.velocity) }, map: map, color: Self.curve, thickness: 2)
            if let r = release {
                let law = FrictionSimulation(position: r.position, velocity: r.velocity)
                polyline(times.filter { $0 >= r.t }.map { (t: $0, v: law.velocity(at: $0 - r.t)) }, map: map,
                         color: Self.law, thickness: 1)
            }
        }
        legend([(Self.curve, "the gesture"), (Self.law, "UIScrollView, 0.998/ms"), (Self.rest, "predicted rest")])
        legend([(Self.phaseColors[.press]! | 0xff00_0000, "press"), (Self.phaseColors[.drag]! | 0xff00_0000, "drag"),
                (Self.phaseColors[.fling]! | 0xff00_0000, "fling"), (Self.phaseColors[.bounce]! | 0xff00_0000, "bounce"),
                (Self.phaseColors[.snap]! | 0xff00_0000, "snap")])
    }

    /// Legend entries on as few lines as the panel's width allows.
    private func legend(_ entries: [(UInt32, String)]) {
        for (n, (color, name)) in entries.enumerated() {
            if n > 0 { lpimgui_same_line_if_fits(lpimgui_text_width(name) + lpimgui_line_height() + 8) }
            name.withCString { lpimgui_swatch(color, $0) }
        }
    }

    /// Time → a fraction of the plot's width: piecewise linear, the drag (press to release) on at least
    /// `dragShare` of it.
    struct TimeAxis {
        var end: Double
        var release: Double?

        var share: Double {
            guard let r = release, r > 0, r < end else { return 1 }
            return max(r / end, PhysicsLab.dragShare)
        }

        func fraction(_ t: Double) -> Double {
            guard let r = release, r > 0, r < end else { return t / end }
            return t <= r ? t / r * share : share + (t - r) / (end - r) * (1 - share)
        }

        /// Tick times: nice steps within the drag and within the rest, each labelled when there is room.
        func ticks(width: Double) -> [Double] {
            guard let r = release, r > 0, r < end else { return PhysicsLab.niceTicks(0, end, count: max(2, Int(checked: width / 70))) }
            let before = PhysicsLab.niceTicks(0, r, count: max(1, Int(checked: width * share / 70)))
            let after = PhysicsLab.niceTicks(r, end, count: max(1, Int(checked: width * (1 - share) / 70))).filter { $0 > r }
            return before + after
        }
    }

    /// About `count` round values (1, 2 or 5 × 10ⁿ apart) within lo…hi.
    static func niceTicks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        guard hi > lo, count > 0 else { return [lo] }
        let raw = (hi - lo) / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var t = (lo / step).rounded(.up) * step
        var ticks: [Double] = []
        while t <= hi + step * 1e-9 {
            ticks.append(abs(t) < step * 1e-9 ? 0 : t)
            t += step
        }
        return ticks
    }

    /// "0.25 s", "1 s", "12000".
    static func format(_ v: Double, unit: String = "") -> String {
        let s = abs(v) >= 100 || v == v.rounded() ? String(format: "%.0f", v)
            : abs(v) >= 1 ? String(format: "%.1f", v) : String(format: "%.2f", v)
        return s + unit
    }

    /// A canvas with phase bands, ticks and their labels in the margins, a zero line and `body` drawing through
    /// `map` (time, value → point).
    private func plot(_ id: String, height: Float, time: TimeAxis, g: GestureRecord, values: [Double],
                      body: ((Double, Double) -> (x: Float, y: Float)) -> Void) {
        var rect: [Float] = [0, 0, 0, 0]
        id.withCString { lpimgui_canvas($0, height + Self.bottomMargin, &rect) }
        let (x0, y0, x1, y1) = (rect[0] + Self.leftMargin, rect[1] + 2, rect[2] - 4, rect[3] - Self.bottomMargin)
        let finite = values.filter(\.isFinite)
        var lo = finite.min() ?? 0, hi = finite.max() ?? 1
        if hi - lo < 1e-9 { lo -= 1; hi += 1 }
        let valueTicks = Self.niceTicks(lo, hi, count: max(2, Int(checked: Double((y1 - y0) / 28))))
        lo = min(lo, valueTicks.first ?? lo)
        hi = max(hi, valueTicks.last ?? hi)
        let span = hi - lo
        let map = { (t: Double, v: Double) -> (x: Float, y: Float) in
            (x0 + Float(time.fraction(t)) * (x1 - x0), y1 - Float((v - lo) / span) * (y1 - y0))
        }
        lpimgui_rect_filled(x0, y0, x1, y1, 0x30_00_00_00)
        for (a, b) in zip(g.samples, g.samples.dropFirst()) {
            let p = map(a.t, lo), q = map(b.t, lo)
            lpimgui_rect_filled(p.x, y0, max(q.x, p.x + 1), y1, Self.phaseColors[a.phase] ?? 0)
        }
        // Value axis: ticks and labels right-aligned in the left margin, faint grid lines across.
        for v in valueTicks {
            let y = map(0, v).y
            lpimgui_line(x0 - 4, y, x0, y, Self.axis, 1)
            lpimgui_line(x0, y, x1, y, v == 0 ? Self.axis : 0x20_ff_ff_ff, 1)
            let label = Self.format(v)
            let w = label.withCString { lpimgui_text_width($0) }
            label.withCString { lpimgui_text_at(x0 - 6 - w, y - lpimgui_line_height() / 2, Self.label, $0) }
        }
        // Time axis: ticks below, labels clear of each other; the release marked.
        var lastRight = -Float.infinity
        for t in time.ticks(width: Double(x1 - x0)) {
            let x = map(t, lo).x
            lpimgui_line(x, y1, x, y1 + 4, Self.axis, 1)
            let label = Self.format(t, unit: " s")
            let w = label.withCString { lpimgui_text_width($0) }
            let left = min(max(x - w / 2, x0 - 8), x1 - w)
            guard left > lastRight + 6 else { continue }
            label.withCString { lpimgui_text_at(left, y1 + 3, Self.label, $0) }
            lastRight = left + w
        }
        if let r = time.release {
            let x = map(r, lo).x
            lpimgui_line(x, y0, x, y1, 0x90_ff_ff_ff, 1)
        }
        lpimgui_line(x0, y0, x0, y1, Self.axis, 1)
        lpimgui_line(x0, y1, x1, y1, Self.axis, 1)
        body(map)
    }

    private func polyline(_ points: [(t: Double, v: Double)], map: (Double, Double) -> (x: Float, y: Float),
                          color: UInt32, thickness: Float) {
        for (a, b) in zip(points, points.dropFirst()) where a.v.isFinite && b.v.isFinite {
            let p = map(a.t, a.v), q = map(b.t, b.v)
            lpimgui_line(p.x, p.y, q.x, q.y, color, thickness)
        }
    }
}
