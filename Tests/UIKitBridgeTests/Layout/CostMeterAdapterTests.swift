import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// The cost meter's side in the adapter (`LayoutCallCosts`): each call into the layout's own code is timed with the
/// clock the edge hands over, and nothing is timed without one.
@Suite struct CostMeterAdapterTests {
    typealias CorePath = PlaygroundCore.IndexPath

    /// 320 points wide: three items of 100 a line (100·3 + 10·2 = 320), lines 110 points apart.
    func flow() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        return layout
    }

    @Test func theMeterTimesEachCallWithTheClockItIsGiven() {
        var adapter = UIKitLayoutAdapter(layout: flow())
        var now = 0.0
        adapter.costClock = { now += 0.001; return now }  // every reading 1 ms later
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 30))
        let prepared = adapter.takeCosts()
        #expect(prepared[.prepare].calls == 1 && abs(prepared[.prepare].seconds - 0.001) < 1e-12)
        _ = adapter.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480))
        let costs = adapter.takeCosts()
        // One rect query, two clock readings 1 ms apart; nothing else asked of the layout.
        #expect(costs[.elements].calls == 1 && abs(costs[.elements].seconds - 0.001) < 1e-12)
        #expect(abs(costs.total - 0.001) < 1e-12 && adapter.takeCosts().total == 0)
        adapter.costClock = nil
        _ = adapter.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(adapter.takeCosts() == LayoutCallCosts())
    }

    /// Timing changes nothing the layout is asked: an item is answered from a rect query around it (a few probes
    /// along the scroll axis find where it is), never from `layoutAttributesForItem(at:)` when rect queries list cells.
    @Test func anItemIsAnsweredFromTheRectQueryAndTimedAsOne() throws {
        var adapter = UIKitLayoutAdapter(layout: flow())
        var now = 0.0
        adapter.costClock = { now += 0.001; return now }
        adapter.prepare(LayoutContext(viewport: Size(width: 320, height: 480), itemCount: 30))
        _ = adapter.takeCosts()
        let a = try #require(adapter.attributes(forItem: CorePath(section: 0, item: 4)))
        // Item 4: line 1 (y 110), second in it (x 110).
        #expect(a.frame == Rect(x: 110, y: 110, width: 100, height: 100))
        let b = try #require(adapter.attributes(forItem: CorePath(section: 0, item: 29)))
        #expect(b.frame == Rect(x: 220, y: 9 * 110, width: 100, height: 100))
        let costs = adapter.takeCosts()
        // 1,090 points of content in strips of 480: a binary search over 4 strips, a neighbour or two.
        #expect(costs[.elements].calls >= 1 && costs[.elements].calls <= 6 && costs[.item].calls == 0)
    }
}
