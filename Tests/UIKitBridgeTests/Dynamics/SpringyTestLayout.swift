import Foundation
import UIKit

/// The classic "springy" flow layout, written for this test: every item hangs on a spring (length 0) at its rest
/// place; a bounds change moves each item by the scroll delta times its distance from the touch over 1000 points
/// (at most the whole delta), and the springs bring them back.
final class SpringyTestLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    var damping: CGFloat = 0.5
    var frequency: CGFloat = 1
    private var attached = Set<IndexPath>()

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepare() {
        super.prepare()
        let everything = CGRect(origin: .zero, size: collectionViewContentSize)
        for a in super.layoutAttributesForElements(in: everything) ?? [] where !attached.contains(a.indexPath) {
            let spring = UIAttachmentBehavior(item: a, attachedToAnchor: a.center)
            spring.length = 0
            spring.damping = damping
            spring.frequency = frequency
            animator.addBehavior(spring)
            attached.insert(a.indexPath)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        let delta = newBounds.origin.y - cv.bounds.origin.y
        let touch = cv.panGestureRecognizer.location(in: cv)
        for case let spring as UIAttachmentBehavior in animator.behaviors {
            guard let item = spring.items.first else { continue }
            item.center.y += delta * min(1, abs(touch.y - spring.anchorPoint.y) / 1000)
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }
}
