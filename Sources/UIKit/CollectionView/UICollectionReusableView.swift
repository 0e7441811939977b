/// A reusable view (header, footer, decoration, cell): stored, never drawn here.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes { layoutAttributes }
}
