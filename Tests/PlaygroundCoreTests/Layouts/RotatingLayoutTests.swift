import Foundation  // sin, cos, exp, log, pow: the C library (the core uses RealModule)
import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct RotatingLayoutTests {
    // The playground's window; seed 000's item 200×200 and margin 10, so step = 210, W/2 = 640, w/2 = 100 and
    // W/2 − w/2 = 540. Item i is centered in the viewport at offsetX = 210·i − 540.
    let viewport = Size(width: 1280, height: 800)

    func prepared(_ layout: RotatingLayout = RotatingLayout(), items: Int = 24, offsetX: Double = 0) -> RotatingLayout {
        var l = layout
        l.prepare(LayoutContext(viewport: viewport, contentOffset: Point(x: offsetX, y: 0), itemCount: items))
        return l
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { (a - b).magnitude <= tolerance }

    /// (offsetX, cur, change, angle) worked by hand from seed 000's formulas.
    static let worked: [(offsetX: Double, cur: Int, change: Double, angle: Double)] = [
        // Item 0 centered: trunc((−540 + 640) / 210) = trunc(0.476) = 0; change = −540 − 0 + 540 = 0.
        (-540, 0, 0, 0),
        // cur 0 and offsetX ≤ 0: change is forced to 0 (before the rule, −600 + 540 = −60 → −600 + 210 + 540 = 150).
        (-600, 0, 0, 0),
        // (−700 + 640) / 210 = −0.286 truncates toward zero to 0 (⌊⌋ would give −1): still change 0.
        (-700, 0, 0, 0),
        // −440 is 100 past item 0's centered offset, but cur = trunc(200 / 210) = 0 and −440 ≤ 0: change 0.
        (-440, 0, 0, 0),
        // The seed's jump: cur = 210 / 210 = 1 and the cur == 0 rule no longer holds; change = −430 − 210 + 540
        // = −100 < 0 → −430 + 540 = 110; from 0 just before (−431) to 2π·110/210 = 22π/21.
        (-430, 1, 110, 22 * .pi / 21),
        // cur = trunc(340 / 210) = 1; change = −300 − 210 + 540 = 30; angle 2π·30/210 = 2π/7.
        (-300, 1, 30, 2 * .pi / 7),
        // cur = trunc(640 / 210) = 3; change = 0 − 630 + 540 = −90 < 0, so the first correction:
        // 0 − 2·210 + 540 = 120; angle 2π·120/210 = 8π/7.
        (0, 3, 120, 8 * .pi / 7),
        // cur = trunc(745 / 210) = 3; change = 105 − 630 + 540 = 15; angle 2π·15/210 = π/7.
        (105, 3, 15, .pi / 7),
        // cur = 840 / 210 = 4 exactly; change = 200 − 840 + 540 = −100 < 0 → 200 − 630 + 540 = 110; 22π/21.
        (200, 4, 110, 22 * .pi / 21),
        // 210·5 + 100 − 540 = 610: 100 past item 5's centered offset (510); cur = trunc(1250 / 210) = 5;
        // change = 610 − 1050 + 540 = 100; angle 2π·100/210 = 20π/21.
        (610, 5, 100, 20 * .pi / 21),
        // Far past the leading edge: cur = trunc(−360 / 210) = −1; change = −1000 + 210 + 540 = −250 < 0 →
        // −1000 + 420 + 540 = −40 (the cur == 0 rule does not apply); angle −8π/21.
        (-1000, -1, -40, -8 * .pi / 21),
    ]

    @Test func workedCurrentIndexChangeAndAngle() {
        for w in Self.worked {
            let l = prepared(offsetX: w.offsetX)
            #expect(l.currentIndex(offsetX: w.offsetX) == w.cur, "offset \(w.offsetX)")
            #expect(l.currentIndex == w.cur, "offset \(w.offsetX)")
            #expect(close(l.change(offsetX: w.offsetX), w.change, 1e-9), "offset \(w.offsetX)")
            #expect(close(l.angle, w.angle, 1e-9), "offset \(w.offsetX)")
            // Every item shares the rotation (CGAffineTransformMakeRotation: [cos, sin, −sin, cos]).
            for i in [0, 1, 7, 23] {
                let t = l.attributes(forItem: IndexPath(item: i))!.transform
                #expect(close(t.a, cos(w.angle), 1e-9) && close(t.b, sin(w.angle), 1e-9), "offset \(w.offsetX)")
                #expect(t.c == -t.b && t.d == t.a)
            }
        }
    }

    @Test func zIndexCurrentItemOnTopOthersAtCur() {
        // Offset 0: cur 3 → item 3 at 1000, every other item at 3.
        let l = prepared(offsetX: 0)
        #expect(l.attributes(forItem: IndexPath(item: 3))!.zIndex == 1000)
        #expect(l.attributes(forItem: IndexPath(item: 2))!.zIndex == 3)
        #expect(l.attributes(forItem: IndexPath(item: 4))!.zIndex == 3)
        // Item 0 centered: cur 0, the others at 0; the band strictly below (−1).
        let first = prepared(offsetX: -540)
        #expect(first.attributes(forItem: IndexPath(item: 0))!.zIndex == 1000)
        #expect(first.attributes(forItem: IndexPath(item: 1))!.zIndex == 0)
        #expect(first.attributes(forDecoration: "band", at: IndexPath(item: 0))!.zIndex == -1)
        // Offset −1000: cur −1 is no item, so every item has zIndex −1 and the band −2.
        let far = prepared(offsetX: -1000)
        #expect(far.attributes(forItem: IndexPath(item: 0))!.zIndex == -1)
        #expect(far.attributes(forDecoration: "band", at: IndexPath(item: 0))!.zIndex == -2)
        // The seed's quirk past 1000 items: item 1500 centered (1500·210 − 540 = 314,460), cur 1500, so its
        // neighbors (zIndex 1500) sit above it (1000).
        let deep = prepared(items: 2000, offsetX: 314_460)
        #expect(deep.currentIndex == 1500)
        #expect(deep.attributes(forItem: IndexPath(item: 1500))!.zIndex == 1000)
        #expect(deep.attributes(forItem: IndexPath(item: 1501))!.zIndex == 1500)
    }

    @Test func geometryContentSizeAndRange() {
        let l = prepared()
        // Item 5: center (5·210 + 100, 400) = (1150, 400), 200×200.
        let a = l.attributes(forItem: IndexPath(item: 5))!
        #expect(a.center == Point(x: 1150, y: 400))
        #expect(a.frame == Rect(x: 1050, y: 300, width: 200, height: 200))
        #expect(a.alpha == 1)
        // 24 items: (24·210, 800) = (5040, 800).
        #expect(l.contentSize == Size(width: 5040, height: 800))
        #expect(l.scrollAxis == .horizontal)
        // Item 0 centered (100 − 640 = −540) … item 23 centered (23·210 + 100 − 640 = 4290).
        #expect(l.contentOffsetRange.min == Point(x: -540, y: 0))
        #expect(l.contentOffsetRange.max == Point(x: 4290, y: 0))
        let empty = prepared(items: 0)
        #expect(empty.contentOffsetRange.min == Point(x: -540, y: 0))
        #expect(empty.contentOffsetRange.max == Point(x: -540, y: 0))
        #expect(empty.contentSize == Size(width: 0, height: 800))
        #expect(empty.decorationElements().isEmpty)
        #expect(l.shouldInvalidate(forBoundsChange: Rect(x: 1, y: 0, width: 1280, height: 800)))
    }

    @Test func bandLiesBehindTheRow() {
        let l = prepared()
        // The items' extent 0 … 24·210 − 10 = 5030 grown by 10 on each side: −10 … 5040 + 10, 5050 wide;
        // 200 + 2·10 = 220 tall around y = 400.
        let band = l.attributes(forDecoration: RotatingLayout.bandKind, at: IndexPath(item: 0))!
        #expect(band.frame == Rect(x: -10, y: 290, width: 5050, height: 220))
        #expect(band.category == .decoration(kind: "band"))
        #expect(l.attributes(forDecoration: "band", at: IndexPath(item: 1)) == nil)
        #expect(l.attributes(forDecoration: "stripe", at: IndexPath(item: 0)) == nil)
        #expect(l.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)   // above the band
        #expect(l.attributes(in: Rect(x: -5, y: 295, width: 1, height: 1)).map(\.category) == [.decoration(kind: "band")])
    }

    @Test func workedTargetContentOffsets() {
        let l = prepared()
        func target(_ x: Double) -> Double { l.targetContentOffset(proposed: Point(x: x, y: 0), velocity: .zero).x }
        // trunc(640 / 210) = 3 → 3·210 + 100 − 640 = 90.
        #expect(target(0) == 90)
        #expect(target(105) == 90)
        // 840 / 210 = 4 → 4·210 − 540 = 300.
        #expect(target(200) == 300)
        // Item 0 centered stays; −430 is where cur becomes 1 (210 / 210): −330; just before, item 0.
        #expect(target(-540) == -540)
        #expect(target(-430) == -330)
        #expect(target(-431) == -540)
        // Mirror: far past either end, clamped to item 0 (trunc(−1360 / 210) = −6 → 0) and item 23 (4290).
        #expect(target(-2000) == -540)
        #expect(target(1e9) == 4290)
        #expect(target(.infinity) == 4290)
        #expect(target(-.infinity) == -540)
        #expect(target(.nan) == -540)
        #expect(l.targetContentOffset(proposed: Point(x: 0, y: 7), velocity: Point(x: 900, y: 0)) == Point(x: 90, y: 7))
    }

    @Test func neverTrapsOnHugeOrNonFiniteOffsets() {
        #expect(RotatingLayout.truncatedIndex(.nan) == 0)
        #expect(RotatingLayout.truncatedIndex(1e300) == 9_007_199_254_740_992)
        #expect(RotatingLayout.truncatedIndex(-.infinity) == -9_007_199_254_740_992)
        #expect(RotatingLayout.truncatedIndex(-2.9) == -2)
        for x in [Double.nan, .infinity, -.infinity, 1e300, -1e300, Double.greatestFiniteMagnitude] {
            let l = prepared(offsetX: x)
            #expect(l.attributes(forItem: IndexPath(item: 3))!.isFinite, "offset \(x)")
            #expect(l.attributes(forDecoration: "band", at: IndexPath(item: 0))!.isFinite, "offset \(x)")
            _ = l.attributes(in: Rect(x: x, y: 0, width: 1280, height: 800))
        }
    }

    @Test(arguments: [0, 1, 2, 3, 7, 100, 1000])
    func ladderOfItemCounts(items: Int) {
        // Mirror: offsets before the start, at the rest positions, inside and past the end.
        let end = Double(items) * 210
        for x in [-5000, -1000, -540, -440, 0, 105, 777, end - 540, end + 1000] {
            let context = LayoutContext(viewport: viewport, contentOffset: Point(x: x, y: 0), itemCount: items)
            #expect(LayoutChecker.check(RotatingLayout(), context: context) == [], "offset \(x)")
            #expect(LayoutChecker.check(RotatingLayout(itemSize: Size(width: 90, height: 900), margin: 0),
                                        context: context) == [], "offset \(x)")
        }
    }

    @Test func hundredsOfRandomParameterSets() {
        withEverySeed(0..<300) { seed, rng in
            let layout = RotatingLayout(
                itemSize: Size(width: rng.double(in: 1...400), height: rng.double(in: 1...400)),
                margin: rng.bool() ? 0 : rng.double(in: 0...50))
            let checked = LayoutChecker.checkInRandomRowContext(layout, step: { ($0 as! RotatingLayout).step }, rng: &rng)
            #expect(checked.violations == [], "seed \(seed)")
        }
    }

    @Test func millionItemsQueryOnlyWhatIsVisible() {
        let n = 1_000_000
        let l = prepared(items: n, offsetX: 100_000_000)
        let rect = Rect(x: 100_000_000, y: 0, width: 1280, height: 800)
        let visible = l.attributes(in: rect)
        // Item i spans 210·i … 210·i + 200: i from ⌈(10⁸ − 200) / 210⌉ = 476,190 to ⌊(10⁸ + 1280) / 210⌋ = 476,196,
        // 7 cells, and the band.
        let cells = visible.filter { $0.category == .cell }.map(\.indexPath.item)
        #expect(cells == Array(476_190...476_196))
        #expect(visible.count == 8)
        // The brute-force filter on a window of nearby indices agrees.
        let window = (476_100..<476_300).compactMap { l.attributes(forItem: IndexPath(item: $0)) }
        #expect(window.filter { $0.frame.intersects(rect) } == visible.filter { $0.category == .cell })
        // cur = trunc((10⁸ + 640) / 210) = 476,193: on top.
        #expect(visible.first { $0.indexPath.item == 476_193 && $0.category == .cell }?.zIndex == 1000)
    }

    @Test func snappingCentersAnItemExactly() {
        withEverySeed(0..<300) { seed, rng in
            var l = RotatingLayout(itemSize: Size(width: rng.double(in: 1...400), height: rng.double(in: 1...400)),
                                   margin: rng.double(in: 0...50))
            let w = rng.double(in: 50...1500), n = rng.int(in: 1...400)
            l.prepare(LayoutContext(viewport: Size(width: w, height: 600), itemCount: n))
            let extent = Double(n) * l.step
            // Mirror: proposed offsets on both sides of the content, and past it.
            let proposed = Point(x: rng.double(in: -(extent + 2000)...(extent + 2000)), y: 0)
            let target = l.targetContentOffset(proposed: proposed, velocity: Point(x: rng.double(in: -5000...5000), y: 0))
            let i = Int(((target.x + w / 2 - l.itemSize.width / 2) / l.step).rounded())
            #expect((0..<n).contains(i), "seed \(seed)")
            #expect(target.x == l.centeredOffsetX(ofItem: i), "seed \(seed)")
            let center = l.attributes(forItem: IndexPath(item: i))!.center.x
            #expect(close(target.x + w / 2, center, 1e-9 * max(1, center.magnitude)), "seed \(seed)")
            #expect(target.y == 0)
            // Idempotent: a centered offset is its own target.
            #expect(l.targetContentOffset(proposed: target, velocity: .zero) == target, "seed \(seed)")
        }
    }

    @Test func followsTheOffsetThroughTheHost() {
        var host = LayoutHost(layout: RotatingLayout(), context: LayoutContext(viewport: viewport, itemCount: 24))
        _ = host.prepared()
        host.setContentOffset(Point(x: 105, y: 0))
        let l = host.prepared()
        #expect(host.prepareCount == 2)
        #expect(close(l.attributes(forItem: IndexPath(item: 0))!.transform.rotationAngle, .pi / 7, 1e-9))
    }

    @Test func registeredAfterGrid() throws {
        let names = LayoutRegistry.names
        let grid = try #require(names.firstIndex(of: "grid"))
        let rotating = try #require(names.firstIndex(of: "rotating"))
        #expect(grid < rotating)
        let l = try LayoutRegistry.make("rotating", params: ["itemWidth": "150", "margin": "0"])
        let r = try #require(l as? RotatingLayout)
        #expect(r.itemSize == Size(width: 150, height: 200))
        #expect(r.step == 150)
        #expect(throws: ParameterError.self) { try LayoutRegistry.make("rotating", params: ["itemWidth": "0"]) }
        #expect(throws: ParameterError.self) { try LayoutRegistry.make("rotating", params: ["margin": "-1"]) }
    }
}
