import PlaygroundCore
import Testing
import TestSupport
import UIKit
import UIKitBridge

/// The adapter: UIKit layouts as the core's layouts, checked by the core's layout rules.
@Suite struct AdapterTests {
    typealias CorePath = PlaygroundCore.IndexPath

    func context(_ w: Double, _ h: Double, items: Int, offset: Point = .zero, sizes: [Size] = []) -> LayoutContext {
        LayoutContext(viewport: Size(width: w, height: h), contentOffset: offset, itemCount: items,
                      naturalSizes: sizes.isEmpty ? .square : ItemSizes(sizes))
    }

    @Test func carouselKeepsTheLayoutRulesOverTheLadder() {
        for viewport in [(800.0, 600.0), (375.0, 667.0)] {
            let adapter = UIKitLayoutAdapter(layout: ScalingCarouselLayout())
            for items in [0, 1, 2, 5, 50] {
                let pitch = 220.0, end = Double(max(0, items - 1)) * pitch
                for offset in [0, end / 2, end, -40] {
                    let c = context(viewport.0, viewport.1, items: items, offset: Point(x: offset, y: 0))
                    #expect(LayoutChecker.check(adapter, context: c) == [], "\(items) items at \(offset)")
                    #expect(LayoutChecker.check(UIKitLayoutAdapter(layout: ScalingCarouselLayout()), context: c) == [])
                }
            }
            #expect(adapter.scrollAxis == .horizontal)
        }
    }

    @Test func carouselCellsCarryScaleAndAlpha() throws {
        var adapter = UIKitLayoutAdapter(layout: ScalingCarouselLayout())
        adapter.prepare(context(800, 600, items: 5))
        let first = try #require(adapter.attributes(forItem: CorePath(section: 0, item: 0)))
        let second = try #require(adapter.attributes(forItem: CorePath(section: 0, item: 1)))
        #expect(first.center == Point(x: 400, y: 300) && first.transform.a == 1 && first.alpha == 1)
        #expect(abs(second.transform.a - (1 - 0.3 * 220 / 800)) < 1e-12 && second.alpha < 1)
        // Drawn from center, size and transform: the size is the layout's, not the scaled frame's.
        #expect(second.size == first.size)
        #expect(adapter.contentSize == Size(width: 300 + 5 * 200 + 4 * 20 + 300, height: 600))
    }

    @Test func boundsChangesAreAskedWithTheOldBoundsThenApplied() {
        let carousel = ScalingCarouselLayout()
        var host = LayoutHost(layout: UIKitLayoutAdapter(layout: carousel), context: context(800, 600, items: 10))
        _ = host.prepared()
        let prepares = carousel.prepareCount
        host.setContentOffset(Point(x: 100, y: 0))
        #expect(carousel.boundsWhenAsked.last == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(carousel.collectionView?.bounds == CGRect(x: 100, y: 0, width: 800, height: 600))
        #expect(!host.isValid)
        _ = host.prepared().attributes(in: Rect(x: 100, y: 0, width: 800, height: 600))
        #expect(carousel.prepareCount > prepares)
    }

    @Test func aLayoutThatInvalidatesItselfIsPreparedBeforeTheNextQuery() {
        let grid = CountingGridLayout()
        var adapter = UIKitLayoutAdapter(layout: grid)
        adapter.prepare(context(200, 400, items: 9))
        #expect(grid.prepareCount == 1)
        _ = adapter.contentSize
        #expect(grid.prepareCount == 1)
        grid.invalidateLayout()
        #expect(adapter.contentSize == Size(width: 200, height: 150))
        #expect(grid.prepareCount == 2)
        #expect(adapter.scrollAxis == .vertical)
    }

    @Test func invalidationContextsAreTheLayoutsOwnClass() {
        let layout = ContextCastingLayout()
        var adapter = UIKitLayoutAdapter(layout: layout)
        adapter.prepare(context(320, 480, items: 10))
        _ = adapter.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 50, width: 320, height: 480))
        adapter.prepare(context(320, 480, items: 12, offset: Point(x: 0, y: 50)))
        #expect(layout.reasons.contains("bounds") && layout.reasons.last == "data")
    }

    @Test func velocitiesReachTheLayoutInPointsPerMillisecond() {
        let carousel = ScalingCarouselLayout()
        var adapter = UIKitLayoutAdapter(layout: carousel)
        adapter.prepare(context(800, 600, items: 10))
        // 1000 points per second is 1 point per millisecond: a flick to the next page.
        let flick = adapter.targetContentOffset(proposed: Point(x: 500, y: 0), velocity: Point(x: 1000, y: 0))
        #expect(carousel.velocitiesSeen.last == CGPoint(x: 1, y: 0))
        #expect(flick == Point(x: 220, y: 0))
        // 200 points per second (0.2 per ms) is below the layout's 0.3 threshold: the nearest page.
        let slow = adapter.targetContentOffset(proposed: Point(x: 500, y: 0), velocity: Point(x: 200, y: 0))
        #expect(slow == Point(x: 440, y: 0))
    }

    @Test func sectionsSplitTheItems() throws {
        let plugin = Unmanaged<LayoutPlugin>.fromOpaque(uikitLayoutPlugin(name: "flow", make: {
            UICollectionViewFlowLayout()
        })).takeRetainedValue()
        #expect(throws: ParameterError.self) { try ParameterValues(["sections": "0"], specs: plugin.parameters, layout: "flow") }
        var layout = plugin.make(try ParameterValues(["sections": "3"], specs: plugin.parameters, layout: "flow"))
        layout.prepare(context(320, 480, items: 10))
        let adapter = try #require(layout as? UIKitLayoutAdapter)
        let cv = adapter.collectionView
        #expect(cv.numberOfSections == 3)
        #expect((0..<3).map { cv.numberOfItems(inSection: $0) } == [4, 3, 3])
        #expect(layout.indexPath(forFlatIndex: 5) == CorePath(section: 1, item: 1))
        #expect(layout.flatIndex(of: CorePath(section: 2, item: 0)) == 7)
        // Sections follow one another: section 1 (50-point items, four a line) starts below section 0's line.
        #expect(layout.attributes(forItem: CorePath(section: 1, item: 0))?.frame.minY == 50)
        #expect(LayoutChecker.check(layout, context: context(320, 480, items: 10)) == [])
        #expect(UIKitLayoutAdapter.sectionCounts(total: 2, sections: 3) == [1, 1, 0])
    }

    @Test func naturalSizesReachDelegates() {
        let delegate = PhotoHeightsDelegate()
        var adapter = UIKitLayoutAdapter(name: "masonry", make: { cv in
            cv.delegate = delegate
            return UICollectionViewFlowLayout()
        })
        adapter.prepare(context(320, 480, items: 2, sizes: [Size(width: 400, height: 300), Size(width: 300, height: 600)]))
        #expect(adapter.attributes(forItem: CorePath(section: 0, item: 0))?.size == Size(width: 100, height: 75))
        #expect(adapter.attributes(forItem: CorePath(section: 0, item: 1))?.size == Size(width: 100, height: 200))
    }

    @Test func perspectiveBecomesTheCoresTransform3D() throws {
        var adapter = UIKitLayoutAdapter(layout: TiltedLayout())
        adapter.prepare(context(320, 480, items: 1))
        let a = try #require(adapter.attributes(forItem: CorePath(section: 0, item: 0)))
        let t = try #require(a.transform3D)
        #expect(t[3, 2] != 0 && a.transform == .identity)  // m34 lands in the core's row 3, column 2
        #expect(LayoutChecker.check(adapter, context: context(320, 480, items: 7)) == [])
    }

    @Test func theLayoutsDecelerationRateAndPagingReachThePlayground() throws {
        let plugin = UIKitLayoutAdapter.plugin(name: "pager", make: { _ in FastPagerLayout() })
        let descriptor = plugin.descriptor(name: "pager", source: "test")
        var playground = try Playground(config: PlaygroundConfig(
            viewport: Size(width: 400, height: 300), layoutName: "pager", itemCount: 6,
            layouts: LayoutRegistry.all + [descriptor]))
        #expect(playground.scroller.decelerationRate == 0.99)
        #expect(playground.page() == 0)
        var layout = playground.layout()
        // Paging: one page at most from where the content is, the way the velocity points.
        #expect(layout.targetContentOffset(proposed: Point(x: 900, y: 0), velocity: Point(x: 800, y: 0))
            == Point(x: 400, y: 0))
        #expect(layout.snapOffset(forPage: 9) == Point(x: 2000, y: 0))
        // A built-in layout keeps the session's rate.
        playground.switchLayout(to: "grid", at: 0)
        #expect(playground.scroller.decelerationRate == 0.998)
    }
}
