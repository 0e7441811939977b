import CSDL
import Foundation
import PlaygroundCore
import UIKitBridge

/// The benchmark's run: a scripted scroll through the core's InputEvent path at a fixed 60 Hz timestep, timed with
/// SDL's performance counter (clock_gettime(CLOCK_MONOTONIC) on Linux).
///
/// The script: a drag of 8 frames at 2400 points/s released into a fling (a snap in paged layouts), left to run for
/// two seconds, then a steady trackpad scroll at 1500 points/s (fractional wheel deltas, which the content follows
/// 1:1), turning back at either end of the content.
struct Bench {
    /// Untimed frames before the timed ones (caches, text textures and the first images settle).
    static let warmupFrames = 30
    static let fps = 60.0
    /// The steady scroll: 1500 points/s, 25 points a frame at 60 Hz (a fast but ordinary scroll).
    static let scrollSpeed = 1500.0
    /// The fling: 40 points a frame for 8 frames (2400 points/s), released; then 2 s of deceleration.
    static let dragStep = 40.0, dragFrames = 8, flingFrames = 120
    /// Brute-force samples: at most this many attribute computations in all (5 samples at 1,000,000 items), at
    /// least 3 samples, at most one per frame.
    static let bruteForceBudget = 5_000_000

    var playground: Playground
    let offscreen: OffscreenRenderer
    let frames: Int
    /// Whether to sample the brute-force query (the sweep does not: it is O(items) per sample).
    var bruteForce = true

    struct Result {
        var layout: String
        var items: Int
        var frames: Int
        var renderer: String
        var frame: Summary
        var core: Summary
        var baseline: Summary
        var query: Summary
        var bruteForce: Summary?
        var prepareMs: Double
        /// A UIKit layout's own code per frame (the cost meter); nil for other layouts.
        var layoutCost: LayoutCost?
        /// The process's peak resident memory at the end of the run, bytes (VmHWM); nil where unknown.
        var peakMemory: Int?

        func json() -> JSON {
            func pair(_ s: Summary) -> JSON {
                .object([("median", .number(Self.round(s.median))), ("p99", .number(Self.round(s.p99)))])
            }
            var fields: [(String, JSON)] = [
                ("layout", .string(layout)), ("items", .number(Double(items))), ("frames", .number(Double(frames))),
                ("renderer", .string(renderer)), ("frameMs", pair(frame)), ("coreMs", pair(core)),
                ("baselineFrameMs", pair(baseline)), ("queryUs", pair(query)),
            ]
            if let bruteForce { fields.append(("bruteForceQueryUs", pair(bruteForce))) }
            fields.append(("prepareMs", .number(Self.round(prepareMs))))
            if let layoutCost { fields.append(("layoutCost", layoutCost.json())) }
            return .object(fields)
        }

        /// Four decimals (0.1 µs in milliseconds) are finer than the timer's noise.
        static func round(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }

        func table() -> String {
            func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
                let fill = String(repeating: " ", count: max(0, width - text.count))
                return left ? text + fill : fill + text
            }
            func row(_ name: String, _ s: Summary) -> String {
                pad(name, 24, left: true) + pad(String(format: "%.4f", s.median), 14) + pad(String(format: "%.4f", s.p99), 14)
            }
            var lines: [String] = [
                "bench \(layout) · \(Overlays.grouped(items)) items · \(frames) frames · renderer \(renderer)",
                pad("", 24) + pad("median", 14) + pad("p99", 14),
                row("frame (ms)", frame), row("core (ms)", core), row("baseline frame (ms)", baseline),
                row("query (µs)", query),
            ]
            if let bruteForce { lines.append(row("brute-force query (µs)", bruteForce)) }
            var last = String(format: "prepare: %.3f ms · frame/baseline (medians): %.3f", prepareMs,
                              frame.median / max(baseline.median, 1e-9))
            if let peakMemory { last += String(format: " · peak memory %.1f MB", Double(peakMemory) / 1_000_000) }
            lines.append(last)
            lines += layoutCost?.table() ?? []
            return lines.joined(separator: "\n")
        }
    }

    init(playground: Playground, offscreen: OffscreenRenderer, frames: Int) {
        self.playground = playground
        self.offscreen = offscreen
        self.frames = frames
    }

    mutating func run() throws -> Result {
        let clock = Clock()
        let renderer = offscreen.renderer
        let itemCount = playground.config.itemCount
        let prepareMs = prepareOnce(clock) * 1000

        let bruteSamples = min(frames, max(3, Self.bruteForceBudget / max(1, itemCount)))
        let bruteEvery = max(1, frames / bruteSamples)
        var frameTimes: [Double] = [], coreTimes: [Double] = [], baselineTimes: [Double] = []
        var queryTimes: [Double] = [], bruteTimes: [Double] = []
        var script = Script(axis: playground.scroller.axis, viewport: playground.viewport)
        // The cost meter: the adapter times its calls into a UIKit layout with this clock.
        let meterClock: () -> Double = { clock.now }
        var costs = LayoutCost.Collector()

        for k in 0..<(Self.warmupFrames + frames) {
            let t = Double(k) / Self.fps
            let events = script.events(frame: k, time: t, playground: playground)

            if let adapter = playground.layout() as? UIKitLayoutAdapter {
                adapter.costClock = meterClock
                _ = adapter.takeCosts()  // what the measurements below left
            }
            let start = clock.now
            for e in events { playground.handle(e) }
            // Compositional layouts: every orthogonal section keeps moving, end to end over 2 s (docs/benchmarks.md).
            for (section, here) in playground.orthogonalOffsets() where playground.sectionIsIdle(section) {
                let range = playground.sectionRange(section)
                let target = here - range.lowerBound < range.upperBound - here ? range.upperBound : range.lowerBound
                playground.animateSection(section, to: target, time: t, duration: 2)
            }
            let list = playground.advance(to: t)
            let coreEnd = clock.now
            let frameCosts = (playground.layout() as? UIKitLayoutAdapter)?.takeCosts()
            offscreen.loadImages(of: list)  // untimed: loading is not drawing
            let drawStart = clock.now
            offscreen.drawer.draw(list)
            renderer.finish()
            SDL_RenderPresent(renderer.handle)
            let end = clock.now

            let batch = offscreen.drawer.batch
            let baselineStart = clock.now
            batch.submit(to: renderer)
            renderer.finish()
            SDL_RenderPresent(renderer.handle)
            let baselineEnd = clock.now

            let layout = playground.layout()
            let viewportRect = Rect(origin: playground.contentOffset, size: playground.viewport)
            (layout as? UIKitLayoutAdapter)?.costClock = nil  // the query alone, untimed inside
            (layout as? UIKitLayoutAdapter)?.forgetAnswers()  // the layout's own query, not this frame's answer again
            let queryStart = clock.now
            let found = layout.attributes(in: viewportRect)
            let queryEnd = clock.now
            withExtendedLifetime(found) {}

            guard k >= Self.warmupFrames else { continue }
            let n = k - Self.warmupFrames
            frameTimes.append((coreEnd - start + end - drawStart) * 1000)
            coreTimes.append((coreEnd - start) * 1000)
            baselineTimes.append((baselineEnd - baselineStart) * 1000)
            queryTimes.append((queryEnd - queryStart) * 1_000_000)
            if let frameCosts { costs.add(frameCosts, scrolling: !playground.isSettled) }
            if bruteForce, n % bruteEvery == 0, bruteTimes.count < bruteSamples {
                let bruteStart = clock.now
                let all = layout.bruteForceAttributes(in: viewportRect, itemCount: itemCount)
                bruteTimes.append((clock.now - bruteStart) * 1_000_000)
                withExtendedLifetime(all) {}
            }
        }
        return Result(layout: playground.layoutName, items: itemCount, frames: frames, renderer: renderer.name,
                      frame: Summary(frameTimes)!, core: Summary(coreTimes)!, baseline: Summary(baselineTimes)!,
                      query: Summary(queryTimes)!, bruteForce: Summary(bruteTimes), prepareMs: prepareMs,
                      layoutCost: costs.result(prepareMs: prepareMs), peakMemory: Self.peakMemory())
    }

    /// Seconds for one prepare of a new layout (same name, parameters and context as the bench's).
    private mutating func prepareOnce(_ clock: Clock) -> Double {
        guard var fresh = try? LayoutRegistry.make(playground.config.layoutName, params: playground.config.params,
                                                   in: playground.config.layouts)
        else { return .nan }
        let context = playground.host.context
        let start = clock.now
        fresh.prepare(context)
        let seconds = clock.now - start
        withExtendedLifetime(fresh) {}
        return seconds
    }

    /// The scripted input, made frame by frame (it turns back at the ends of the content, so it looks at the
    /// playground).
    struct Script {
        let axis: Axis
        let viewport: Size
        private var direction = 1.0

        init(axis: Axis, viewport: Size) {
            self.axis = axis
            self.viewport = viewport
        }

        mutating func events(frame k: Int, time t: Double, playground: Playground) -> [InputEvent] {
            let center = Point(x: viewport.width / 2, y: viewport.height / 2)
            func along(_ d: Double) -> Point {
                var p = center
                p[axis] += d
                return p
            }
            // The drag starts a quarter viewport past the center, moves back (content forward), releases.
            let start = Bench.dragStep * Double(Bench.dragFrames) / 2
            switch k {
            case 1:
                return [InputEvent(time: t, .pointerDown(along(start), .left))]
            case 2...(Bench.dragFrames + 1):
                return [InputEvent(time: t, .pointerMove(along(start - Bench.dragStep * Double(k - 1))))]
            case Bench.dragFrames + 2:
                return [InputEvent(time: t, .pointerUp(along(start - Bench.dragStep * Double(Bench.dragFrames)), .left))]
            case ..<Bench.flingFrames:
                return []
            default:
                let range = playground.scroller.axisRange
                let position = playground.contentOffset[axis]
                if direction > 0, position >= range.upperBound - 1 { direction = -1 }
                if direction < 0, position <= range.lowerBound + 1 { direction = 1 }
                // Fractional deltas are a trackpad: the content follows them 1:1, 53 points per unit
                // (ScrollController.wheelStep). Negative dy scrolls forward (down, or right in horizontal layouts).
                let dy = -direction * Bench.scrollSpeed / Bench.fps / ScrollController.wheelStep
                return [InputEvent(time: t, .wheel(dx: 0, dy: dy, at: center))]
            }
        }
    }
}
