import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct WaterfallLayoutTests {
    /// An iPhone-sized viewport, as in the seed's demo.
    let viewport = Size(width: 375, height: 667)
    /// Aspect ratios 1.5, 1, 0.5, 2 (repeated cyclically).
    let sizes = ItemSizes([Size(width: 100, height: 150), Size(width: 100, height: 100),
                           Size(width: 200, height: 100), Size(width: 100, height: 200)])

    func prepared(_ layout: WaterfallLayout = WaterfallLayout(), items: Int, sizes: ItemSizes? = nil,
                  viewport: Size? = nil) -> WaterfallLayout {
        var l = layout
        l.prepare(LayoutContext(viewport: viewport ?? self.viewport, itemCount: items, naturalSizes: sizes ?? self.sizes))
        return l
    }

    func frame(_ l: WaterfallLayout, _ item: Int) -> Rect? { l.attributes(forItem: IndexPath(item: item))?.frame }

    @Test func workedExampleFromTheSeed() {
        // w = (375 − 5 − 5 − 2·10) / 3 = 345 / 3 = 115; column x = 5, 5 + 125 = 130, 5 + 250 = 255.
        // Heights 115·1.5 = 172.5, 115, 57.5, 230, then again. columnY starts at top 5 for every column.
        let l = prepared(items: 8)
        // 0: all 5, column 0: y = 5 + 10 = 15 → columnY [187.5, 5, 5]
        #expect(frame(l, 0) == Rect(x: 5, y: 15, width: 115, height: 172.5))
        // 1: column 1 (column 2's 5 is not strictly smaller) → [187.5, 130, 5]
        #expect(frame(l, 1) == Rect(x: 130, y: 15, width: 115, height: 115))
        // 2: column 2 → [187.5, 130, 72.5]
        #expect(frame(l, 2) == Rect(x: 255, y: 15, width: 115, height: 57.5))
        // 3: column 2 (72.5): y = 82.5 → [187.5, 130, 312.5]
        #expect(frame(l, 3) == Rect(x: 255, y: 82.5, width: 115, height: 230))
        // 4: column 1 (130): y = 140, h 172.5 → [187.5, 312.5, 312.5]
        #expect(frame(l, 4) == Rect(x: 130, y: 140, width: 115, height: 172.5))
        // 5: column 0 (187.5): y = 197.5, h 115 → [312.5, 312.5, 312.5]
        #expect(frame(l, 5) == Rect(x: 5, y: 197.5, width: 115, height: 115))
        // 6: a three-way tie goes left: column 0, y = 322.5, h 57.5 → [380, 312.5, 312.5]
        #expect(frame(l, 6) == Rect(x: 5, y: 322.5, width: 115, height: 57.5))
        // 7: columns 1 and 2 tie at 312.5: column 1, y = 322.5, h 230 → [380, 552.5, 312.5]
        #expect(frame(l, 7) == Rect(x: 130, y: 322.5, width: 115, height: 230))
        // contentSize = (W, max 552.5 + bottom 5).
        #expect(l.contentSize == Size(width: 375, height: 557.5))
        #expect(l.contentOffsetRange.max == Point(x: 0, y: 0))
        #expect(frame(l, 8) == nil)
        #expect(l.attributes(forItem: IndexPath(section: 1, item: 0)) == nil)
        // After 6 items every column ends at 312.5: 312.5 + 5.
        #expect(prepared(items: 6).contentSize.height == 317.5)
        // No items: top + bottom.
        #expect(prepared(items: 0).contentSize == Size(width: 375, height: 10))
    }

    @Test func rectQueryReturnsItemOrderAndClosedBounds() {
        let l = prepared(items: 8)
        // The line y = 312.5 touches the bottoms of items 3, 4 and 5 (closed bounds); 6 and 7 start at 322.5.
        let line = l.attributes(in: Rect(x: 0, y: 312.5, width: 375, height: 0)).map(\.indexPath.item)
        #expect(line == [3, 4, 5])
        #expect(l.attributes(in: Rect(x: 0, y: 0, width: 375, height: 14)).isEmpty)
        #expect(l.attributes(in: Rect(x: 121, y: 0, width: 8, height: 1000)).isEmpty)   // the gap between columns
    }

    @Test func parametersFromTheRegistry() throws {
        #expect(Array(LayoutRegistry.names.prefix(2)) == ["grid", "waterfall"])
        #expect(WaterfallLayout.parameters.map(\.name)
                == ["columns", "columnSpacing", "rowSpacing", "insetTop", "insetLeft", "insetBottom", "insetRight"])
        let made = try LayoutRegistry.make("waterfall", params: ["columns": "5", "insetLeft": "0", "rowSpacing": "2.5"])
        let l = try #require(made as? WaterfallLayout)
        #expect(l.columns == 5 && l.insets == Insets(top: 5, left: 0, bottom: 5, right: 5) && l.rowSpacing == 2.5)
        let defaults = try #require(try LayoutRegistry.make("waterfall") as? WaterfallLayout)
        #expect(defaults.columns == 3 && defaults.columnSpacing == 10 && defaults.insets == Insets(all: 5))
        for (name, value) in [("columns", "0"), ("columns", "101"), ("columns", "2.5"), ("rowSpacing", "-1")] {
            #expect(throws: ParameterError.self) { try LayoutRegistry.make("waterfall", params: [name: value]) }
        }
    }

    @Test func noRoomCollapsesItemsAndWidensContent() {
        // 8 columns in 50 points: (50 − 10 − 70) / 8 < 0, so w = 0; columns at 5 + 10·k, the last at 75.
        let l = prepared(WaterfallLayout(columns: 8), items: 20, viewport: Size(width: 50, height: 100))
        #expect(frame(l, 7) == Rect(x: 75, y: 15, width: 0, height: 0))
        #expect(frame(l, 8) == Rect(x: 5, y: 25, width: 0, height: 0))
        #expect(l.contentSize.width == 80)
        let context = LayoutContext(viewport: Size(width: 50, height: 100), itemCount: 20)
        #expect(LayoutChecker.check(WaterfallLayout(columns: 8), context: context) == [])
    }

    @Test func degenerateNaturalSizesAreSquare() {
        let odd = ItemSizes([Size(width: 0, height: 50), Size(width: 50, height: .infinity), Size(width: -3, height: 4),
                             Size(width: .nan, height: 1)])
        let l = prepared(WaterfallLayout(columns: 1), items: 4, sizes: odd)
        for i in 0..<4 { #expect(frame(l, i)?.height == 365, "item \(i)") }   // one column: w = 375 − 5 − 5 = 365
        #expect(prepared(items: 3, sizes: ItemSizes([])).attributes(in: Rect(x: 0, y: 0, width: 375, height: 1000))
            .allSatisfy { $0.size.height == 115 })
    }

    @Test(arguments: [0, 1, 2, 3, 7, 100, 1000])
    func ladderOfItemCounts(items: Int) {
        for layout in [WaterfallLayout(), WaterfallLayout(columns: 1), WaterfallLayout(columns: 5, rowSpacing: 0)] {
            let context = LayoutContext(viewport: viewport, contentOffset: Point(x: 0, y: 40), itemCount: items,
                                        naturalSizes: sizes)
            #expect(LayoutChecker.check(layout, context: context) == [])
        }
    }

    /// Random parameters and data, shared by the checker and the reference comparisons.
    static func randomCase(_ rng: inout MonkeyRandom) -> (WaterfallLayout, LayoutContext) {
        let layout = WaterfallLayout(
            columns: rng.int(in: 1...8), columnSpacing: rng.bool() ? 0 : rng.double(in: 0...40),
            rowSpacing: rng.bool() ? 0 : rng.double(in: 0...40),
            insets: Insets(top: rng.double(in: 0...40), left: rng.double(in: 0...40),
                           bottom: rng.double(in: 0...40), right: rng.double(in: 0...40)))
        let sizes = (0..<rng.int(in: 1...10)).map { _ in
            rng.int(in: 0...9) == 0 ? Size(width: 0, height: rng.double(in: 0...100))
                : Size(width: rng.double(in: 1...2000), height: rng.double(in: 1...2000))
        }
        let context = LayoutContext(
            viewport: Size(width: rng.double(in: 50...1500), height: rng.double(in: 50...1000)),
            contentOffset: Point(x: rng.double(in: -100...200), y: rng.double(in: -100...20_000)),
            itemCount: rng.int(in: 0...400), naturalSizes: ItemSizes(sizes))
        return (layout, context)
    }

    @Test func hundredsOfRandomParameterSets() {
        withEverySeed(0..<300) { seed, rng in
            let (layout, context) = Self.randomCase(&rng)
            let problems = LayoutChecker.check(layout, context: context)
            #expect(problems == [], "seed \(seed)")
        }
    }

    /// The seed's loop, written as plainly as it is in the blog (arrays of frames), for comparison.
    static func reference(_ l: WaterfallLayout, _ context: LayoutContext) -> (frames: [Rect], height: Double) {
        let c = l.columns
        let w = (context.viewport.width - l.insets.left - l.insets.right - Double(c - 1) * l.columnSpacing) / Double(c)
        var columnY = Array(repeating: l.insets.top, count: c)
        var frames: [Rect] = []
        for i in 0..<context.itemCount {
            let s = context.naturalSizes[i]
            let h = w * (s.width > 0 && s.height > 0 ? s.height / s.width : 1)
            var minIndex = 0, minContent = columnY[0]
            for k in 0..<c where columnY[k] < minContent { minIndex = k; minContent = columnY[k] }
            let f = Rect(x: l.insets.left + (w + l.columnSpacing) * Double(minIndex), y: minContent + l.rowSpacing,
                         width: w, height: h)
            frames.append(f)
            columnY[minIndex] = f.maxY
        }
        return (frames, columnY.max()! + l.insets.bottom)
    }

    @Test func matchesAPlainReimplementationOfTheSeed() {
        var compared = 0
        withEverySeed(1000..<1200) { seed, rng in
            let (layout, context) = Self.randomCase(&rng)
            let c = Double(layout.columns)
            // The seed itself has no answer when there is no room for the items.
            guard context.viewport.width - layout.insets.left - layout.insets.right - (c - 1) * layout.columnSpacing > 0
            else { return }
            var l = layout
            l.prepare(context)
            let (frames, height) = Self.reference(layout, context)
            #expect(l.contentSize == Size(width: context.viewport.width, height: height), "seed \(seed)")
            for (i, f) in frames.enumerated() {
                let expected = LayoutAttributes(cell: IndexPath(item: i), frame: f)
                if l.attributes(forItem: IndexPath(item: i)) != expected {
                    Issue.record("seed \(seed): item \(i) is \(String(describing: l.attributes(forItem: IndexPath(item: i)))), expected \(f)")
                    return
                }
            }
            compared += 1
        }
        #expect(compared > 150)
    }

    @Test func offsetChangesCostNoRecomputation() {
        var host = LayoutHost(layout: WaterfallLayout(),
                              context: LayoutContext(viewport: viewport, itemCount: 10_000, naturalSizes: sizes))
        /// How many times the hosted waterfall recomputed (−1: not a waterfall).
        func computeCount(_ host: inout LayoutHost) -> Int {
            (host.prepared() as? WaterfallLayout)?.computeCount ?? -1
        }
        #expect(computeCount(&host) == 1)
        for y in stride(from: 0.0, through: 50_000, by: 250) {
            host.setContentOffset(Point(x: 0, y: y))
            #expect(!host.prepared().attributes(in: host.context.bounds).isEmpty)
        }
        #expect(host.prepareCount == 1)
        host.setContentOffset(Point(x: 30, y: 100))   // a horizontal offset, too
        #expect(host.prepareCount == 1 && computeCount(&host) == 1)
        // An invalidation with nothing changed: prepare runs, but recomputes nothing.
        host.invalidate()
        #expect(computeCount(&host) == 1)
        #expect(host.prepareCount == 2)
        // A height-only resize changes the offset range, not the columns.
        host.setViewport(Size(width: 375, height: 800))
        #expect(computeCount(&host) == 1)
        #expect(host.prepared().contentOffsetRange.max.y == host.prepared().contentSize.height - 800)
        // A width change or new data recomputes, once each.
        host.setViewport(Size(width: 500, height: 800))
        #expect(computeCount(&host) == 2)
        host.setItems(count: 10_000, naturalSizes: sizes)
        #expect(computeCount(&host) == 3)
        #expect(computeCount(&host) == 3)
    }

    @Test func cacheStaysWithinTheMemoryBudget() {
        // The issue's Scale budget: ≤ 48 bytes per item; the type documents 21 (8 + 8 + 1 + 4) plus O(columns).
        for n in [1, 1_000, 100_000] {
            let bytes = prepared(items: n).cacheByteCount
            #expect(bytes >= 21 * n)
            // Capacities may round up to the allocator's usable size: at most a page per array (6 arrays).
            #expect(bytes <= 21 * n + 6 * 4_096, "\(n) items: \(bytes) bytes")
        }
        #expect(prepared(items: 100_000).cacheByteCount <= 48 * 100_000)
    }

    @Test func millionItemsQueryOnlyWhatIsVisible() throws {
        var rng = MonkeyRandom(seed: 1)
        let natural = ItemSizes((0..<37).map { _ in Size(width: rng.double(in: 200...1600), height: rng.double(in: 200...1600)) })
        let l = prepared(items: 1_000_000, sizes: natural)
        let ratios = natural.sizes.map { $0.height / $0.width }
        let minH = 115 * ratios.min()!, maxH = 115 * ratios.max()!
        // Each item adds at least minH + rowSpacing to one of the 3 columns.
        #expect(l.contentSize.height >= 1_000_000 * (minH + 10) / 3)
        let rect = Rect(x: 0, y: l.contentSize.height * 0.61, width: 375, height: 667)
        let visible = l.attributes(in: rect)
        let items = visible.map(\.indexPath.item)
        let first = try #require(items.first)
        #expect(items.count > 6 && items.count < 200)
        // Item j goes on the lowest column bottom at its turn, and that minimum never decreases, so y never
        // decreases with the index. If item a's top plus the tallest height is above the rect, no item before a
        // reaches it; if item b starts below the rect, no later item does. So a brute-force filter over a…b
        // sees every visible item.
        let a = max(0, first - 3000), b = min(999_999, first + 3000)
        #expect(frame(l, a)!.minY + maxH < rect.minY)
        #expect(frame(l, b)!.minY > rect.maxY)
        let brute = (a...b).compactMap { l.attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
        #expect(visible == brute)
    }
}
