// A full-screen vertical feed of the short-video kind: one item per screen, a page per swipe (isPagingEnabled),
// the fast deceleration rate. The layout sets both on its collection view, as such apps do in prepare.
// Written for LayoutPlayground's examples (docs/uikit.md).
import UIKit

final class VerticalFeedLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .vertical
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
        sectionInset = .zero
        itemSize = collectionView.bounds.size
        collectionView.isPagingEnabled = true
        collectionView.decelerationRate = .fast
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}
