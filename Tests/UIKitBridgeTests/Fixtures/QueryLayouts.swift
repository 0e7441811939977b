import UIKit

// Layouts for the adapter's query paths (AdapterQueryTests): two that real layouts' habits make hard to answer
// about one item without the whole content.

/// Rows of 100 × 50 items computed on the fly in `layoutAttributesForElements(in:)` only: no
/// `layoutAttributesForItem(at:)` of its own (UICollectionViewLayout's answers nil), as many hand-written layouts.
final class RectOnlyRowsLayout: UICollectionViewLayout {
    let side = CGSize(width: 100, height: 50)
    let spacing: CGFloat = 10

    var perRow: Int { max(1, Int(((collectionView?.bounds.width ?? 0) - spacing) / (side.width + spacing))) }
    var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

    override var collectionViewContentSize: CGSize {
        let rows = (count + perRow - 1) / perRow
        return CGSize(width: collectionView?.bounds.width ?? 0, height: spacing + CGFloat(rows) * (side.height + spacing))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let rowHeight = side.height + spacing
        let firstRow = max(0, Int(((rect.minY - spacing) / rowHeight).rounded(.down)))
        let lastRow = Int(((rect.maxY - spacing) / rowHeight).rounded(.down))
        guard lastRow >= firstRow else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        for row in firstRow...lastRow {
            for column in 0..<perRow {
                let i = row * perRow + column
                guard i < count else { return result }
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                a.frame = CGRect(x: spacing + CGFloat(column) * (side.width + spacing),
                                 y: spacing + CGFloat(row) * rowHeight, width: side.width, height: side.height)
                if a.frame.intersects(rect) { result.append(a) }
            }
        }
        return result
    }
}

/// A layout whose `layoutAttributesForItem(at:)` indexes a cache of the cells its last rect query listed, as some
/// real layouts do: asked about any other item, it traps (force-unwraps nil), which would end the test process.
final class VisibleCacheLayout: UICollectionViewFlowLayout {
    private var listed: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    override init() {
        super.init()
        itemSize = CGSize(width: 80, height: 80)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect) ?? []
        listed = [:]
        for a in attributes where a.representedElementCategory == .cell { listed[a.indexPath] = a }
        return attributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        listed[indexPath]!
    }
}
