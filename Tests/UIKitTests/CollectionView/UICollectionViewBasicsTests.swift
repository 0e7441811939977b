import Testing
import UIKit

final class PlainDelegate: NSObject, UICollectionViewDelegate {}

final class PlainDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

/// Redeclares `dataSource` and `delegate` as a subclass may on iOS.
final class RememberingCollectionView: UICollectionView {
    var remembered: [AnyObject] = []
    override weak var dataSource: UICollectionViewDataSource? {
        didSet { if let dataSource { remembered.append(dataSource) } }
    }
    override weak var delegate: UICollectionViewDelegate? {
        didSet { if let delegate { remembered.append(delegate) } }
    }
}

@Suite struct UICollectionViewBasicsTests {
    @Test func countsComeFromTheDataSource() {
        let cv = collectionView(UICollectionViewFlowLayout(), counts: [3, 0, 5])
        #expect(cv.numberOfSections == 3)
        #expect([0, 1, 2].map { cv.numberOfItems(inSection: $0) } == [3, 0, 5])
    }

    /// `delegate` and `dataSource` are weak (UICollectionView.h: `@property (nonatomic, weak, nullable)`).
    @Test func delegateIsWeak() {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        do { cv.delegate = PlainDelegate() }
        #expect(cv.delegate == nil)
        do { cv.dataSource = PlainDataSource() }
        #expect(cv.dataSource == nil)
        let kept = PlainDataSource()
        cv.dataSource = kept
        #expect(cv.dataSource === kept)
    }

    /// A subclass may redeclare them `weak` with observers (HGPlaceholders' `CollectionView` does), as it does on iOS.
    @Test func aSubclassRedeclaresThemWeak() {
        let cv = RememberingCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = PlainDataSource()
        let delegate = PlainDelegate()
        cv.dataSource = source
        cv.delegate = delegate
        #expect(cv.remembered.count == 2)
        #expect(cv.remembered[0] === source && cv.remembered[1] === delegate)
        #expect(cv.numberOfItems(inSection: 0) == 2)
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
