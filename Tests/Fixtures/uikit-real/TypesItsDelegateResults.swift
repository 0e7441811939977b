import UIKit

/// A grid layout whose delegate protocol, declared in another file of its repository (not here), is named after
/// UIKit's (`UICollectionViewDelegate…Layout`) and whose results the file binds with no written type: `asked > 0`
/// says one is an `Int`, `rowHeight = height` that the other is a `CGFloat`. Without a delegate the layout keeps its
/// defaults: three 100-point columns of 60-point rows.
final class TypesItsDelegateResults: UICollectionViewLayout {
    weak var delegate: UICollectionViewDelegateTileStackLayout?
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        var columns = 3
        var rowHeight: CGFloat = 60
        if let delegate {
            let asked = delegate.columnCount(for: collectionView)
            if asked > 0 { columns = asked }
            let height = delegate.rowHeight(in: collectionView)
            rowHeight = height
        }
        let width = collectionView.bounds.width / CGFloat(columns)
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            CGRect(x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * rowHeight, width: width, height: rowHeight)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}
