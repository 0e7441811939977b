// A wheel: the items on the rim of a large circle whose center sits below the view, turning as the content
// scrolls, each item rotated to face outward (a dial or a "circular collection view" picker). Written for
// LayoutPlayground's examples (docs/uikit.md).
import UIKit

class WheelLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 120, height: 160)
    /// The angle between neighbors, radians.
    var anglePerItem: CGFloat = 0.22
    private var attributesList: [UICollectionViewLayoutAttributes] = []

    /// The rim's radius: large enough for the items not to overlap.
    var radius: CGFloat { max(itemSize.width / anglePerItem, 300) }

    /// One item's turn per item width of scrolling.
    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        let count = CGFloat(collectionView.numberOfItems(inSection: 0))
        return CGSize(width: max(count - 1, 0) * itemSize.width + collectionView.bounds.width,
                      height: collectionView.bounds.height)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let bounds = collectionView.bounds
        let turned = -anglePerItem * collectionView.contentOffset.x / itemSize.width
        let centerX = collectionView.contentOffset.x + bounds.width / 2
        let anchorY = bounds.height / 2 + radius
        let content = collectionViewContentSize
        attributesList = (0..<collectionView.numberOfItems(inSection: 0)).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            let angle = anglePerItem * CGFloat(i) + turned
            a.size = itemSize
            a.center = CGPoint(x: centerX + radius * sin(angle), y: anchorY - radius * cos(angle))
            a.transform = CGAffineTransform(rotationAngle: angle)
            a.zIndex = -abs(Int(angle * 100))
            // Items that turned below the view's bottom or past the content's ends are out of sight: hidden, and
            // kept inside the content.
            let half = CGSize(width: itemSize.width / 2, height: itemSize.height / 2)
            let kept = CGPoint(x: min(max(a.center.x, half.width), content.width - half.width),
                               y: min(max(a.center.y, half.height), content.height - half.height))
            if kept != a.center || abs(angle) > .pi / 2 {
                a.center = kept
                a.isHidden = true
            }
            return a
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesList.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < attributesList.count ? attributesList[indexPath.item] : nil
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: (proposedContentOffset.x / itemSize.width).rounded() * itemSize.width, y: proposedContentOffset.y)
    }
}
