import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct CardsLayoutTests {
    // The playground's window with the defaults: cards 600×400, spacing 20. peek = ((1280 − 600) − 40) / 2 = 320,
    // inset = 20 + 320 = 340, step = 620; card i is centered at x = 340 + 620·i + 300 = 640 + 620·i, y = 400,
    // and page k's offset k·620 puts card k's center at the viewport's center.
    let viewport = Size(width: 1280, height: 800)

    func prepared(_ layout: CardsLayout = CardsLayout(), items: Int = 24, offsetX: Double = 0) -> CardsLayout {
        var l = layout
        l.prepare(LayoutContext(viewport: viewport, contentOffset: Point(x: offsetX, y: 0), itemCount: items))
        return l
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { (a - b).magnitude <= tolerance }

    func scaleAndAlpha(_ l: CardsLayout, _ i: Int) -> (x: Double, y: Double, alpha: Double) {
        let a = l.attributes(forItem: IndexPath(item: i))!
        #expect(a.transform.b == 0 && a.transform.c == 0 && a.transform.tx == 0 && a.transform.ty == 0)
        return (a.transform.a, a.transform.d, a.alpha)
    }

    @Test func workedGeometry() {
        let l = prepared()
        #expect(l.peek == 320)
        #expect(l.inset == 340)
        #expect(l.step == 620)
        #expect(l.attributes(forItem: IndexPath(item: 0))!.frame == Rect(x: 340, y: 200, width: 600, height: 400))
        #expect(l.attributes(forItem: IndexPath(item: 2))!.center == Point(x: 1880, y: 400))
        // 340 + 24·600 + 23·20 + 340 = 15,540 wide; pages 0 … 23·620 = 14,260 (= 15,540 − 1280).
        #expect(l.contentSize == Size(width: 15_540, height: 800))
        #expect(l.contentOffsetRange.min == Point(x: 0, y: 0))
        #expect(l.contentOffsetRange.max == Point(x: 14_260, y: 0))
        #expect(l.scrollAxis == .horizontal)
        #expect(l.attributes(forItem: IndexPath(item: 5))!.zIndex == 1)
        // Empty: just the insets (2·340), one page at 0.
        let empty = prepared(items: 0)
        #expect(empty.contentSize == Size(width: 680, height: 800))
        #expect(empty.contentOffsetRange.min == Point.zero && empty.contentOffsetRange.max == Point.zero)
        #expect(l.shouldInvalidate(forBoundsChange: Rect(x: 1, y: 0, width: 1280, height: 800)))
    }

    @Test func centeredCardIsTallAndOpaqueNeighborsShrinkAndFade() {
        let l = prepared(offsetX: 0)
        // Card 0 centered: s = 0 → scaleY 1 + 0.1·1 = 1.1, alpha 1; X never scales.
        let c0 = scaleAndAlpha(l, 0)
        #expect(c0.x == 1 && close(c0.y, 1.1) && c0.alpha == 1)
        // Card 1, one card + spacing away: distance 640 − 1260 = −620, |s| = 620/600 = 31/30;
        // scaleY = 1 + 0.1·(1 − 31/30) = 1 − 1/300 ≈ 0.99667; alpha = 1 − 0.4·31/30 = 0.58667.
        let c1 = scaleAndAlpha(l, 1)
        #expect(c1.x == 1 && close(c1.y, 1 - 1.0 / 300) && close(c1.alpha, 1 - 0.4 * 31 / 30))
        // Card 2: |s| = 1240/600 = 31/15; scaleY = 1 − 0.1·16/15 ≈ 0.89333; alpha = 1 − 0.4·31/15 ≈ 0.17333.
        let c2 = scaleAndAlpha(l, 2)
        #expect(close(c2.y, 1 - 0.1 * 16 / 15) && close(c2.alpha, 1 - 0.4 * 31 / 15))
        // Card 3: |s| = 3.1, 1 − 1.24 < 0 → alpha clamped to 0.
        #expect(scaleAndAlpha(l, 3).alpha == 0)
        // Mirror, offset 1240 (card 2 centered): cards 1 and 3 look the same.
        let m = prepared(offsetX: 1240)
        #expect(close(scaleAndAlpha(m, 2).y, 1.1) && scaleAndAlpha(m, 2).alpha == 1)
        #expect(close(scaleAndAlpha(m, 1).y, c1.y) && close(scaleAndAlpha(m, 1).alpha, c1.alpha))
        #expect(close(scaleAndAlpha(m, 3).y, c1.y) && close(scaleAndAlpha(m, 3).alpha, c1.alpha))
        // Offset 300 (viewport center 940): card 0 |s| = 300/600 = 0.5 → 1.05, 0.8;
        // card 1 |s| = 320/600 → 1 + 0.1·(280/600) ≈ 1.04667, alpha 1 − 0.4·320/600 ≈ 0.78667.
        let h = prepared(offsetX: 300)
        #expect(close(scaleAndAlpha(h, 0).y, 1.05) && close(scaleAndAlpha(h, 0).alpha, 0.8))
        #expect(close(scaleAndAlpha(h, 1).y, 1 + 0.1 * 280 / 600) && close(scaleAndAlpha(h, 1).alpha, 1 - 0.4 * 320 / 600))
        // Negative offset −300: card 0 |s| = 0.5 from the other side.
        #expect(close(scaleAndAlpha(prepared(offsetX: -300), 0).y, 1.05))
    }

    @Test func oneThirdRuleBothDirections() {
        var l = prepared()
        func release(_ x: Double) -> Double { l.targetContentOffset(proposed: Point(x: x, y: 0), velocity: .zero).x }
        // On page 0 (previous 0), a third of a card is 200.
        #expect(release(199) == 0)
        #expect(release(200) == 0)       // strictly greater is needed
        #expect(release(201) == 620)
        // Now on page 1 (previous 620): 421 stays, 419 goes back, 819 stays, 821 goes on.
        #expect(l.previousOffsetX == 620 && l.currentPage == 1)
        #expect(release(421) == 620)
        #expect(release(819) == 620)
        #expect(release(419) == 0)
        #expect(l.currentPage == 0)
        // Clamped at the start: far before page 0 stays on page 0.
        #expect(release(-201) == 0)
        #expect(release(-1e9) == 0)
        // Clamped at the end: on page 23 (14,260), past it stays.
        l.didSettle(at: Point(x: 14_260, y: 0))
        #expect(l.currentPage == 23)
        #expect(release(14_461) == 14_260)
        #expect(release(14_059) == 13_640)
        #expect(release(.nan) == 13_640)
        // y is kept.
        #expect(l.targetContentOffset(proposed: Point(x: 13_640, y: 5), velocity: .zero) == Point(x: 13_640, y: 5))
    }

    @Test func onePagePerReleaseAndDidSettleResets() {
        var l = prepared()
        // A hard fling proposing 5000 moves one page; another release without settling moves one more.
        #expect(l.targetContentOffset(proposed: Point(x: 5000, y: 0), velocity: Point(x: 8000, y: 0)).x == 620)
        #expect(l.targetContentOffset(proposed: Point(x: 5000, y: 0), velocity: Point(x: 8000, y: 0)).x == 1240)
        #expect(l.currentPage == 2)
        // A programmatic move to 3000: 3000 / 620 ≈ 4.84 → page 5 (3100).
        l.didSettle(at: Point(x: 3000, y: 0))
        #expect(l.currentPage == 5 && l.previousOffsetX == 3100)
        #expect(l.targetContentOffset(proposed: Point(x: 3000, y: 0), velocity: .zero).x == 3100)
        #expect(l.targetContentOffset(proposed: Point(x: 2899, y: 0), velocity: .zero).x == 2480)
        // Pages and offsets.
        #expect(l.page(forOffset: Point(x: 900, y: 0)) == 1)
        #expect(l.page(forOffset: Point(x: -5000, y: 0)) == 0)
        #expect(l.page(forOffset: Point(x: 1e300, y: 0)) == 23)
        #expect(l.page(forOffset: Point(x: .nan, y: 0)) == 0)
        #expect(l.offset(forPage: 2) == Point(x: 1240, y: 0))
        #expect(l.offset(forPage: 99) == Point(x: 14_260, y: 0))
    }

    @Test func pagingThroughTheHostKeepsState() {
        var host = LayoutHost(layout: CardsLayout(), context: LayoutContext(viewport: viewport, itemCount: 24))
        #expect(host.targetContentOffset(proposed: Point(x: 250, y: 0), velocity: .zero).x == 620)
        host.setContentOffset(Point(x: 620, y: 0))
        #expect(host.targetContentOffset(proposed: Point(x: 900, y: 0), velocity: .zero).x == 1240)
        host.didSettle(at: Point(x: 0, y: 0))
        #expect(host.targetContentOffset(proposed: Point(x: 100, y: 0), velocity: .zero).x == 0)
    }

    @Test func cardWiderThanTheViewportStaysInTheContent() {
        // 1500 > 1280: inset 0 (the seed's would be −110), pages start at (1500 − 1280) / 2 = 110.
        let l = prepared(CardsLayout(cardSize: Size(width: 1500, height: 900), lineSpacing: 20), items: 3)
        #expect(l.inset == 0)
        #expect(l.offset(forPage: 0) == Point(x: 110, y: 0))
        #expect(l.offset(forPage: 2) == Point(x: 110 + 2 * 1520, y: 0))
        // Page 1's offset centers card 1: 1520 + 750 − 640 = 1630.
        #expect(l.attributes(forItem: IndexPath(item: 1))!.center == Point(x: 2270, y: 450))
        #expect(l.contentSize == Size(width: 3 * 1500 + 2 * 20, height: 900))
    }

    @Test(arguments: [0, 1, 2, 3, 7, 100, 1000])
    func ladderOfItemCounts(items: Int) {
        let end = Double(max(0, items - 1)) * 620
        for x in [-5000, -300, 0, 300, 777, end, end + 1000] {
            let context = LayoutContext(viewport: viewport, contentOffset: Point(x: x, y: 0), itemCount: items)
            #expect(LayoutChecker.check(CardsLayout(), context: context) == [], "offset \(x)")
            #expect(LayoutChecker.check(CardsLayout(cardSize: Size(width: 2000, height: 2000), lineSpacing: 0),
                                        context: context) == [], "offset \(x)")
        }
    }

    @Test func hundredsOfRandomParameterSets() {
        withEverySeed(0..<300) { seed, rng in
            let layout = CardsLayout(cardSize: Size(width: rng.double(in: 1...1600), height: rng.double(in: 1...1200)),
                                     lineSpacing: rng.bool() ? 0 : rng.double(in: 0...80))
            let checked = LayoutChecker.checkInRandomRowContext(layout, step: { ($0 as! CardsLayout).step }, rng: &rng)
            #expect(checked.violations == [], "seed \(seed)")
        }
    }

    @Test func millionItemsQueryOnlyWhatIsVisible() {
        let l = prepared(items: 1_000_000, offsetX: 100_000_000)
        let rect = Rect(x: 100_000_000, y: 0, width: 1280, height: 800)
        let visible = l.attributes(in: rect)
        // Card i spans 340 + 620·i … + 600: i from ⌈(10⁸ − 940) / 620⌉ = 161,289 to ⌊(10⁸ + 940) / 620⌋ = 161,291.
        #expect(visible.map(\.indexPath.item) == [161_289, 161_290, 161_291])
        let window = (161_200..<161_400).compactMap { l.attributes(forItem: IndexPath(item: $0)) }
        #expect(window.filter { $0.frame.intersects(rect) } == visible)
    }

    @Test func snappingStaysOnPagesOnePageAtATime() {
        withEverySeed(0..<300) { seed, rng in
            var l = CardsLayout(cardSize: Size(width: rng.double(in: 1...1600), height: 300),
                                lineSpacing: rng.double(in: 0...80))
            let n = rng.int(in: 1...400)
            l.prepare(LayoutContext(viewport: Size(width: rng.double(in: 50...1500), height: 600), itemCount: n))
            let extent = Double(n) * l.step
            for _ in 0..<20 {
                let before = l.currentPage
                // Mirror: releases on both sides of the current page, sometimes far beyond the content.
                let proposed = l.previousOffsetX + rng.double(in: -1.5...1.5) * l.step * (rng.bool() ? 1 : 10)
                let target = l.targetContentOffset(proposed: Point(x: proposed, y: 0), velocity: .zero)
                let page = l.page(forOffset: target)
                #expect(target == l.offset(forPage: page), "seed \(seed)")
                #expect((0..<n).contains(page) && abs(page - before) <= 1, "seed \(seed)")
                #expect(page == l.currentPage, "seed \(seed)")
                if rng.int(in: 0...4) == 0 { l.didSettle(at: Point(x: rng.double(in: -1000...(extent + 1000)), y: 0)) }
            }
        }
    }

    @Test func registeredAfterRotating() throws {
        let names = LayoutRegistry.names
        let rotating = try #require(names.firstIndex(of: "rotating"))
        let cards = try #require(names.firstIndex(of: "cards"))
        #expect(cards == rotating + 1)
        let l = try #require(try LayoutRegistry.make("cards", params: ["cardWidth": "500"]) as? CardsLayout)
        #expect(l.cardSize == Size(width: 500, height: 400) && l.lineSpacing == 20)
        #expect(throws: ParameterError.self) { try LayoutRegistry.make("cards", params: ["cardHeight": "0"]) }
        #expect(throws: ParameterError.self) { try LayoutRegistry.make("cards", params: ["lineSpacing": "inf"]) }
    }
}
