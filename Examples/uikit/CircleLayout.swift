// CircleLayout.swift: Apple's CircleLayout sample ("Collection View Programming Guide for iOS", WWDC 2012 session
// 219, seed 002) in UIKit Swift. It dumps exactly what Examples/layouts/Circle.swift, the same sample written
// against the playground's own API, dumps (docs/uikit.md).
//   playground run --layout-file Examples/uikit/CircleLayout.swift
import UIKit

/// Items evenly spaced on a circle in the middle of the view. Nothing scrolls. Inserted items grow out of the
/// center; deleted ones shrink into it.
class CircleLayout: UICollectionViewLayout {
    let itemSize: CGFloat = 70          // Apple's ITEM_SIZE
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var cellCount = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cellCount = collectionView.numberOfItems(inSection: 0)
        let size = collectionViewContentSize
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        let side = min(size.width, size.height)
        // Apple: side / 2.5; never so large that an item leaves a narrow view.
        radius = max(0, min(side / 2.5, side / 2 - itemSize / 2))
    }

    override var collectionViewContentSize: CGSize {
        let bounds = collectionView?.bounds.size ?? .zero
        return CGSize(width: max(bounds.width, itemSize), height: max(bounds.height, itemSize))
    }

    override func layoutAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.size = CGSize(width: itemSize, height: itemSize)
        let angle = 2 * CGFloat(path.item) * .pi / CGFloat(cellCount)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        attributes?.center = center
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        attributes?.center = center
        attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        return attributes
    }
}
