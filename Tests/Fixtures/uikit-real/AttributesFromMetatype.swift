import UIKit

final class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badge = 0
}

/// Makes its attributes through its `layoutAttributesClass` metatype, as UIKit's Objective-C initializers allow
/// (`(cls as! UICollectionViewLayoutAttributes.Type).init(forCellWith:)`): a row of 50-point squares, 10 apart.
final class AttributesFromMetatype: UICollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 60, height: 50)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let cls = type(of: self).layoutAttributesClass as! UICollectionViewLayoutAttributes.Type
        let a = cls.init(forCellWith: indexPath)
        a.frame = CGRect(x: CGFloat(indexPath.item) * 60, y: 0, width: 50, height: 50)
        (a as? BadgeAttributes)?.badge = indexPath.item
        return a
    }
}
