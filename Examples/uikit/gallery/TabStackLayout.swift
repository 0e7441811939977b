// A 3D stack of tabs, as a browser's tab switcher shows them: each tab tilted back about its top edge with
// perspective, overlapping the one behind; scrolling slides the stack. Written for LayoutPlayground's examples.
import UIKit
import QuartzCore

class TabStackLayout: UICollectionViewLayout {
    /// The distance between the tops of two tabs, points.
    var spacing: CGFloat = 110
    /// The tilt of every tab, radians (back, about the X axis).
    var tilt: CGFloat = -0.45
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var tabSize = CGSize.zero

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let bounds = collectionView.bounds
        tabSize = CGSize(width: max(10, bounds.width - 40), height: max(10, min(bounds.height * 0.75, 520)))
        let count = collectionView.numberOfItems(inSection: 0)
        cache = (0..<count).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = CGRect(x: 20, y: 20 + CGFloat(i) * spacing, width: tabSize.width, height: tabSize.height)
            var t = CATransform3DIdentity
            t.m34 = -1 / 1000
            // Tilt about the top edge: move the center to the top, rotate, move back.
            t = CATransform3DTranslate(t, 0, -tabSize.height / 2, 0)
            t = CATransform3DRotate(t, tilt, 1, 0, 0)
            t = CATransform3DTranslate(t, 0, tabSize.height / 2, 0)
            a.transform3D = t
            a.zIndex = i
            return a
        }
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        let bottom = cache.last.map { $0.frame.maxY + 20 } ?? 0
        return CGSize(width: collectionView.bounds.width, height: max(bottom, collectionView.bounds.height))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < cache.count ? cache[indexPath.item] : nil
    }
}
