// A honeycomb of round icons, as a watch's app grid: rows of hexagonally packed items, odd rows shifted by half an
// item, the ones near the view's edges smaller. Written for LayoutPlayground's examples (docs/uikit.md).
import UIKit

class HexagonGridLayout: UICollectionViewLayout {
    var diameter: CGFloat = 90
    var gap: CGFloat = 10
    private var centers: [CGPoint] = []
    private var contentHeight: CGFloat = 0

    private var columns: Int {
        max(1, Int(((collectionView?.bounds.width ?? 0) - diameter / 2) / (diameter + gap)))
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let step = diameter + gap
        let rowStep = step * 0.866   // √3 / 2: hexagonal packing
        let count = collectionView.numberOfItems(inSection: 0)
        let columns = self.columns
        let used = CGFloat(columns) * step + step / 2
        let left = max(0, (collectionView.bounds.width - used) / 2) + step / 2
        centers = (0..<count).map { i in
            let row = i / columns, column = i % columns
            let shift: CGFloat = row % 2 == 1 ? step / 2 : 0
            return CGPoint(x: left + CGFloat(column) * step + shift, y: step / 2 + CGFloat(row) * rowStep)
        }
        contentHeight = (centers.last?.y ?? -step / 2) + step / 2
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    private func attributes(_ i: Int) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
        a.size = CGSize(width: diameter, height: diameter)
        a.center = centers[i]
        if let collectionView = collectionView {
            // Smaller near the top and bottom edges of the view.
            let visibleMidY = collectionView.contentOffset.y + collectionView.bounds.height / 2
            let distance = abs(centers[i].y - visibleMidY) / max(collectionView.bounds.height / 2, 1)
            let scale = max(0.4, 1 - max(0, distance - 0.6))
            a.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        return a
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        centers.indices.map(attributes).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < centers.count ? attributes(indexPath.item) : nil
    }
}
