import UIKit

// A stack layout whose delegate, the metrics it hands out and the card's state live in other files of its
// repository (not here). With no delegate the layout uses its own fallback sizes.
protocol StackLayoutDelegate {
    var metrics: StackMetrics { get }
}

final class StackSumLayout: UICollectionViewLayout {
    var delegate: StackLayoutDelegate?
    var state: StackState = .collapsed {
        didSet { invalidateLayout() }
    }
    private var frames: [CGRect] = []

    func width(in bounds: CGRect) -> CGFloat {
        guard let delegate else { return bounds.width - 40 }
        return bounds.width - CGFloat(delegate.metrics.leading + delegate.metrics.trailing)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        let step: CGFloat
        switch state {
        case .collapsed: step = 20
        case .expanded: step = 110
        }
        let w = width(in: collectionView.bounds)
        frames = (0..<count).map { CGRect(x: 20, y: CGFloat($0) * step, width: w, height: 100) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: (frames.last?.maxY ?? 0))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { i in
            guard frames[i].intersects(rect) else { return nil }
            return layoutAttributesForItem(at: IndexPath(item: i, section: 0))
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        attributes.zIndex = indexPath.item
        return attributes
    }
}
