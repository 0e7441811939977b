// The "Scale" budget, as benchmarks (not timed tests): run with `make bench`; figures in docs/benchmarks.md.
//
// - query/<layout>/<n>: attributes(in:) for a 1280×800 viewport in the middle of the content, on a layout prepared
//   beforehand; at 1,000,000 items it should cost at most 2× what it costs at 1,000.
// - bruteForce/<layout>/1000000: the seeds' way on the same prepared layout, every item's attributes computed one by
//   one and filtered (`bruteForceAttributes(in:itemCount:)`); it should cost at least 1000× the query.
// - prepare/waterfall/1000000: a fresh waterfall placing 1,000,000 items (well under a second).
// - memory/waterfall/1000000: what that placement keeps (≤ 48 bytes per item), from the malloc interposer and from
//   `WaterfallLayout.cacheByteCount`.
// - query/grid-100x50 and query/uikit-flow-100x50, prepare and memory of the UIKit flow layout: UIKitFlowBenchmarks.swift.
import Benchmark
import PlaygroundCore

/// The playground's window, points.
let viewport = Size(width: 1280, height: 800)

/// 24 natural sizes whose aspect ratios (height / width) run geometrically from 1:2 (landscape) to 2:1 (portrait),
/// shuffled by a stride coprime with 24 so neighbors differ; ItemSizes repeats them cyclically.
let naturalSizes = ItemSizes((0..<24).map { i in
    let k = Double((i * 7) % 24)
    let ratio = 0.5 * pow2(2 * k / 23)
    return Size(width: 1200, height: (1200 * ratio).rounded())
})

/// 2^x without Foundation (PlaygroundCore's own math is internal).
func pow2(_ x: Double) -> Double {
    var result = 1.0, term = 1.0
    let y = x * 0.693_147_180_559_945_3  // ln 2
    for n in 1...30 {
        term *= y / Double(n)
        result += term
    }
    return result
}

/// A layout prepared for `n` items with the viewport in the middle of its content, and that viewport's rectangle.
struct PreparedLayout: Sendable {
    var layout: any CollectionLayout
    var rect: Rect
    var itemCount: Int

    /// Prepares `name` (the registry's defaults) twice: once to learn the content's extent, then at the middle of the
    /// allowed offsets, since rotating and cards read the offset from the context in `prepare` (waterfall's second
    /// prepare is free: only the offset changed).
    init(_ name: String, items n: Int) {
        var layout = try! LayoutRegistry.make(name)
        var context = LayoutContext(viewport: viewport, itemCount: n, naturalSizes: naturalSizes)
        layout.prepare(context)
        let range = layout.contentOffsetRange
        context.contentOffset = Point(x: ((range.min.x + range.max.x) / 2).rounded(),
                                      y: ((range.min.y + range.max.y) / 2).rounded())
        layout.prepare(context)
        self.layout = layout
        self.rect = context.bounds
        self.itemCount = n
    }
}

enum LayoutMetric {
    /// `WaterfallLayout.cacheByteCount`: the prepared arrays' capacities × element strides, bytes.
    static let cacheBytes = BenchmarkMetric.custom("cacheBytes", polarity: .prefersSmaller, useScalingFactor: false)
    /// cacheBytes per item, in thousandths of a byte (metrics are integers).
    static let cacheMilliBytesPerItem = BenchmarkMetric.custom("cacheMilliBytesPerItem", polarity: .prefersSmaller,
                                                               useScalingFactor: false)
    /// Attributes returned by one query (to show what "visible" means per layout).
    static let returned = BenchmarkMetric.custom("attributesReturned", polarity: .prefersSmaller,
                                                 useScalingFactor: false)
}

let counts = [1_000, 1_000_000]
let million = 1_000_000

// Wall clock only: cpuTotal comes from a clock with 10 ms ticks here (Linux rusage), too coarse for these figures.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput], timeUnits: .nanoseconds, warmupIterations: 100,
        maxDuration: .seconds(2), maxIterations: 100_000)

    for name in LayoutRegistry.names {
        var atMillion: PreparedLayout?
        for n in counts {
            let prepared = PreparedLayout(name, items: n)
            if n == million { atMillion = prepared }
            Benchmark("query/\(name)/\(n)",
                      configuration: .init(metrics: [.wallClock, .throughput, LayoutMetric.returned])) {
                benchmark in
                let found = prepared.layout.attributes(in: prepared.rect)
                benchmark.stopMeasurement()
                blackHole(found)
                benchmark.measurement(LayoutMetric.returned, found.count)
            }
        }
        let prepared = atMillion!
        Benchmark("bruteForce/\(name)/\(million)",
                  configuration: .init(metrics: [.wallClock, LayoutMetric.returned],
                                       timeUnits: .microseconds, warmupIterations: 1, maxDuration: .seconds(4),
                                       maxIterations: 15)) { benchmark in
            let found = prepared.layout.bruteForceAttributes(in: prepared.rect, itemCount: prepared.itemCount)
            benchmark.stopMeasurement()
            blackHole(found)
            benchmark.measurement(LayoutMetric.returned, found.count)
        }
    }

    // Bytes in thousands (K): for 1,000,000 items, K bytes / 1000 = bytes per item to three decimals (the table
    // prints whole numbers of the unit, and large plain counts in e-notation).
    let exactUnits: [BenchmarkMetric: BenchmarkUnits] = [
        .mallocCountTotal: .count, .mallocBytesCount: .kilo, .memoryLeakedBytes: .kilo,
        .peakMemoryResidentDelta: .kilo, LayoutMetric.cacheBytes: .kilo, LayoutMetric.cacheMilliBytesPerItem: .count,
    ]
    let waterfallContext = LayoutContext(viewport: viewport, itemCount: million, naturalSizes: naturalSizes)

    Benchmark("prepare/waterfall/\(million)",
              configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 1,
                                   maxDuration: .seconds(5), maxIterations: 30)) { benchmark in
        var layout = WaterfallLayout()
        benchmark.startMeasurement()
        layout.prepare(waterfallContext)
        benchmark.stopMeasurement()
        blackHole(layout)  // freed after the measured part
    }

    // The interposer counts bytes requested minus bytes freed inside the measured part; the layout is still alive at
    // its end, so memoryLeakedBytes is what the prepared placement keeps (plus any temporaries not yet freed).
    Benchmark("memory/waterfall/\(million)",
              configuration: .init(metrics: [.mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes,
                                             .peakMemoryResidentDelta, LayoutMetric.cacheBytes,
                                             LayoutMetric.cacheMilliBytesPerItem],
                                   units: exactUnits,
                                   warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 5)) { benchmark in
        var layout = WaterfallLayout()
        benchmark.startMeasurement()
        layout.prepare(waterfallContext)
        benchmark.stopMeasurement()
        let bytes = layout.cacheByteCount
        benchmark.measurement(LayoutMetric.cacheBytes, bytes)
        benchmark.measurement(LayoutMetric.cacheMilliBytesPerItem, bytes * 1_000 / million)
        blackHole(layout)
    }

    uikitFlowBenchmarks()  // UIKitFlowBenchmarks.swift
}
