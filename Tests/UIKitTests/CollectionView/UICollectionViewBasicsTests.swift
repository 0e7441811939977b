import Testing
import UIKit

final class PlainDelegate: NSObject, UICollectionViewDelegate {}

@Suite struct UICollectionViewBasicsTests {
    @Test func countsComeFromTheDataSource() {
        let cv = collectionView(UICollectionViewFlowLayout(), counts: [3, 0, 5])
        #expect(cv.numberOfSections == 3)
        #expect([0, 1, 2].map { cv.numberOfItems(inSection: $0) } == [3, 0, 5])
    }

    /// `delegate` is weak on iOS; here it is held strongly, so that a layout file's `makeLayout(_:)` can hand
    /// over a delegate it just made (docs/uikit.md, "Known differences from iOS").
    @Test func delegateIsWeak() {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        do { cv.delegate = PlainDelegate() }
        withKnownIssue("the delegate is held strongly here") {
            #expect(cv.delegate == nil)
        }
    }

    @Test func layoutQueriesGoThroughTheLayout() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        flow.minimumInteritemSpacing = 10
        let cv = collectionView(flow, width: 320, height: 480, counts: [7])
        // 3 a line on 320 points (100 + 10 + 100 + 10 + 100): items 0…5 meet the first 210 points.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 110)
        #expect(cv.indexPathForItem(at: CGPoint(x: 50, y: 150)) == IndexPath(item: 3, section: 0))
    }
}
