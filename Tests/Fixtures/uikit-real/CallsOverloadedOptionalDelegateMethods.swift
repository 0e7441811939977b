import UIKit

/// A masonry layout whose delegate protocol (declared in another file of its repository, not here) has optional
/// methods overloaded on their labels, called as optional requirements; and one returning an array of another of its
/// repository's types. Without a delegate each call gives the layout's default: two columns, 80-point rows.
final class CallsOverloadedOptionalDelegateMethods: UICollectionViewLayout {
    weak var delegate: TileWallLayoutDelegate?
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let columns: Int = delegate?.collectionView?(collectionView, layout: self, numberOfColumnsInSection: 0) ?? 2
        let badges: [TileWallBadge] = delegate?.collectionView?(collectionView, layout: self, badgesInSection: 0) ?? []
        let width = collectionView.bounds.width / CGFloat(columns)
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let indexPath = IndexPath(item: item, section: 0)
            let height: CGFloat = delegate?.collectionView?(collectionView, layout: self, heightForItemAt: indexPath) ?? 80
            return CGRect(x: CGFloat(item % columns) * width, y: CGFloat(item / columns) * height + CGFloat(badges.count),
                          width: width, height: height)
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
