import UIKit

/// Two columns of square items, sized by the example app's helper beside it (written for UIKitRealFileFixesTests).
final class TwoColumnLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let width = collectionView?.bounds.width else { return }
        let side = ColumnMath.side(for: width, columns: 2)
        itemSize = CGSize(width: side, height: side)
        minimumInteritemSpacing = ColumnSpacing.standard
        minimumLineSpacing = ColumnSpacing.standard
    }
}
