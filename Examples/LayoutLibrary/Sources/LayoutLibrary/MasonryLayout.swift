import UIKit

/// Asks for each item's height at the column width (on the main actor, as the layout that asks).
@MainActor
public protocol MasonryLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath,
                        width: CGFloat) -> CGFloat
}

/// A masonry (Pinterest-style) layout: `numberOfColumns` equal columns `spacing` apart and from the edges; each item
/// goes into the shortest column (the leftmost of equals), at the height its delegate gives (square without one).
/// One section.
open class MasonryLayout: UICollectionViewLayout {
    public weak var delegate: MasonryLayoutDelegate?

    open var numberOfColumns = 2 {
        didSet { invalidateLayout() }
    }

    /// Between columns, between items of a column, and around the content.
    open var spacing: CGFloat = 8 {
        didSet { invalidateLayout() }
    }

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - insets.left - insets.right
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    open override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView, collectionView.numberOfSections > 0 else { return }
        let columns = max(numberOfColumns, 1)
        let columnWidth = (contentWidth - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        var columnBottoms = [CGFloat](repeating: spacing, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = columnBottoms.indices.min { columnBottoms[$0] < columnBottoms[$1] } ?? 0
            let height = delegate?.collectionView(collectionView, heightForItemAt: indexPath, width: columnWidth)
                ?? columnWidth
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: spacing + CGFloat(column) * (columnWidth + spacing), y: columnBottoms[column],
                                      width: columnWidth, height: height)
            cache.append(attributes)
            columnBottoms[column] = attributes.frame.maxY + spacing
            contentHeight = max(contentHeight, columnBottoms[column])
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
