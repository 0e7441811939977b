@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
}
