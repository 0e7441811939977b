import CImGui
import Foundation
import PlaygroundCore

/// The physics lab's plot of the last gesture (docs/tuning.md): offset and velocity along the scroll axis against
/// time from the press to rest, on bands coloured by phase (press, drag, fling, bounce, snap), with the predicted
/// rest point and UIScrollView's law for the same release velocity (0.998 per ms, no snapping, no edges) overlaid.
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

    /// Text is ASCII: ImGui's default font (ProggyClean) has no "…" or "–".
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
        text(String(format: "release v %.0f pt/s (tracked %.0f)   rest %@   rate %.4f/ms",
                    release?.velocity ?? 0, release?.trackedVelocity ?? 0,
                    release?.predictedRest.map { String(format: "%.0f", $0) } ?? "-", release?.decelerationRate ?? 0))
        plot("##offset", height: 150, end: end, g: g, values: offsets, title: "offset (pt)") { map in
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
        plot("##velocity", height: 110, end: end, g: g, values: velocities, title: "velocity (pt/s)") { map in
            polyline(g.samples.map { (t: $0.t, v: $0.velocity) }, map: map, color: Self.curve, thickness: 2)
            if let r = release {
                let law = FrictionSimulation(position: r.position, velocity: r.velocity)
                polyline(times.filter { $0 >= r.t }.map { (t: $0, v: law.velocity(at: $0 - r.t)) }, map: map,
                         color: Self.law, thickness: 1)
            }
        }
        lpimgui_text_disabled("white: the gesture   yellow: UIScrollView (0.998/ms)   red: predicted rest")
        lpimgui_text_disabled("bands: grey press, blue drag, green fling, orange bounce, purple snap")
    }

    /// A canvas with phase bands, a zero line and `body` drawing through `map` (time, value → point).
    private func plot(_ id: String, height: Float, end: Double, g: GestureRecord, values: [Double], title: String,
                      body: ((Double, Double) -> (x: Float, y: Float)) -> Void) {
        var rect: [Float] = [0, 0, 0, 0]
        id.withCString { lpimgui_canvas($0, height, &rect) }
        let (x0, y0, x1, y1) = (rect[0], rect[1], rect[2], rect[3])
        lpimgui_rect_filled(x0, y0, x1, y1, 0xc0_20_20_20)
        var lo = values.filter(\.isFinite).min() ?? 0, hi = values.filter(\.isFinite).max() ?? 1
        if hi - lo < 1 { lo -= 0.5; hi += 0.5 }
        let pad = (hi - lo) * 0.08
        lo -= pad; hi += pad
        let map = { (t: Double, v: Double) -> (x: Float, y: Float) in
            (x0 + Float(t / end) * (x1 - x0), y1 - Float((v - lo) / (hi - lo)) * (y1 - y0))
        }
        // Phase bands: from each sample to the next.
        for (a, b) in zip(g.samples, g.samples.dropFirst()) {
            let p = map(a.t, lo), q = map(b.t, lo)
            lpimgui_rect_filled(p.x, y0, max(q.x, p.x + 1), y1, Self.phaseColors[a.phase] ?? 0)
        }
        if lo < 0, hi > 0 {
            let z0 = map(0, 0), z1 = map(end, 0)
            lpimgui_line(z0.x, z0.y, z1.x, z1.y, Self.axis, 1)
        }
        body(map)
        let label = String(format: "%@  %.0f to %.0f   0 to %.2f s", title, lo + pad, hi - pad, end)
        label.withCString { lpimgui_text_at(x0 + 4, y0 + 2, Self.axis | 0xff00_0000, $0) }
    }

    private func polyline(_ points: [(t: Double, v: Double)], map: (Double, Double) -> (x: Float, y: Float),
                          color: UInt32, thickness: Float) {
        for (a, b) in zip(points, points.dropFirst()) where a.v.isFinite && b.v.isFinite {
            let p = map(a.t, a.v), q = map(b.t, b.v)
            lpimgui_line(p.x, p.y, q.x, q.y, color, thickness)
        }
    }

    private func text(_ s: String) { s.withCString { lpimgui_text($0) } }
}
