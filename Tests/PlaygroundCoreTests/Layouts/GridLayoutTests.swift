import Testing
import TestSupport
@testable import PlaygroundCore

@Suite struct GridLayoutTests {
    let viewport = Size(width: 640, height: 480)

    func prepared(_ layout: GridLayout = GridLayout(), items: Int, offset: Point = .zero) -> GridLayout {
        var l = layout
        l.prepare(LayoutContext(viewport: viewport, contentOffset: offset, itemCount: items))
        return l
    }

    @Test func workedExampleThreePerLineJustified() throws {
        // 640 wide, insets 10: 620 available; ⌊(620 + 10) / (180 + 10)⌋ = 3 per line;
        // spacing stretched to (620 − 3·180) / 2 = 40, so columns start at 10, 230, 450.
        let l = prepared(items: 7)
        let xs = (0..<3).map { l.attributes(forItem: IndexPath(item: $0))!.frame.minX }
        #expect(xs == [10, 230, 450])
        // Lines at 10, 200 (180 + lineSpacing 10), 390.
        #expect(l.attributes(forItem: IndexPath(item: 3))!.frame == Rect(x: 10, y: 200, width: 180, height: 180))
        #expect(l.attributes(forItem: IndexPath(item: 6))!.frame == Rect(x: 10, y: 390, width: 180, height: 180))
        // 3 lines: 10 + 3·180 + 2·10 + 10 = 580.
        #expect(l.contentSize == Size(width: 640, height: 580))
        #expect(l.contentOffsetRange.max == Point(x: 0, y: 100))
        #expect(l.attributes(forItem: IndexPath(item: 7)) == nil)
    }

    @Test func singleItemPerLineIsCentered() {
        let l = prepared(GridLayout(itemSize: Size(width: 400, height: 100)), items: 2)
        #expect(l.attributes(forItem: IndexPath(item: 1))!.frame == Rect(x: 120, y: 120, width: 400, height: 100))
    }

    @Test func horizontalDirectionSwapsAxes() {
        let l = prepared(GridLayout(itemSize: Size(width: 100, height: 140), direction: .horizontal), items: 10)
        // 480 tall, insets 10: 460; ⌊470 / 150⌋ = 3 per column-line, spacing (460 − 420) / 2 = 20.
        #expect(l.scrollAxis == .horizontal)
        #expect(l.attributes(forItem: IndexPath(item: 1))!.frame == Rect(x: 10, y: 170, width: 100, height: 140))
        #expect(l.attributes(forItem: IndexPath(item: 3))!.frame == Rect(x: 120, y: 10, width: 100, height: 140))
        // 4 lines: 10 + 4·100 + 3·10 + 10 = 450.
        #expect(l.contentSize == Size(width: 450, height: 480))
    }

    @Test func sectionsHeadersAndFooters() {
        let l = prepared(GridLayout(sections: 3, headerSize: 30, footerSize: 20), items: 8)
        // 8 items over 3 sections: 3, 3, 2.
        #expect(l.indexPath(forFlatIndex: 5) == IndexPath(section: 1, item: 2))
        #expect(l.indexPath(forFlatIndex: 6) == IndexPath(section: 2, item: 0))
        #expect(l.flatIndex(of: IndexPath(section: 2, item: 1)) == 7)
        // Section 0: header 30, inset 10, one line 180, inset 10, footer 20 = 250.
        let h1 = l.attributes(forSupplementary: GridLayout.headerKind, at: IndexPath(section: 1, item: 0))!
        #expect(h1.frame == Rect(x: 0, y: 250, width: 640, height: 30))
        #expect(h1.category == .supplementary(kind: "header"))
        #expect(l.attributes(forItem: IndexPath(section: 1, item: 0))!.frame.minY == 290)
        #expect(l.contentSize.height == 750)
        let f2 = l.attributes(forSupplementary: GridLayout.footerKind, at: IndexPath(section: 2, item: 0))!
        #expect(f2.frame == Rect(x: 0, y: 730, width: 640, height: 20))
    }

    @Test func pinnedHeaderSticksThenIsPushedOut() {
        let layout = GridLayout(sections: 2, headerSize: 30, pinHeaders: true)
        // Section 0 of 12 items: header 30 + 10 + 4 lines (4·180 + 3·10 = 750) + 10 = 800 long.
        let atTop = prepared(layout, items: 24, offset: Point(x: 0, y: 300))
        let h = atTop.attributes(forSupplementary: "header", at: IndexPath(section: 0, item: 0))!
        #expect(h.frame.minY == 300)
        #expect(h.zIndex > 0)
        let pushed = prepared(layout, items: 24, offset: Point(x: 0, y: 790))
        #expect(pushed.attributes(forSupplementary: "header", at: IndexPath(section: 0, item: 0))!.frame.minY == 770)
    }

    @Test(arguments: [0, 1, 2, 3, 7, 100, 1000])
    func ladderOfItemCounts(items: Int) {
        for layout in [GridLayout(), GridLayout(direction: .horizontal),
                       GridLayout(sections: 4, headerSize: 25, footerSize: 15, pinHeaders: true)] {
            let context = LayoutContext(viewport: viewport, contentOffset: Point(x: 0, y: 40), itemCount: items)
            #expect(LayoutChecker.check(layout, context: context) == [])
        }
    }

    @Test func hundredsOfRandomParameterSets() {
        withEverySeed(0..<300) { seed, rng in
            let layout = GridLayout(
                itemSize: Size(width: rng.double(in: 1...400), height: rng.double(in: 1...400)),
                lineSpacing: rng.double(in: 0...50), interitemSpacing: rng.double(in: 0...50),
                insets: Insets(top: rng.double(in: 0...40), left: rng.double(in: 0...40),
                               bottom: rng.double(in: 0...40), right: rng.double(in: 0...40)),
                direction: rng.bool() ? .vertical : .horizontal, sections: rng.int(in: 1...6),
                headerSize: rng.bool() ? 0 : rng.double(in: 1...60), footerSize: rng.bool() ? 0 : rng.double(in: 1...60),
                pinHeaders: rng.bool())
            let context = LayoutContext(
                viewport: Size(width: rng.double(in: 50...1500), height: rng.double(in: 50...1000)),
                contentOffset: Point(x: rng.double(in: -100...2000), y: rng.double(in: -100...2000)),
                itemCount: rng.int(in: 0...400))
            let problems = LayoutChecker.check(layout, context: context)
            #expect(problems == [], "seed \(seed)")
        }
    }

    @Test func millionItemsQueryOnlyWhatIsVisible() {
        let l = prepared(items: 1_000_000, offset: Point(x: 0, y: 50_000_000))
        let visible = l.attributes(in: Rect(x: 0, y: 10_000_000, width: 640, height: 480))
        // Lines start at 10 + k·190: k = 52631 (9,999,900…10,000,080) through k = 52634 (10,000,470…) meet
        // the rect 10,000,000…10,000,480: 4 lines × 3 items.
        #expect(visible.count == 12)
        #expect(visible.first?.indexPath == IndexPath(item: 52631 * 3))
        #expect(visible.allSatisfy { $0.frame.intersects(Rect(x: 0, y: 10_000_000, width: 640, height: 480)) })
    }
}
