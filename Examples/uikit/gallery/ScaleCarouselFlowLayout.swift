// A carousel in the style of the popular "scale and fade" flow layouts: one horizontal row, the centered item
// full size and opaque, the others smaller and fainter; a fling moves to the next item, a slow release to the
// nearest. Written for LayoutPlayground's examples (docs/uikit.md).
import UIKit

open class ScaleCarouselFlowLayout: UICollectionViewFlowLayout {
    /// Scale and alpha of an item one step or more from the center.
    open var sideItemScale: CGFloat = 0.7
    open var sideItemAlpha: CGFloat = 0.55
    /// A release faster than this (points per millisecond) moves a whole item.
    open var flickVelocity: CGFloat = 0.3

    public override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 260, height: 360)
        minimumLineSpacing = 16
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let size = collectionView.bounds.size
        // Smaller views get smaller items.
        let width = min(itemSize.width, size.width * 0.7)
        let height = min(itemSize.height, size.height * 0.8)
        if width != itemSize.width || height != itemSize.height { itemSize = CGSize(width: width, height: height) }
        let side = (size.width - itemSize.width) / 2
        let top = (size.height - itemSize.height) / 2
        sectionInset = UIEdgeInsets(top: max(0, top), left: max(0, side), bottom: max(0, top), right: max(0, side))
        collectionView.decelerationRate = .fast
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let superAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let midX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let step = itemSize.width + minimumLineSpacing
        return superAttributes.map { original -> UICollectionViewLayoutAttributes in
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            let ratio = min(abs(attributes.center.x - midX) / step, 1)
            let scale = 1 - (1 - sideItemScale) * ratio
            attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
            attributes.alpha = 1 - (1 - sideItemAlpha) * ratio
            attributes.zIndex = Int(100 * (1 - ratio))
            return attributes
        }
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let step = itemSize.width + minimumLineSpacing
        let count = collectionView.numberOfItems(inSection: 0)
        let current = (collectionView.contentOffset.x / step).rounded()
        var page: CGFloat
        if abs(velocity.x) > flickVelocity {
            page = velocity.x > 0 ? current + 1 : current - 1
        } else {
            page = (proposedContentOffset.x / step).rounded()
        }
        page = min(max(page, 0), CGFloat(max(count - 1, 0)))
        return CGPoint(x: page * step, y: proposedContentOffset.y)
    }
}
