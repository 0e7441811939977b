import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct CoverflowLayoutTests {
    // The playground's window with the defaults: items 300×300, spacing 120, tilt 60°, eye 800. inset = 1280/2 = 640,
    // so item i is centered at (640 + 120·i, 400) and page k's offset k·120 puts item k at the viewport's center.
    let viewport = Size(width: 1280, height: 800)

    func prepared(_ layout: CoverflowLayout = CoverflowLayout(), items: Int = 24, offsetX: Double = 0,
                  viewport: Size? = nil) -> CoverflowLayout {
        var l = layout
        l.prepare(LayoutContext(viewport: viewport ?? self.viewport, contentOffset: Point(x: offsetX, y: 0),
                                itemCount: items))
        return l
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { (a - b).magnitude <= tolerance }

    func close(_ p: Point, _ q: Point, _ tolerance: Double = 1e-3) -> Bool {
        close(p.x, q.x, tolerance) && close(p.y, q.y, tolerance)
    }

    @Test func workedGeometry() {
        let l = prepared()
        #expect(l.inset == 640)
        #expect(l.attributes(forItem: IndexPath(item: 0))!.frame == Rect(x: 490, y: 250, width: 300, height: 300))
        #expect(l.attributes(forItem: IndexPath(item: 3))!.center == Point(x: 1000, y: 400))
        // 2·640 + 23·120 = 4040 wide; pages 0 … 23·120 = 2760 (= 4040 − 1280).
        #expect(l.contentSize == Size(width: 4040, height: 800))
        #expect(l.contentOffsetRange.min == Point.zero)
        #expect(l.contentOffsetRange.max == Point(x: 2760, y: 0))
        #expect(l.scrollAxis == .horizontal)
        #expect(l.name == "coverflow")
        #expect(l.attributes(forItem: IndexPath(item: 5))!.alpha == 1)
        // Empty: one viewport, one page at 0.
        let empty = prepared(items: 0)
        #expect(empty.contentSize == Size(width: 1280, height: 800))
        #expect(empty.contentOffsetRange.min == Point.zero && empty.contentOffsetRange.max == Point.zero)
        #expect(empty.attributes(in: Rect(x: 0, y: 0, width: 1280, height: 800)).isEmpty)
        #expect(l.shouldInvalidate(forBoundsChange: Rect(x: 1, y: 0, width: 1280, height: 800)))
    }

    @Test func easeIsSmoothAndClamped() {
        // ease(s) = s·(3 − s²)/2: ease(0.5) = 0.5·2.75/2 = 0.6875; ±1 from one page out; NaN → 0.
        #expect(CoverflowLayout.ease(0) == 0)
        #expect(CoverflowLayout.ease(0.5) == 0.6875)
        #expect(CoverflowLayout.ease(-0.5) == -0.6875)
        #expect(CoverflowLayout.ease(1) == 1 && CoverflowLayout.ease(-1) == -1)
        #expect(CoverflowLayout.ease(7) == 1 && CoverflowLayout.ease(-.infinity) == -1)
        #expect(CoverflowLayout.ease(.nan) == 0)
        // Slope 0 at ±1: (ease(1) − ease(1 − h))/h = (3h² − h³)/(2h) → 0.
        let h = 1e-6
        #expect((CoverflowLayout.ease(1) - CoverflowLayout.ease(1 - h)) / h < 1e-5)
    }

    @Test func centeredItemIsFlatAndOnTop() {
        let l = prepared(offsetX: 240)   // item 2 centered: s = (880 − (240 + 640)) / 120 = 0
        let a = l.attributes(forItem: IndexPath(item: 2))!
        #expect(l.s(ofItem: 2) == 0)
        #expect(a.zIndex == 1000)
        #expect(a.transform == .identity)   // k = 1/(1 + 0) = 1
        // perspective · rotationY(0) = perspective: it projects every z = 0 point onto itself (w = 1).
        #expect(a.transform3D == Transform3D.perspective(eyeDistance: 800))
        let q = Playground.quad(for: a, contentOffset: Point(x: 240, y: 0))
        #expect(q == Quad(topLeft: Point(x: 490, y: 250), topRight: Point(x: 790, y: 250),
                          bottomRight: Point(x: 790, y: 550), bottomLeft: Point(x: 490, y: 550)))
        // Everyone else is lower: 1000 − round(|s|·10).
        let z = (0..<24).map { l.attributes(forItem: IndexPath(item: $0))!.zIndex }
        #expect(z[1] == 990 && z[3] == 990 && z[0] == 980 && z[4] == 980 && z[23] == 1000 - 210)
        #expect(z.enumerated().allSatisfy { $0.offset == 2 || $0.element < 1000 })
    }

    @Test func sideItemProjectsByHand() {
        // Offset 0: item 1 sits one page right, s = (760 − 640)/120 = 1 → θ = −60° = −π/3.
        // transform3D = P·R: x' = cos θ·x, y' = y, w = 1 + sin θ·x/d (rows 0, 1 and 3 of P·R; z = 0).
        // a = |sin θ|·w/(2d) = (√3/2)·300/1600 ≈ 0.162380, k = 1/(1 + a) ≈ 0.860304, applied first.
        // Right (outer) edge, x = +150: kx ≈ 129.046; w = 1 − (√3/2)·129.046/800 = 1 − a·k = k, so x' = cos θ·150 = 75
        //   and y' = ±k·150/k = ±150: as tall as the item, nearer the eye.
        // Left (inner) edge, x = −150: w = 1 + a·k = (1 + 2a)/(1 + a), x' = −75/(1 + 2a) = −75/1.324760 ≈ −56.614,
        //   y' = ±150/(1 + 2a) ≈ ±113.228: the far edge, shorter.
        let l = prepared(offsetX: 0)
        let a = l.attributes(forItem: IndexPath(item: 1))!
        #expect(close(l.angle(s: 1), -Double.pi / 3))
        #expect(close(a.transform.a, 0.860304, 1e-6) && a.transform.a == a.transform.d && a.transform.b == 0)
        #expect(a.zIndex == 990)
        let q = Playground.quad(for: a, contentOffset: .zero)   // center (760, 400) in the window
        #expect(close(q.topRight, Point(x: 835, y: 250)))
        #expect(close(q.bottomRight, Point(x: 835, y: 550)))
        #expect(close(q.topLeft, Point(x: 703.386, y: 286.772)))
        #expect(close(q.bottomLeft, Point(x: 703.386, y: 513.228)))
        // The near (outer) edge is taller than the far (inner) one: 300 against 226.456.
        #expect(q.bottomRight.y - q.topRight.y > q.bottomLeft.y - q.topLeft.y + 70)
        // Mirror: item 0 at offset 120 (s = −1) turns the other way: its left (outer) edge is the near one.
        let m = prepared(offsetX: 120)
        let mq = Playground.quad(for: m.attributes(forItem: IndexPath(item: 0))!, contentOffset: Point(x: 120, y: 0))
        #expect(close(l.angle(s: -1), Double.pi / 3))
        #expect(close(mq.topLeft, Point(x: 640 - 120 - 75, y: 250)))
        #expect(close(mq.topRight, Point(x: 640 - 120 + 56.614, y: 286.772)))
        // Items further out keep the same turn (s clamped), so item 2 is item 1 moved by one spacing.
        let q2 = Playground.quad(for: l.attributes(forItem: IndexPath(item: 2))!, contentOffset: .zero)
        #expect(close(q2.topRight, Point(x: 955, y: 250)) && close(q2.topLeft, Point(x: 823.386, y: 286.772)))
    }

    @Test func halfwayTheTurnIsEased() {
        // Offset 60: item 1 at s = (760 − 700)/120 = 0.5, item 0 at s = −0.5; ease 0.6875 → θ = ∓41.25°.
        let l = prepared(offsetX: 60)
        #expect(close(l.angle(s: l.s(ofItem: 1)), -41.25 * Double.pi / 180))
        #expect(close(l.angle(s: l.s(ofItem: 0)), 41.25 * Double.pi / 180))
        // A tie at zIndex 995 (1000 − round(5)); the draw order then follows the index.
        #expect(l.attributes(forItem: IndexPath(item: 0))!.zIndex == 995)
        #expect(l.attributes(forItem: IndexPath(item: 1))!.zIndex == 995)
        // k = 1/(1 + sin 41.25°·300/1600) = 1/(1 + 0.659346·0.1875) = 1/1.123627 ≈ 0.889975.
        #expect(close(l.attributes(forItem: IndexPath(item: 1))!.transform.a, 0.889975, 1e-6))
    }

    @Test func pagingToTheNearestItem() {
        let l = prepared()
        func target(_ x: Double) -> Double { l.targetContentOffset(proposed: Point(x: x, y: 0), velocity: .zero).x }
        // 179/120 ≈ 1.49 → item 1 (120); 180/120 = 1.5 rounds away from zero → item 2 (240).
        #expect(target(179) == 120)
        #expect(target(180) == 240)
        #expect(target(0) == 0 && target(61) == 120 && target(59) == 0)
        // Mirror: clamped before the first and after the last item (23·120 = 2760).
        #expect(target(-500) == 0 && target(-.infinity) == 0)
        #expect(target(1e9) == 2760 && target(.infinity) == 2760)
        #expect(target(.nan) == 0)
        // The velocity is ignored; y is kept.
        #expect(l.targetContentOffset(proposed: Point(x: 130, y: 7), velocity: Point(x: -9000, y: 0))
                == Point(x: 120, y: 7))
        #expect(l.snapPage(for: Point(x: 600, y: 0)) == 5)
        #expect(l.snapOffset(forPage: 5) == Point(x: 600, y: 0))
        #expect(l.snapOffset(forPage: 99) == Point(x: 2760, y: 0))
        #expect(l.snapOffset(forPage: -3) == Point.zero)
        #expect(prepared(items: 0).snapPage(for: .zero) == nil)
        #expect(prepared(items: 0).snapOffset(forPage: 0) == nil)
    }

    @Test func itemWiderThanTheViewportStaysInTheContent() {
        // 2000 > 1280: inset 1000, page 0 at 1000 − 640 = 360; item 1 centered at 1120, by offset 480.
        let l = prepared(CoverflowLayout(itemSize: Size(width: 2000, height: 900)), items: 3)
        #expect(l.inset == 1000)
        #expect(l.snapOffset(forPage: 0) == Point(x: 360, y: 0))
        #expect(l.snapOffset(forPage: 1) == Point(x: 480, y: 0))
        #expect(l.attributes(forItem: IndexPath(item: 1))!.center == Point(x: 1120, y: 450))
        #expect(l.contentSize == Size(width: 2000 + 2 * 120, height: 900))
    }

    @Test func neverTrapsOnHugeOrNonFiniteOffsets() {
        #expect(CoverflowLayout.zIndex(s: .nan) == 1000)
        #expect(CoverflowLayout.zIndex(s: -.infinity) == 1000 - 10_000_000_000)
        for x in [Double.nan, .infinity, -.infinity, 1e300, -1e300, Double.greatestFiniteMagnitude] {
            let l = prepared(offsetX: x)
            #expect(l.attributes(forItem: IndexPath(item: 3))!.isFinite, "offset \(x)")
            _ = l.attributes(in: Rect(x: x, y: 0, width: 1280, height: 800))
            _ = l.targetContentOffset(proposed: Point(x: x, y: 0), velocity: .zero)
        }
    }

    @Test(arguments: [0, 1, 2, 3, 7, 100, 1000])
    func ladderOfItemCounts(items: Int) {
        let end = Double(max(0, items - 1)) * 120
        for x in [-5000, -300, 0, 60, 777, end, end + 1000] {
            let context = LayoutContext(viewport: viewport, contentOffset: Point(x: x, y: 0), itemCount: items)
            #expect(LayoutChecker.check(CoverflowLayout(), context: context) == [], "offset \(x)")
            #expect(LayoutChecker.check(CoverflowLayout(itemSize: Size(width: 2000, height: 2000), spacing: 1,
                                                        tilt: 90, eyeDistance: 1),
                                        context: context) == [], "offset \(x)")
        }
    }

    /// Random parameters within the documented ranges (biased toward the useful part).
    static func randomLayout(_ rng: inout MonkeyRandom) -> CoverflowLayout {
        CoverflowLayout(itemSize: Size(width: rng.double(in: 1...1500), height: rng.double(in: 1...1200)),
                        spacing: rng.bool() ? rng.double(in: 1...50) : rng.double(in: 1...800),
                        tilt: rng.double(in: 0...90),
                        eyeDistance: rng.bool() ? rng.double(in: 1...300) : rng.double(in: 1...100_000))
    }

    @Test func hundredsOfRandomParameterSets() {
        withEverySeed(0..<300) { seed, rng in
            let layout = Self.randomLayout(&rng)
            let checked = LayoutChecker.checkInRandomRowContext(layout, step: { ($0 as! CoverflowLayout).spacing }, rng: &rng)
            #expect(checked.violations == [], "seed \(seed)")
            let l = checked.layout as! CoverflowLayout, context = checked.context, items = context.itemCount
            // Every drawn quad lies inside its untransformed frame, and no corner falls behind the eye.
            for i in stride(from: 0, to: items, by: max(1, items / 50)) {
                let a = l.attributes(forItem: IndexPath(item: i))!
                let hw = a.size.width / 2, hh = a.size.height / 2
                for (cx, cy) in [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)] {
                    let p = a.transform3D!.project(a.transform.apply(to: Point(x: cx, y: cy)))
                    #expect(p != nil, "seed \(seed) item \(i)")
                    guard let p else { continue }
                    let tolerance = 1e-9 * max(hw, hh)
                    #expect(p.x.magnitude <= hw + tolerance && p.y.magnitude <= hh + tolerance,
                            "seed \(seed) item \(i): \(p) outside ±(\(hw), \(hh))")
                }
            }
        }
    }

    @Test func drawListMissesNoVisibleItem() throws {
        // The Playground asks for frames meeting the viewport (plus 64 points); every item whose projected quad meets
        // the viewport, found by brute force over all items, must be drawn.
        try withEverySeed(0..<150) { seed, rng in
            let l = Self.randomLayout(&rng)
            let items = rng.int(in: 1...300)
            let params = ["itemWidth": "\(l.itemSize.width)", "itemHeight": "\(l.itemSize.height)",
                          "spacing": "\(l.spacing)", "tilt": "\(l.tilt)", "eyeDistance": "\(l.eyeDistance)"]
            let size = Size(width: rng.double(in: 100...1500), height: rng.double(in: 100...1000))
            var p = try Playground(config: PlaygroundConfig(viewport: size, layoutName: "coverflow", params: params,
                                                            itemCount: items))
            let offset = Point(x: rng.double(in: -2000...(Double(items) * l.spacing + 2000)),
                               y: rng.double(in: -300...300))
            p.setContentOffset(offset, clamped: false)
            let drawn = Set(p.drawList().items.compactMap(\.displayIndex))
            let layout = p.layout()
            let window = Rect(origin: .zero, size: size)
            for i in 0..<items {
                let q = Playground.quad(for: layout.attributes(forItem: IndexPath(item: i))!, contentOffset: offset)
                let xs = q.corners.map(\.x), ys = q.corners.map(\.y)
                let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                if box.intersects(window) { #expect(drawn.contains(i), "seed \(seed): item \(i) visible at \(box)") }
            }
        }
    }

    @Test func millionItemsQueryOnlyWhatIsVisible() {
        let n = 1_000_000
        // Offset 833,333·120 = 99,999,960 centers item 833,333.
        let l = prepared(items: n, offsetX: 99_999_960)
        let rect = Rect(x: 99_999_960, y: 0, width: 1280, height: 800)
        let visible = l.attributes(in: rect)
        // Item i spans 490 + 120·i … 790 + 120·i: i from ⌈(99,999,960 − 790)/120⌉ = 833,327 to
        // ⌊(99,999,960 + 1280 − 490)/120⌋ = 833,339: 13 items, six each side of the centered one.
        #expect(visible.map(\.indexPath.item).sorted() == Array(833_327...833_339))
        let window = (833_200..<833_500).compactMap { l.attributes(forItem: IndexPath(item: $0)) }
        #expect(window.filter { $0.frame.intersects(rect) } == visible.sorted { $0.indexPath < $1.indexPath })
        #expect(visible.max { $0.zIndex < $1.zIndex }?.indexPath.item == 833_333)
        #expect(visible.first { $0.indexPath.item == 833_333 }?.zIndex == 1000)
    }

    @Test func snappingCentersAnItemExactly() {
        withEverySeed(0..<300) { seed, rng in
            var l = Self.randomLayout(&rng)
            let w = rng.double(in: 50...1500), n = rng.int(in: 1...400)
            l.prepare(LayoutContext(viewport: Size(width: w, height: 600), itemCount: n))
            let extent = Double(n) * l.spacing
            let proposed = Point(x: rng.double(in: -(extent + 2000)...(extent + 2000)), y: 0)
            let velocity = Point(x: rng.double(in: -5000...5000), y: 0)
            let target = l.targetContentOffset(proposed: proposed, velocity: velocity)
            let page = l.snapPage(for: target)!
            #expect((0..<n).contains(page), "seed \(seed)")
            #expect(l.snapOffset(forPage: page) == target, "seed \(seed)")
            let center = l.attributes(forItem: IndexPath(item: page))!.center.x
            #expect(close(target.x + w / 2, center, 1e-9 * max(1, center.magnitude)), "seed \(seed)")
            // Idempotent: a centered offset is its own target.
            #expect(l.targetContentOffset(proposed: target, velocity: .zero) == target, "seed \(seed)")
        }
    }

    @Test func followsTheOffsetThroughTheHost() {
        var host = LayoutHost(layout: CoverflowLayout(), context: LayoutContext(viewport: viewport, itemCount: 24))
        _ = host.prepared()
        host.setContentOffset(Point(x: 120, y: 0))
        let l = host.prepared()
        #expect(host.prepareCount == 2)
        #expect(l.attributes(forItem: IndexPath(item: 1))!.zIndex == 1000)
    }

    @Test func registeredFifth() throws {
        #expect(LayoutRegistry.names.firstIndex(of: "coverflow") == 4)
        let made = try LayoutRegistry.make("coverflow", params: ["tilt": "45", "spacing": "90"])
        let l = try #require(made as? CoverflowLayout)
        #expect(l.tilt == 45 && l.spacing == 90 && l.itemSize == Size(width: 300, height: 300) && l.eyeDistance == 800)
        #expect(throws: ParameterError.self) { try LayoutRegistry.make("coverflow", params: ["tilt": "91"]) }
        #expect(throws: ParameterError.self) { try LayoutRegistry.make("coverflow", params: ["spacing": "0"]) }
        #expect(throws: ParameterError.self) { try LayoutRegistry.make("coverflow", params: ["eyeDistance": "0"]) }
    }
}
