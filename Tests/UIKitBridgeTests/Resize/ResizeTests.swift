import PlaygroundCore
import Testing
import UIKit
import UIKitBridge

/// A layout whose items span the collection view's width as it was at `prepare()`, and that never asks to be
/// invalidated on a bounds change (UICollectionViewLayout's default answer).
final class FullWidthRowsLayout: UICollectionViewLayout {
    private var width: CGFloat = 0

    override func prepare() {
        super.prepare()
        width = collectionView?.bounds.width ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 50)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
            layoutAttributesForItem(at: Foundation.IndexPath(item: $0, section: 0))
        }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: width, height: 50)
        return a
    }
}

/// Size changes reach a UIKit layout only through shouldInvalidateLayout(forBoundsChange:), as on a device.
@Suite struct ResizeTests {
    @Test func aLayoutAnsweringFalseKeepsItsStaleFramesAcrossARotation() throws {
        var adapter = UIKitLayoutAdapter(layout: FullWidthRowsLayout())
        adapter.prepare(LayoutContext(viewport: Size(width: 375, height: 667), itemCount: 3))
        #expect(adapter.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: 1))?.frame
            == Rect(x: 0, y: 50, width: 375, height: 50))
        // Rotated: 667 × 375. iOS keeps the frames made for 375 points (the layout said false).
        adapter.prepare(LayoutContext(viewport: Size(width: 667, height: 375), itemCount: 3))
        #expect(adapter.attributes(forItem: PlaygroundCore.IndexPath(section: 0, item: 1))?.frame
            == Rect(x: 0, y: 50, width: 375, height: 50))
        #expect(adapter.collectionView.bounds.size == CGSize(width: 667, height: 375))
        // Only this layout's own notices: Swift Testing runs tests on shared threads, and notices of UIKit symbols
        // another test met first may wait on this one (PlaygroundNotices keeps them per thread).
        let notices = adapter.takeNotices().filter { $0.symbol.hasPrefix("fullwidthrowslayout") }
        #expect(notices.map(\.line) == ["fullwidthrowslayout.shouldInvalidateLayout(forBoundsChange:): returned false "
            + "for a size change (375×667 → 667×375): the layout keeps its old frames, as UIKit would show them"])
        // A flow layout answers true to a size change: relaid out for the new width.
        var flow = UIKitLayoutAdapter(layout: {
            let f = UICollectionViewFlowLayout()
            f.itemSize = CGSize(width: 100, height: 100)
            f.minimumInteritemSpacing = 0
            f.minimumLineSpacing = 0
            return f
        }())
        flow.prepare(LayoutContext(viewport: Size(width: 375, height: 667), itemCount: 6))
        #expect(flow.contentSize == Size(width: 375, height: 200))
        flow.prepare(LayoutContext(viewport: Size(width: 667, height: 375), itemCount: 6))
        #expect(flow.contentSize == Size(width: 667, height: 100))
    }
}
