// A stack of cards seen from the front, in the style of swipe-card libraries: the top card full size, the next ones
// peeking out below it, smaller and darker; scrolling (one card per view width) deals the top card off to the left.
// Written for LayoutPlayground's examples (docs/uikit.md).
import UIKit

class CardStackLayout: UICollectionViewLayout {
    var visibleCards = 4
    var cardInset: CGFloat = 32
    private var cache: [UICollectionViewLayoutAttributes] = []

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        let count = CGFloat(collectionView.numberOfItems(inSection: 0))
        return CGSize(width: max(count, 1) * collectionView.bounds.width, height: collectionView.bounds.height)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let bounds = collectionView.bounds
        let progress = collectionView.contentOffset.x / max(bounds.width, 1)
        let top = Int(progress.rounded(.down))
        let fraction = progress - CGFloat(top)
        let card = CGSize(width: max(bounds.width - 2 * cardInset, 1), height: max(bounds.height - 3 * cardInset, 1))
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.size = card
            // Place in the stack: 0 is the top card; negative ones have been dealt.
            let place = CGFloat(i - top) - fraction
            let baseX = collectionView.contentOffset.x + bounds.width / 2
            if place < 0 {
                a.center = CGPoint(x: baseX + place * bounds.width, y: bounds.height / 2)
                a.transform = CGAffineTransform(rotationAngle: place * 0.3)
            } else {
                let depth = min(place, CGFloat(visibleCards))
                a.center = CGPoint(x: baseX, y: bounds.height / 2 + depth * 12)
                a.transform = CGAffineTransform(scaleX: 1 - depth * 0.05, y: 1 - depth * 0.05)
                a.alpha = place > CGFloat(visibleCards) ? 0 : 1 - depth * 0.15
            }
            a.zIndex = 10_000 - i
            return a
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < cache.count ? cache[indexPath.item] : nil
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let width = max(collectionView?.bounds.width ?? 1, 1)
        return CGPoint(x: (proposedContentOffset.x / width).rounded() * width, y: proposedContentOffset.y)
    }
}
