/// A reusable view (header, footer, decoration, cell): stored, never drawn here.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    /// UIKit's default does nothing (Apple, "prepareForReuse()"); no view is reused here.
    open func prepareForReuse() {}
    /// UIKit's default does nothing (Apple, "apply(_:)": "The default implementation of this method does nothing").
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes { layoutAttributes }
}
