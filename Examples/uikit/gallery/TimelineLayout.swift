// A vertical timeline: a line down the middle (a decoration view) and the items on alternate sides of it, each
// with a dot on the line (a supplementary view). Narrow views put every item on the right. Written for
// LayoutPlayground's examples (docs/uikit.md).
import UIKit

class TimelineLayout: UICollectionViewLayout {
    static let lineKind = "timeline-line"
    static let dotKind = "timeline-dot"
    var itemHeight: CGFloat = 120
    var spacing: CGFloat = 24
    var dotSize: CGFloat = 14

    private var items: [UICollectionViewLayoutAttributes] = []
    private var dots: [UICollectionViewLayoutAttributes] = []
    private var line: UICollectionViewLayoutAttributes?
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        items = []
        dots = []
        line = nil
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width
        let twoSided = width >= 600
        let lineX = twoSided ? width / 2 : 32
        let itemWidth = twoSided ? width / 2 - 48 : width - lineX - 40
        let count = collectionView.numberOfItems(inSection: 0)
        for i in 0..<count {
            let y = spacing + CGFloat(i) * (itemHeight / (twoSided ? 2 : 1) + spacing)
            let onLeft = twoSided && i % 2 == 0
            let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            item.frame = CGRect(x: onLeft ? lineX - 24 - itemWidth : lineX + 24, y: y, width: max(itemWidth, 1),
                                height: itemHeight)
            item.zIndex = 1
            items.append(item)
            let dot = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.dotKind,
                                                       with: IndexPath(item: i, section: 0))
            dot.frame = CGRect(x: lineX - dotSize / 2, y: y + itemHeight / 2 - dotSize / 2, width: dotSize, height: dotSize)
            dot.zIndex = 2
            dots.append(dot)
        }
        contentHeight = (items.last?.frame.maxY ?? 0) + spacing
        if count > 0 {
            let l = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.lineKind,
                                                     with: IndexPath(item: 0, section: 0))
            l.frame = CGRect(x: lineX - 1, y: 0, width: 2, height: contentHeight)
            l.zIndex = -1
            line = l
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = items.filter { $0.frame.intersects(rect) } + dots.filter { $0.frame.intersects(rect) }
        if let line = line, line.frame.intersects(rect) { result.append(line) }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < items.count ? items[indexPath.item] : nil
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == Self.dotKind && indexPath.item < dots.count ? dots[indexPath.item] : nil
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == Self.lineKind ? line : nil
    }
}
