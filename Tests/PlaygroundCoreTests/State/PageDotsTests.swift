import Testing
@testable import PlaygroundCore

/// Page dots in UIPageControl's manner: at most `maxDots`, a window following the current page whose sides with
/// pages beyond end in smaller dots, above the window's HUD.
@Suite struct PageDotsTests {
    @Test func fewPagesShowOneFullDotEach() {
        #expect(Playground.pageDots(pages: 0, current: 0).isEmpty)
        #expect(Playground.pageDots(pages: 2, current: 1).map(\.page) == [0, 1])
        let fifteen = Playground.pageDots(pages: 15, current: 14)
        #expect(fifteen.map(\.page) == Array(0..<15) && fifteen.allSatisfy { $0.scale == 1 })
    }

    @Test func manyPagesShowAWindowWithShrunkEnds() {
        let start = Playground.pageDots(pages: 120, current: 0)
        #expect(start.map(\.page) == Array(0..<15))
        #expect(start.map(\.scale) == Array(repeating: 1, count: 13) + [0.75, 0.5])
        let middle = Playground.pageDots(pages: 120, current: 60)
        #expect(middle.map(\.page) == Array(53...67))
        #expect(middle.map(\.scale) == [0.5, 0.75] + Array(repeating: 1, count: 11) + [0.75, 0.5])
        let end = Playground.pageDots(pages: 120, current: 119)
        #expect(end.map(\.page) == Array(105..<120))
        #expect(end.map(\.scale) == [0.5, 0.75] + Array(repeating: 1, count: 13))
        // One more page than fit: the window moves by one, and only the side with a page beyond shrinks.
        #expect(Playground.pageDots(pages: 16, current: 15).map(\.scale) == [0.5, 0.75] + Array(repeating: 1, count: 13))
    }

    @Test(arguments: [16, 17, 30, 120, 1000])
    func everyCurrentPageIsShownFullSize(pages: Int) {
        for current in 0..<pages {
            let dots = Playground.pageDots(pages: pages, current: current)
            #expect(dots.count == Playground.maxDots)
            #expect(dots.first { $0.page == current }?.scale == 1, "\(pages) pages, current \(current)")
            #expect(zip(dots, dots.dropFirst()).allSatisfy { $0.page + 1 == $1.page })
        }
    }

    @Test func rotatingWith120ItemsDrawsFifteenDotsAboveTheHUD() throws {
        for size in [Size(width: 1280, height: 800), Size(width: 800, height: 600)] {
            var p = try Playground(config: PlaygroundConfig(viewport: size, layoutName: "rotating", itemCount: 120))
            let dots = p.advance(to: 0).items.filter { $0.role == .indicator }
            #expect(dots.count == 15)
            let bottom = dots.map(\.quad.bounds.maxY).max() ?? 0
            #expect(bottom <= size.height - Playground.dotsBaseline + Playground.dotSize / 2)
            // Side by side, none overlapping, centered.
            let xs = dots.map(\.quad.bounds)
            #expect(zip(xs, xs.dropFirst()).allSatisfy { $0.maxX < $1.minX })
            #expect(abs((xs.first!.midX + xs.last!.midX) / 2 - size.width / 2) < 1e-9)
        }
    }
}
