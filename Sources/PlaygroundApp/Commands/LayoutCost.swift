import Foundation
import PlaygroundCore
import UIKitBridge

/// The cost meter in `bench`: a UIKit layout's own code per frame (the adapter's calls into it, timed with the
/// bench's clock), against the frame budget at 60 and 120 Hz, with Apple's hitch rate over the run's scrolling
/// frames (`CostMeter`; docs/benchmarks.md, "The cost meter").
struct LayoutCost {
    /// Per frame, ms: the layout's code in all.
    var perFrame: Summary
    /// Hitch rate over the run's scrolling frames at 60 and 120 Hz, ms per second.
    var hitchRate60: Double
    var hitchRate120: Double
    /// Per call: calls per frame and ms per frame (means over the timed frames).
    var calls: [(name: String, callsPerFrame: Double, msPerFrame: Double)]

    /// Gathers the frames' costs.
    struct Collector {
        private var frames: [Double] = []
        private var totals = LayoutCallCosts()
        private var meter60 = CostMeter(refreshRate: 60, span: .infinity)
        private var meter120 = CostMeter(refreshRate: 120, span: .infinity)

        mutating func add(_ costs: LayoutCallCosts, scrolling: Bool) {
            let t = Double(frames.count) / Bench.fps
            frames.append(costs.total)
            meter60.record(time: t, cost: costs.total, scrolling: scrolling)
            meter120.record(time: t, cost: costs.total, scrolling: scrolling)
            totals.add(costs)
        }

        func result(prepareMs: Double) -> LayoutCost? {
            guard let summary = Summary(frames.map { $0 * 1000 }) else { return nil }
            let n = Double(frames.count)
            let calls = LayoutCallCosts.Call.allCases.compactMap { call -> (String, Double, Double)? in
                let c = totals[call]
                return c.calls > 0 ? (call.name, Double(c.calls) / n, c.seconds * 1000 / n) : nil
            }
            return LayoutCost(perFrame: summary, hitchRate60: meter60.hitchRate ?? 0,
                              hitchRate120: meter120.hitchRate ?? 0, calls: calls)
        }
    }

    func json() -> JSON {
        func r(_ x: Double) -> JSON { .number(Bench.Result.round(x)) }
        return .object([
            ("perFrameMs", .object([("median", r(perFrame.median)), ("p99", r(perFrame.p99))])),
            ("hitchRateMsPerS", .object([("60", r(hitchRate60)), ("120", r(hitchRate120))])),
            ("calls", .array(calls.map {
                .object([("call", .string($0.name)), ("perFrame", r($0.callsPerFrame)), ("msPerFrame", r($0.msPerFrame))])
            })),
        ])
    }

    func table() -> [String] {
        func budget(_ hz: Double) -> String {
            String(format: "%.2f ms at %.0f Hz: %.1f %%", 1000 / hz, hz, perFrame.median / (1000 / hz) * 100)
        }
        func rate(_ r: Double) -> String { String(format: "%.1f ms/s (%@)", r, CostMeter.rating(r).rawValue) }
        return [
            String(format: "layout's own code per frame (ms): median %.4f · p99 %.4f", perFrame.median, perFrame.p99),
            "  of the frame budget (median): " + budget(60) + " · " + budget(120),
            "  hitch rate: " + rate(hitchRate60) + " at 60 Hz · " + rate(hitchRate120) + " at 120 Hz"
                + String(format: " (Apple: under %.0f good, over %.0f critical)", CostMeter.goodHitchRate,
                         CostMeter.criticalHitchRate),
        ] + calls.map { String(format: "  %@: %.2f calls, %.4f ms a frame", $0.name, $0.callsPerFrame, $0.msPerFrame) }
    }
}

extension Bench {
    /// The process's peak resident set, bytes (VmHWM in /proc/self/status); nil where it cannot be read.
    static func peakMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        let fields = line.split(separator: " ")
        guard fields.count >= 3, let kB = Int(fields[1]) else { return nil }
        return kB * 1024
    }
}
