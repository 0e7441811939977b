/// What a flow layout's invalidation says (UICollectionViewFlowLayoutInvalidationContext); both true by default.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
