import UIKit

/// A flow layout that calls members of its repository's types, which are not here (UIKitPlaceholderMembers): an
/// animator's method with a trailing closure, a method of a cell protocol whose name reads as a view's (UIView's own
/// `transform` would shadow it), a namespace of element kinds, an enum's case and its raw value, and a method its
/// repository adds to CGFloat.
final class CallsItsRepositoryMembers: UICollectionViewFlowLayout {
    var animator: PageTurnAnimator?
    var style: SpacingStyle = .compact

    override func prepare() {
        super.prepare()
        // `halfPointRounded()` stands in as its receiver: 100 × 50; `style.rawValue` is 0 (the first case).
        itemSize = CGSize(width: CGFloat(100).halfPointRounded(), height: CGFloat(50 + style.rawValue))
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        // The playground's cells are no ShiftableView: the cast fails, so the method is never called.
        for cell in collectionView?.visibleCells ?? [] {
            if let shiftable = cell as? ShiftableView {
                shiftable.transform(progress: 0.5)
            }
        }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        switch elementKind {
        case BadgeKinds.corner: return nil
        default: return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
    }

    /// Never called here: the animator's closure is not compiled (it takes `Any`s), and the call would stop.
    func turnPage(to offset: CGFloat) {
        let start = collectionView?.contentOffset.x ?? 0
        animator?.animate(duration: 0.3) { [weak self] progress, finished in
            self?.collectionView?.contentOffset.x = start + (offset - start) * CGFloat(progress)
            if finished { self?.invalidateLayout() }
        }
    }
}
