// UIKit flow layouts through the adapter beside the native grid of the same shape (issue 37; docs/benchmarks.md,
// "UIKit layouts against native ones"): items of 100 × 50 points, 10-point spacing and insets.
//
// - query/grid-100x50/<n> and query/uikit-flow-100x50/<n>: attributes(in:) for the 1280×800 viewport in the middle of
//   the content; the UIKit one should cost at most 3× the grid's, and as much at 1,000,000 items as at 1,000.
// - frame/grid-100x50/<n> and frame/uikit-flow-100x50/<n>: one scrolling frame's questions (the bounds moved by a
//   point, the drawing's rect, the image prefetch's): the window's per-frame cost of the layout.
// - prepare/uikit-flow-100x50/1000000: a fresh flow layout's prepare() through the adapter.
// - memory/uikit-flow-100x50/1000000: what that prepare keeps (the flow layout's geometry: bytes per item).
import Benchmark
import PlaygroundCore
import UIKit
import UIKitBridge

/// A plain UICollectionViewFlowLayout subclass (as Examples/uikit/bench/PlainFlowLayout.swift).
final class PlainFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 50)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// `layout` prepared for `n` items, then again at the middle of its offsets; the viewport's rect there.
func preparedInTheMiddle(_ layout: any CollectionLayout, items n: Int) -> PreparedLayout {
    var layout = layout
    var context = LayoutContext(viewport: viewport, itemCount: n)
    layout.prepare(context)
    let range = layout.contentOffsetRange
    context.contentOffset = Point(x: ((range.min.x + range.max.x) / 2).rounded(), y: ((range.min.y + range.max.y) / 2).rounded())
    layout.prepare(context)
    return PreparedLayout(layout: layout, rect: context.bounds, itemCount: n)
}

let uikitFlowBenchmarks: @Sendable () -> Void = {
    for n in [1_000, 100_000, million] {
        let grid = preparedInTheMiddle(try! LayoutRegistry.make("grid", params: ["itemWidth": "100", "itemHeight": "50"]),
                                       items: n)
        let flow = preparedInTheMiddle(UIKitLayoutAdapter(layout: PlainFlowLayout()), items: n)
        for (name, prepared) in [("grid-100x50", grid), ("uikit-flow-100x50", flow)] {
            Benchmark("query/\(name)/\(n)", configuration: .init(metrics: [.wallClock, .throughput, LayoutMetric.returned])) {
                benchmark in
                // The layout's own query each time (not the adapter's answer to a repeated rect).
                (prepared.layout as? UIKitLayoutAdapter)?.forgetAnswers()
                benchmark.startMeasurement()
                let found = prepared.layout.attributes(in: prepared.rect)
                benchmark.stopMeasurement()
                blackHole(found)
                benchmark.measurement(LayoutMetric.returned, found.count)
            }
        }
    }
    // A scrolling frame's questions, as the window asks them: the bounds move by a point (UIKit's
    // shouldInvalidateLayout(forBoundsChange:) first), then the drawing asks for the visible rect grown by the
    // layout's drawing overhang, then the image prefetch for the viewport and one viewport ahead
    // (Playground.composeFrame, Playground.imageRequests).
    for n in [1_000, million] {
        let grid = preparedInTheMiddle(try! LayoutRegistry.make("grid", params: ["itemWidth": "100", "itemHeight": "50"]),
                                       items: n)
        let flow = preparedInTheMiddle(UIKitLayoutAdapter(layout: PlainFlowLayout()), items: n)
        for (name, prepared) in [("grid-100x50", grid), ("uikit-flow-100x50", flow)] {
            let step = FrameStep()
            Benchmark("frame/\(name)/\(n)", configuration: .init(metrics: [.wallClock, .throughput, LayoutMetric.returned])) {
                benchmark in
                var bounds = prepared.rect
                bounds.origin.y += Double(step.next() % 2)  // a point down, then back
                benchmark.startMeasurement()
                let layout = prepared.layout
                _ = layout.shouldInvalidate(forBoundsChange: bounds)
                let m = max(PlaygroundCore.Playground.queryMargin, layout.drawingOverhang)
                let drawn = layout.attributes(in: bounds.insetBy(dx: -m, dy: -m))
                let ahead = layout.attributes(in: Rect(x: bounds.origin.x, y: bounds.origin.y, width: bounds.size.width,
                                                       height: 2 * bounds.size.height))
                benchmark.stopMeasurement()
                blackHole(drawn)
                blackHole(ahead)
                benchmark.measurement(LayoutMetric.returned, drawn.count + ahead.count)
            }
        }
    }
    let context = LayoutContext(viewport: viewport, itemCount: million)
    Benchmark("prepare/uikit-flow-100x50/\(million)",
              configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 1,
                                   maxDuration: .seconds(5), maxIterations: 30)) { benchmark in
        var adapter = UIKitLayoutAdapter(layout: PlainFlowLayout())
        benchmark.startMeasurement()
        adapter.prepare(context)
        benchmark.stopMeasurement()
        blackHole(adapter)
    }
    Benchmark("memory/uikit-flow-100x50/\(million)",
              configuration: .init(metrics: [.mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes, .peakMemoryResidentDelta],
                                   units: [.mallocCountTotal: .count, .mallocBytesCount: .kilo, .memoryLeakedBytes: .kilo,
                                           .peakMemoryResidentDelta: .kilo],
                                   warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 5)) { benchmark in
        var adapter = UIKitLayoutAdapter(layout: PlainFlowLayout())
        benchmark.startMeasurement()
        adapter.prepare(context)
        benchmark.stopMeasurement()
        blackHole(adapter)
    }
}

/// Counts a benchmark's iterations (the frame cases move the bounds by a point every other one).
final class FrameStep: @unchecked Sendable {
    private var count = 0

    func next() -> Int {
        count += 1
        return count
    }
}

extension PreparedLayout {
    init(layout: any CollectionLayout, rect: Rect, itemCount: Int) {
        self.layout = layout
        self.rect = rect
        self.itemCount = itemCount
    }
}
