import PlaygroundCore
import Testing
import TestSupport
import UIKit
import UIKitBridge

/// Layouts in the styles of public libraries, through the adapter, over a ladder of item counts, viewports and
/// offsets, checked by the core's layout rules.
@Suite struct StyleLayoutTests {
    typealias CorePath = PlaygroundCore.IndexPath

    func ladder(_ make: @escaping () -> UIKitLayoutAdapter, sizes: [Size] = [], file: String = #function) {
        for viewport in [Size(width: 390, height: 844), Size(width: 1024, height: 700)] {
            let shared = make()
            for items in [0, 1, 2, 7, 60] {
                for offset in [0.0, 300, 5000] {
                    let c = LayoutContext(viewport: viewport, contentOffset: Point(x: 0, y: offset), itemCount: items,
                                          naturalSizes: sizes.isEmpty ? .square : ItemSizes(sizes))
                    #expect(LayoutChecker.check(shared, context: c) == [], "\(file): \(items) items at \(offset) in \(viewport)")
                    #expect(LayoutChecker.check(make(), context: c) == [], "\(file): fresh, \(items) items at \(offset)")
                }
            }
        }
    }

    @Test func masonryWithItsOwnDelegateProtocol() throws {
        let photos = MasonryPhotos()
        let sizes = [Size(width: 400, height: 300), Size(width: 300, height: 500), Size(width: 500, height: 500)]
        ladder({ UIKitLayoutAdapter(name: "masonry", make: { cv in cv.delegate = photos; return MasonryLayout() }) },
               sizes: sizes)
        var adapter = UIKitLayoutAdapter(name: "masonry", make: { cv in cv.delegate = photos; return MasonryLayout() })
        adapter.prepare(LayoutContext(viewport: Size(width: 400, height: 800), itemCount: 3, naturalSizes: ItemSizes(sizes)))
        // Column width 200, photo width 188: heights 141, 313.33…; the third goes under the first (shorter column).
        let third = try #require(adapter.attributes(forItem: CorePath(section: 0, item: 2)))
        #expect(third.frame.minX == 6 && abs(third.frame.minY - (141 + 12 + 6)) < 1e-9)
    }

    @Test func circleLayoutAndItsAppearingItems() throws {
        ladder { UIKitLayoutAdapter(layout: CircleLayout()) }
        var adapter = UIKitLayoutAdapter(layout: CircleLayout())
        adapter.prepare(LayoutContext(viewport: Size(width: 400, height: 400), itemCount: 4))
        let appearing = try #require(adapter.initialAttributes(forAppearingItem: CorePath(section: 0, item: 1),
                                                               in: Rect(x: 0, y: 0, width: 400, height: 400)))
        #expect(appearing.center == Point(x: 200, y: 200) && appearing.alpha == 0)
        // The layout answers nil for an item it was not told is deleted: UIKit's default, which the playground's
        // batch update supplies (the item fades out where it was shown; docs/uikit.md, "Batch updates").
        #expect(adapter.finalAttributes(forDisappearingItem: CorePath(section: 0, item: 1),
                                        in: Rect(x: 0, y: 0, width: 400, height: 400)) == nil)
    }

    @Test func stickyHeadersWrittenByHand() throws {
        ladder { UIKitLayoutAdapter(layout: StickyHeaderFlowLayout(), sections: 3) }
        var adapter = UIKitLayoutAdapter(layout: StickyHeaderFlowLayout(), sections: 2)
        let c = LayoutContext(viewport: Size(width: 390, height: 844), contentOffset: Point(x: 0, y: 120), itemCount: 40)
        adapter.prepare(c)
        let header = try #require(adapter.attributes(in: Rect(origin: c.contentOffset, size: c.viewport))
            .first { $0.category == .supplementary(kind: UICollectionView.elementKindSectionHeader) })
        #expect(header.frame.minY == 120 && header.zIndex == 1024)
    }

    @Test func tabStackInPerspective() {
        ladder { UIKitLayoutAdapter(layout: TabStackLayout()) }
    }

    @Test func springsRestWhereTheFlowLayoutPutsThem() throws {
        ladder { UIKitLayoutAdapter(layout: SpringyFlowLayout()) }
        var springs = UIKitLayoutAdapter(layout: SpringyFlowLayout())
        var flow = UIKitLayoutAdapter(layout: UICollectionViewFlowLayout())
        let c = LayoutContext(viewport: Size(width: 390, height: 844), itemCount: 20)
        springs.prepare(c)
        flow.prepare(c)
        #expect(springs.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844)).map(\.frame)
            == flow.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844)).map(\.frame))
    }

    @Test func leftAlignedTagsAndCarouselsKeepTheRules() {
        ladder {
            let delegate = WidthsDelegate()
            return UIKitLayoutAdapter(name: "tags", make: { cv in cv.delegate = delegate; return LeftAlignedFlowLayout() })
        }
    }
}

/// The API-surface layouts keep the rules too.
@Suite struct APISurfaceTests {
    @Test func tagsPagerAndLegacyNames() {
        let tags = TagSizes()
        let layouts: [() -> UIKitLayoutAdapter] = [
            { UIKitLayoutAdapter(name: "tags", make: { cv in cv.delegate = tags; return LeftAlignedFlowLayout() }) },
            { UIKitLayoutAdapter(layout: PeekingPagerLayout()) },
            { UIKitLayoutAdapter(layout: LegacyNamesLayout()) },
        ]
        for make in layouts {
            for items in [0, 1, 9, 40] {
                let c = LayoutContext(viewport: Size(width: 390, height: 600), contentOffset: Point(x: 0, y: 0),
                                      itemCount: items)
                #expect(LayoutChecker.check(make(), context: c) == [], "\(items) items")
            }
        }
        var pager = UIKitLayoutAdapter(layout: PeekingPagerLayout())
        pager.prepare(LayoutContext(viewport: Size(width: 400, height: 600), itemCount: 5))
        // contentInset set in prepare widens the scroll range; the fast rate reaches the physics.
        #expect(pager.contentOffsetRange.min.x == -40 && pager.decelerationRate == 0.99)
        #expect(pager.scrollAxis == .horizontal)
    }
}
