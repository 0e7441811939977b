/// What a flow layout's invalidation says (UICollectionViewFlowLayoutInvalidationContext); both true by default.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
