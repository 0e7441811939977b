import UIKit

/// Builds its model only in `invalidateLayout(with:)` when the context says everything changed, as airbnb's
/// MagazineLayout does, and traps when asked for an item its model lacks: it relies on UIKit's first layout pass,
/// which invalidates everything before the first prepare(). A column of 100-point rows.
final class ModelBuiltOnInvalidation: UICollectionViewLayout {
    private var needsModel = false
    private var rows: [CGRect] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if context.invalidateEverything { needsModel = true }
    }

    override func prepare() {
        super.prepare()
        guard needsModel, let collectionView else { return }
        needsModel = false
        let width = collectionView.bounds.width
        rows = (0..<collectionView.numberOfItems(inSection: 0)).map { CGRect(x: 0, y: CGFloat($0) * 100, width: width, height: 100) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows.count) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.indices.filter { rows[$0].intersects(rect) }.map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        precondition(indexPath.item < rows.count, "item \(indexPath.item) is out of bounds of the model")
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = rows[indexPath.item]
        return a
    }
}
