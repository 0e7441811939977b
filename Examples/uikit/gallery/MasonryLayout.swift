// Masonry (Pinterest-style) columns, as the classic Swift tutorials and libraries write them: a delegate protocol
// with @objc optional requirements asks each photo's height and, optionally, the number of columns. Its view
// controller's part is MasonryLayout+Playground.swift beside it. Written for LayoutPlayground's examples.
import UIKit

@objc protocol MasonryLayoutDelegate: AnyObject {
    /// The height of the item's photo at the column's width.
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath,
                        withWidth width: CGFloat) -> CGFloat
    /// How many columns (default: `numberOfColumns`).
    @objc optional func numberOfColumns(in collectionView: UICollectionView) -> Int
    /// Extra height under each photo, for a caption (default: none).
    @objc optional func collectionView(_ collectionView: UICollectionView,
                                       captionHeightForItemAt indexPath: IndexPath) -> CGFloat
}

@IBDesignable
class MasonryLayout: UICollectionViewLayout {
    weak var delegate: MasonryLayoutDelegate?
    @IBInspectable var numberOfColumns: Int = 2
    @IBInspectable var cellPadding: CGFloat = 6

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        contentHeight = 0
        let columns = max(1, delegate?.numberOfColumns?(in: collectionView) ?? numberOfColumns)
        let columnWidth = contentWidth / CGFloat(columns)
        let xOffset = (0..<columns).map { CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: 0, count: columns)
        var column = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let width = columnWidth - cellPadding * 2
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath,
                                                       withWidth: width) ?? 180
            let caption = delegate?.collectionView?(collectionView, captionHeightForItemAt: indexPath) ?? 0
            let height = cellPadding * 2 + photoHeight + caption
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
            // The next item goes under the shortest column.
            column = yOffset.firstIndex(of: yOffset.min()!) ?? 0
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < cache.count ? cache[indexPath.item] : nil
    }
}
