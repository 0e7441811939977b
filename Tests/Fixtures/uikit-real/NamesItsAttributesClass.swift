//  A fixture of our own: a layout whose attributes subclass is declared in another file of its repository (a
//  masonry library keeps `MasonryPhotoAttributes: UICollectionViewLayoutAttributes` in its own file): made with UIKit's
//  `init(forCellWith:)` (its argument on the next line) and kept in `[MasonryPhotoAttributes]()`.
import UIKit

final class MasonryPhotoLayout: UICollectionViewLayout {
    private var cache = [MasonryPhotoAttributes]()
    private let side: CGFloat = 80

    override class var layoutAttributesClass: AnyClass { MasonryPhotoAttributes.self }

    override func prepare() {
        cache.removeAll()
        guard let collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = MasonryPhotoAttributes(
                forCellWith: IndexPath(item: item, section: 0)
            )
            attributes.frame = CGRect(x: CGFloat(item % 4) * side, y: CGFloat(item / 4) * side, width: side, height: side)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 4 * side, height: (cache.last?.frame.maxY ?? 0))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}
