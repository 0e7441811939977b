import Foundation
import PlaygroundCore

/// `bench --sweep-items 1000,10000,100000,1000000`: the bench at each item count, and how each cost grows with
/// the count; the calls into a UIKit layout whose cost per frame grows linearly are named (docs/benchmarks.md,
/// "The cost meter").
struct BenchSweep {
    var layout: String
    var frames: Int
    var rows: [(items: Int, result: Bench.Result)] = []

    /// Item counts, comma-separated, each 1…10,000,000, at least two, increasing.
    static func counts(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var counts: [Int] = []
        for part in parts {
            guard let n = Int(part), (1...10_000_000).contains(n) else {
                throw CLIError("--sweep-items takes item counts 1…10000000 separated by commas, got '\(UserText.quoted(text))'")
            }
            counts.append(n)
        }
        guard counts.count >= 2, zip(counts, counts.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw CLIError("--sweep-items needs at least two increasing counts, got '\(UserText.quoted(text))'")
        }
        return counts
    }

    /// How a cost grows from the first count to the last: the exponent k of cost ∝ itemsᵏ between them (costs
    /// below `floor` count as `floor`, the timer's noise).
    static func exponent(_ first: (items: Int, cost: Double), _ last: (items: Int, cost: Double), floor: Double) -> Double {
        let a = max(first.cost, floor), b = max(last.cost, floor)
        return Foundation.log(b / a) / Foundation.log(Double(last.items) / Double(first.items))
    }

    /// At or above this exponent a cost is called O(n): 0.7 (a linear cost measures 0.8–1.0 between counts 1000×
    /// apart, its constant part included; a visible-only one 0.0–0.1).
    static let linearExponent = 0.7
    /// Per-frame costs below 1 µs are the timer's noise here.
    static let noiseFloorMs = 0.001

    static func words(_ k: Double) -> String {
        k >= linearExponent ? "O(n)" : k >= 0.3 ? String(format: "grows (n^%.1f)", k) : "flat"
    }

    /// The calls whose cost per frame grows linearly, with their cost at the largest count.
    var linearCalls: [(name: String, msPerFrame: Double, items: Int)] {
        guard let first = rows.first, let last = rows.last,
              let firstCalls = first.result.layoutCost?.calls, let lastCalls = last.result.layoutCost?.calls else { return [] }
        return lastCalls.compactMap { call in
            let before = firstCalls.first { $0.name == call.name }?.msPerFrame ?? 0
            let k = Self.exponent((first.items, before), (last.items, call.msPerFrame), floor: Self.noiseFloorMs)
            return k >= Self.linearExponent ? (call.name, call.msPerFrame, last.items) : nil
        }
    }

    func table() -> String {
        let counts = rows.map(\.items)
        func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, width - text.count))
            return left ? text + fill : fill + text
        }
        func row(_ name: String, _ values: [Double?], format: String = "%.4f") -> String {
            var line = pad(name, 52, left: true)
            for v in values { line += pad(v.map { String(format: format, $0) } ?? "—", 12) }
            if let a = values.first ?? nil, let b = values.last ?? nil, let first = counts.first, let last = counts.last {
                line += "   " + Self.words(Self.exponent((first, a), (last, b), floor: Self.noiseFloorMs))
            }
            return line
        }
        var lines = ["sweep \(layout) · \(counts.map { Overlays.grouped($0) }.joined(separator: " / ")) items · \(frames) frames each",
                     pad("", 52) + counts.map { pad(Overlays.grouped($0), 12) }.joined() + "   growth"]
        lines.append(row("core per frame (ms, median)", rows.map { $0.result.core.median }))
        lines.append(row("query of the viewport (µs, median)", rows.map { $0.result.query.median }, format: "%.2f"))
        lines.append(row("prepare() of a new layout (ms, once)", rows.map { $0.result.prepareMs }, format: "%.3f"))
        if rows.contains(where: { $0.result.layoutCost != nil }) {
            lines.append(row("layout's own code per frame (ms, median)", rows.map { $0.result.layoutCost?.perFrame.median }))
            var names: [String] = []
            for r in rows { for c in r.result.layoutCost?.calls ?? [] where !names.contains(c.name) { names.append(c.name) } }
            for name in names {
                lines.append(row("  " + name + " (ms a frame)", rows.map { r in
                    r.result.layoutCost.map { cost in cost.calls.first { $0.name == name }?.msPerFrame ?? 0 }
                }))
            }
            let linear = linearCalls
            if linear.isEmpty {
                lines.append("No call's cost per frame grows linearly with the item count.")
            }
            for call in linear {
                // Where it would pass the 60 Hz budget alone, if it stays linear.
                let budgetMs = 1000 / 60.0
                let reach = call.msPerFrame > 0 ? Double(call.items) * budgetMs / call.msPerFrame : .infinity
                lines.append(String(format: "%@ is O(n): %.3f ms a frame at %@ items", call.name, call.msPerFrame,
                                    Overlays.grouped(call.items))
                             + (reach.isFinite && reach < 1e12
                                ? String(format: " (alone it would take the whole 16.67 ms budget at about %@ items)",
                                         Overlays.grouped(Int(reach.rounded())))
                                : ""))
            }
        } else {
            lines.append("(\(layout) is not a UIKit layout: its own code is inside the core's time above)")
        }
        return lines.joined(separator: "\n")
    }

    func json() -> JSON {
        .object([
            ("layout", .string(layout)), ("frames", .number(Double(frames))),
            ("sweep", .array(rows.map { .object([("items", .number(Double($0.items))), ("bench", $0.result.json())]) })),
            ("linear", .array(linearCalls.map {
                .object([("call", .string($0.name)), ("msPerFrame", .number(Bench.Result.round($0.msPerFrame))),
                         ("items", .number(Double($0.items)))])
            })),
        ])
    }
}
