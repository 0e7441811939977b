import UIKit

/// A layout whose metrics its repository keeps in nested namespaces in another file (`Design.Grid.columns`,
/// `Design.Grid.Spacing.line`), not here: it compiles, and the first one read stops naming it. Written for the
/// playground's tests.
final class NestedMetricsLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        minimumLineSpacing = Design.Grid.Spacing.line
        let width = (collectionView?.bounds.width ?? 0) / CGFloat(Design.Grid.columns)
        itemSize = CGSize(width: width, height: width)
    }
}
