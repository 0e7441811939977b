// LinearScanLayout.swift: a deliberately slow layout, for the cost meter (issue 37, docs/benchmarks.md, "The cost
// meter"). It computes every item's frame in prepare() and keeps them (as many hand-written layouts do), which is
// fine, but then answers layoutAttributesForElements(in:) by walking every item and testing it against the rect:
// O(n) per query, so each frame costs more as the item count grows. The meter (P) shows it against the frame
// budget, and the sweep names it:
//   playground bench --layout-file Examples/uikit/bench/LinearScanLayout.swift --sweep-items 1000,10000,100000,1000000
//   playground run --layout-file Examples/uikit/bench/LinearScanLayout.swift --items 100000
// The fix is a binary search over the rows (rows are sorted along the scroll axis), as the flow layout does.
import UIKit

/// Items of 100 × 50 points in rows, scrolling vertically; every query walks all of them.
class LinearScanLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 100, height: 50)
    let spacing: CGFloat = 10
    private var frames: [CGRect] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        let width = collectionView.bounds.width
        let perRow = max(1, Int((width - spacing) / (itemSize.width + spacing)))
        frames = (0..<count).map { i in
            CGRect(x: spacing + CGFloat(i % perRow) * (itemSize.width + spacing),
                   y: spacing + CGFloat(i / perRow) * (itemSize.height + spacing),
                   width: itemSize.width, height: itemSize.height)
        }
        contentHeight = (frames.last?.maxY ?? 0) + spacing
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < frames.count else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }

    // O(n): every item is tested against the rect, on every query.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (i, frame) in frames.enumerated() where frame.intersects(rect) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            attributes.frame = frame
            result.append(attributes)
        }
        return result
    }
}
