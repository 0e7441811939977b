import Foundation
import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

@Suite struct HostingTests {
    @Test func aModernControllerIsHostedAndShowsItsDataSourcesData() throws {
        let host = UIKitHostedController(viewport: Size(width: 390, height: 844)) { ModernFruitsViewController() }
        let vc = try #require(host.viewController as? ModernFruitsViewController)
        #expect(vc.log == ["viewDidLoad", "viewDidLayoutSubviews 390"])
        let cv = try #require(host.collectionView)
        #expect(cv === vc.collectionView && cv.collectionViewLayout is UICollectionViewCompositionalLayout)
        let data = try #require(host.data)
        #expect(data.sectionCounts == [3, 4] && data.isDiffable && data.canDelete)
        #expect((data.itemIdentifier(at: PlaygroundCore.IndexPath(section: 1, item: 2))?.base as? ModernFruitsViewController.Item)?.name == "Fig")
        #expect(data.sectionIdentifier(at: 0) == AnyHashable(ModernFruitsViewController.Section.list))
        // The layout as the playground sees it: 3 rows of 44, then 2 rows of two 195 × 100 cells.
        var layout = try #require(UIKitLayoutAdapter(hosting: host))
        #expect(layout.name == "modernfruitsviewcontroller")
        layout.prepare(LayoutContext(viewport: Size(width: 390, height: 844), itemCount: 7))
        #expect(layout.contentSize == Size(width: 390, height: 332))
        let fig = try #require(layout.attributes(forItem: PlaygroundCore.IndexPath(section: 1, item: 2)))
        #expect(fig.frame == Rect(x: 0, y: 232, width: 195, height: 100))
        host.layoutIfNeeded()
        #expect(cv.visibleCells.count == 7)
    }

    @Test func aReorderAndADeleteReachTheDiffableDataSource() throws {
        let host = UIKitHostedController(viewport: Size(width: 390, height: 844)) { ModernFruitsViewController() }
        let vc = try #require(host.viewController as? ModernFruitsViewController)
        let data = try #require(host.data)
        #expect(data.moveItem(from: PlaygroundCore.IndexPath(section: 0, item: 0), to: PlaygroundCore.IndexPath(section: 1, item: 1)))
        #expect(vc.names == [["Banana", "Cherry"], ["Date", "Apple", "Elderberry", "Fig", "Grape"]])
        #expect(data.sectionCounts == [2, 5])
        #expect(data.deleteItems(at: [PlaygroundCore.IndexPath(section: 1, item: 0)]))
        #expect(vc.names == [["Banana", "Cherry"], ["Apple", "Elderberry", "Fig", "Grape"]])
        #expect(data.sectionCounts == [2, 4])
        #expect(!data.moveItem(from: PlaygroundCore.IndexPath(section: 5, item: 0), to: PlaygroundCore.IndexPath(section: 0, item: 0)))
    }

    @Test func aReorderReachesAClassicDataSourceAndDeletesAreNotOffered() throws {
        let host = UIKitHostedController(viewport: Size(width: 320, height: 480)) { ClassicNumbersViewController() }
        let vc = try #require(host.viewController as? ClassicNumbersViewController)
        let data = try #require(host.data)
        #expect(!data.isDiffable && !data.canDelete && data.itemIdentifier(at: PlaygroundCore.IndexPath(section: 0, item: 0)) == nil)
        #expect(!data.canMoveItem(at: PlaygroundCore.IndexPath(section: 0, item: 3)))  // the data source refuses 4
        #expect(data.moveItem(from: PlaygroundCore.IndexPath(section: 0, item: 0), to: PlaygroundCore.IndexPath(section: 0, item: 2)))
        #expect(vc.numbers == [2, 3, 1, 4])
        #expect(!data.deleteItems(at: [PlaygroundCore.IndexPath(section: 0, item: 0)]))
        #expect(vc.numbers.count == 4)
    }

    @Test func resizingCallsViewWillTransitionThenLaysOut() throws {
        let host = UIKitHostedController(viewport: Size(width: 390, height: 844)) { ModernFruitsViewController() }
        let vc = try #require(host.viewController as? ModernFruitsViewController)
        vc.log = []
        host.resize(to: Size(width: 844, height: 390))
        #expect(vc.log == ["viewWillTransition 844", "viewDidLayoutSubviews 844"])
        #expect(host.collectionView?.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }
}
