// CustomTransformCollecionLayout.swift: seed 000's layout (Mr.LuDashi's "CustomTransformCollecionLayout", 2015),
// translated from its Objective-C into UIKit Swift as an iOS developer would write it. The playground runs it
// unchanged; it dumps exactly what the built-in `rotating` dumps at its defaults (docs/uikit.md).
//   playground run --layout-file Examples/uikit/CustomTransformCollecionLayout.swift
import UIKit

/// The seed's delegate: the view controller gives the item size and the margin.
@objc protocol CustomTransformCollecionLayoutDelegate: NSObjectProtocol {
    func itemSize(with collectionView: UICollectionView, collectionViewLayout: CustomTransformCollecionLayout) -> CGSize
    func marginSize(with collectionView: UICollectionView, collectionViewLayout: CustomTransformCollecionLayout) -> CGFloat
}

/// Equal items in one horizontal row, all turned by the same angle, which runs once round the circle while the
/// content scrolls by one step (item width + margin). The current item is on top.
class CustomTransformCollecionLayout: UICollectionViewLayout {
    /// The kind of the band behind the row (the built-in `rotating` draws one; the seed's demo has a background).
    static let bandKind = "band"

    @objc weak var layoutDelegate: CustomTransformCollecionLayoutDelegate?

    private var numberOfCellsInSection = 0
    private var itemSize = CGSize(width: 200, height: 200)   // seed 000's delegate: CGSizeMake(200, 200)
    private var itemMargin: CGFloat = 10                       // seed 000's delegate: 10.0f
    private var itemsX: [CGFloat] = []

    private var step: CGFloat { itemSize.width + itemMargin }
    private var viewWidth: CGFloat { collectionView?.bounds.width ?? 0 }
    /// The seed's SCREEN_HEIGHT, or the item's height when taller.
    private var contentHeight: CGFloat { max(collectionView?.bounds.height ?? 0, itemSize.height) }

    override func prepare() {
        super.prepare()
        initData()
        initItemsX()
        // Item 0 and the last item can be scrolled to the middle of the view.
        let side = viewWidth / 2 - itemSize.width / 2
        collectionView?.contentInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side - itemMargin)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(numberOfCellsInSection) * step, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var array: [UICollectionViewLayoutAttributes] = []
        guard numberOfCellsInSection > 0 else { return array }
        if let band = layoutAttributesForDecorationView(ofKind: Self.bandKind, at: IndexPath(item: 0, section: 0)),
           band.frame.intersects(rect) {
            array.append(band)
        }
        for i in 0..<numberOfCellsInSection {
            if let attributes = layoutAttributesForItem(at: IndexPath(item: i, section: 0)),
               attributes.frame.intersects(rect) {
                array.append(attributes)
            }
        }
        return array
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let contentOffsetX = collectionView?.contentOffset.x ?? 0
        let currentIndex = countIndex(withOffsetX: contentOffsetX)
        attributes.center = CGPoint(x: itemsX[indexPath.row], y: contentHeight / 2)
        attributes.size = itemSize
        // How far the offset has moved past the place where the current item sits centered.
        var change = contentOffsetX - CGFloat(currentIndex) * step + viewWidth / 2 - itemSize.width / 2
        if change < 0 {
            change = contentOffsetX - CGFloat(currentIndex - 1) * step + viewWidth / 2 - itemSize.width / 2
        }
        if currentIndex == 0 && contentOffsetX <= 0 {
            change = 0
        }
        let temp = 2 * CGFloat.pi * change / step
        attributes.transform = CGAffineTransform(rotationAngle: temp)
        attributes.zIndex = currentIndex == indexPath.row ? 1000 : currentIndex
        return attributes
    }

    /// The band behind the row: the items' extent grown by the margin on every side, below every cell.
    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.bandKind, numberOfCellsInSection > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        let width = CGFloat(numberOfCellsInSection) * step + itemMargin
        attributes.center = CGPoint(x: -itemMargin + width / 2, y: contentHeight / 2)
        attributes.size = CGSize(width: width, height: itemSize.height + 2 * itemMargin)
        attributes.zIndex = min(countIndex(withOffsetX: collectionView?.contentOffset.x ?? 0), 0) - 1
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        !newBounds.equalTo(collectionView?.bounds ?? .zero)
    }

    /// The current item at the proposed offset, centered (kept to the items that exist).
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let index = min(max(countIndex(withOffsetX: proposedContentOffset.x), 0), max(numberOfCellsInSection - 1, 0))
        let centerX = CGFloat(index) * step + itemSize.width / 2
        var target = proposedContentOffset
        target.x = centerX - viewWidth / 2
        return target
    }

    // MARK: - The seed's own methods

    /// The item at the middle of the view: an integer cast, toward zero.
    private func countIndex(withOffsetX offsetX: CGFloat) -> Int {
        Int((offsetX + viewWidth / 2) / step)
    }

    private func initData() {
        numberOfCellsInSection = collectionView?.numberOfItems(inSection: 0) ?? 0
        if let collectionView = collectionView, let delegate = layoutDelegate {
            itemSize = delegate.itemSize(with: collectionView, collectionViewLayout: self)
            itemMargin = delegate.marginSize(with: collectionView, collectionViewLayout: self)
        }
    }

    private func initItemsX() {
        itemsX = (0..<numberOfCellsInSection).map { CGFloat($0) * step + itemSize.width / 2 }
    }
}
