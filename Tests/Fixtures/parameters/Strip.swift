import UIKit

/// A strip of equal items, down or across: its item size, insets and direction are panel parameters
/// (docs/hosting.md, "Live parameters of a bare layout").
final class Strip: UICollectionViewLayout {
    enum Direction { case down, across }

    var itemSize = CGSize(width: 50, height: 30)
    var inset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    var direction: Direction = .down
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        frames = (0..<count).map { i in
            switch direction {
            case .down: CGRect(x: inset.left, y: inset.top + CGFloat(i) * itemSize.height, width: itemSize.width, height: itemSize.height)
            case .across: CGRect(x: inset.left + CGFloat(i) * itemSize.width, y: inset.top, width: itemSize.width, height: itemSize.height)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        let last = frames.last ?? .zero
        return CGSize(width: last.maxX + inset.right, height: last.maxY + inset.bottom)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frames[indexPath.item]
        return a
    }
}
