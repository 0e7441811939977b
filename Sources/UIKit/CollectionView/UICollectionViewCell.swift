/// A cell: its `contentView` (a subview the size of the cell, where its content goes) and its selection state.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in: a subview filling the cell (UIKit keeps it the cell's size).
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override var bounds: CGRect {
        didSet {
            if bounds.size != oldValue.size { playgroundFitContent() }
        }
    }

    /// The content view fills the cell.
    private func playgroundFitContent() {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
