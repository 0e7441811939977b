// Cover Flow: a horizontal row of covers, the centered one facing the viewer, the others turned about the vertical
// axis with perspective and tucked behind it. A flow layout subclass in the style of the many "CoverFlowLayout"
// libraries. Written for LayoutPlayground's examples (docs/uikit.md).
import UIKit

class CoverFlowLayout: UICollectionViewFlowLayout {
    /// The turn of a cover one step or more from the center, radians.
    var maxAngle: CGFloat = .pi / 3
    /// How much closer the covers at the sides are packed, as a fraction of a step.
    var squeeze: CGFloat = 0.45

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 240, height: 240)
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let side = max(0, (collectionView.bounds.width - itemSize.width) / 2)
        let top = max(0, (collectionView.bounds.height - itemSize.height) / 2)
        sectionInset = UIEdgeInsets(top: top, left: side, bottom: top, right: side)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let midX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let a = original.copy() as! UICollectionViewLayoutAttributes
            let offset = (a.center.x - midX) / itemSize.width        // in steps, signed
            let clamped = min(max(offset, -1), 1)
            var t = CATransform3DIdentity
            t.m34 = -1 / 600
            // Pull the side covers toward the center, push them back, turn them.
            t = CATransform3DTranslate(t, -clamped * squeeze * itemSize.width, 0, -abs(clamped) * 120)
            t = CATransform3DRotate(t, -clamped * maxAngle, 0, 1, 0)
            a.transform3D = t
            a.zIndex = 1000 - Int(abs(offset) * 10)
            return a
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let step = itemSize.width + minimumLineSpacing
        let count = CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0)
        let page = min(max((proposedContentOffset.x / step).rounded(), 0), max(count - 1, 0))
        return CGPoint(x: page * step, y: proposedContentOffset.y)
    }
}
