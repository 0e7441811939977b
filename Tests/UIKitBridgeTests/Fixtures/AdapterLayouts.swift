import UIKit

/// A carousel in the style of the many open-source ones: a horizontal flow layout whose first and last items can
/// reach the middle, scaled and faded by their distance from it, snapping one page per fling.
final class ScalingCarouselLayout: UICollectionViewFlowLayout {
    var velocitiesSeen: [CGPoint] = []
    var boundsWhenAsked: [CGRect] = []
    var prepareCount = 0

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 300)
        minimumLineSpacing = 20
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepare() {
        prepareCount += 1
        if let cv = collectionView {
            let inset = (cv.bounds.width - itemSize.width) / 2
            sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsWhenAsked.append(collectionView?.bounds ?? .zero)
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cv = collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let middle = cv.contentOffset.x + cv.bounds.width / 2
        return attributes.map { original in
            let a = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(1, abs(a.center.x - middle) / cv.bounds.width)
            let scale = 1 - 0.3 * distance
            a.transform = CGAffineTransform(scaleX: scale, y: scale)
            a.alpha = 1 - 0.5 * distance
            return a
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        velocitiesSeen.append(velocity)
        guard let cv = collectionView else { return proposedContentOffset }
        let pitch = itemSize.width + minimumLineSpacing
        let current = (cv.contentOffset.x / pitch).rounded()
        let page: CGFloat
        if abs(velocity.x) > 0.3 {  // points per millisecond, as on iOS
            page = velocity.x > 0 ? current + 1 : current - 1
        } else {
            page = (proposedContentOffset.x / pitch).rounded()
        }
        return CGPoint(x: max(0, page) * pitch, y: proposedContentOffset.y)
    }
}

/// A pager that asks for UIKit's fast deceleration and paging, as such layouts do in `prepare`.
final class FastPagerLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        scrollDirection = .horizontal
        itemSize = cv.bounds.size
        minimumLineSpacing = 0
        cv.decelerationRate = .fast
        cv.isPagingEnabled = true
    }
}

/// A layout straight from UICollectionViewLayout that counts its prepares (a grid of 50-point squares).
final class CountingGridLayout: UICollectionViewLayout {
    var prepareCount = 0
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        prepareCount += 1
        cache = []
        guard let cv = collectionView else { return }
        for s in 0..<cv.numberOfSections {
            for i in 0..<cv.numberOfItems(inSection: s) {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                let n = cache.count
                a.frame = CGRect(x: CGFloat(n % 4) * 50, y: CGFloat(n / 4) * 50, width: 50, height: 50)
                cache.append(a)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 200, height: CGFloat((cache.count + 3) / 4) * 50)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}

/// A masonry delegate: items the column's width, as tall as their photos' aspect ratio says.
final class PhotoHeightsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let natural = collectionView.playgroundNaturalSize(at: indexPath)
        return CGSize(width: 100, height: 100 * natural.height / natural.width)
    }
}

/// A layout with a perspective transform (a 3D tab stack's recipe).
final class TiltedLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { original in
            let a = original.copy() as! UICollectionViewLayoutAttributes
            var t = CATransform3DIdentity
            t.m34 = -1 / 500
            a.transform3D = CATransform3DRotate(t, .pi / 8, 1, 0, 0)
            return a
        }
    }
}

/// A layout with its own invalidation context class, which it casts to (as layouts that track what changed do).
final class TrackingContext: UICollectionViewFlowLayoutInvalidationContext {
    var reason = "unknown"
}

final class ContextCastingLayout: UICollectionViewFlowLayout {
    var reasons: [String] = []
    override class var invalidationContextClass: AnyClass { TrackingContext.self }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! TrackingContext
        context.reason = "bounds"
        return context
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let tracking = context as! TrackingContext
        reasons.append(tracking.invalidateDataSourceCounts ? "data" : tracking.reason)
        super.invalidateLayout(with: context)
    }
}
