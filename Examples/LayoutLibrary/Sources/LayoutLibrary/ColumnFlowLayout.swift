import UIKit

/// A flow layout of equal columns: it sizes its items in `prepare()` so that `columns` of them, `minimumInteritemSpacing`
/// apart, fill the collection view's width between the section insets (whole points, rounded down); the height is
/// the width times `aspectRatio`.
open class ColumnFlowLayout: UICollectionViewFlowLayout {
    /// How many items a line holds.
    open var columns = 2 {
        didSet { invalidateLayout() }
    }

    /// An item's height divided by its width.
    open var aspectRatio: CGFloat = 1 {
        didSet { invalidateLayout() }
    }

    public override init() {
        super.init()
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let gaps = minimumInteritemSpacing * CGFloat(columns - 1)
        let available = collectionView.bounds.width - sectionInset.left - sectionInset.right - gaps
        let width = (available / CGFloat(max(columns, 1))).rounded(.down)
        itemSize = CGSize(width: width, height: (width * aspectRatio).rounded(.down))
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
