import UIKit

/// A layout naming its repository's cell (in the sibling folder `Views/`) and metrics (one folder above): both are
/// found in the repository above the file's folder and compiled with it (UIKitSiblingFiles+Repository).
final class AboveFolderLayout: UICollectionViewFlowLayout {
    let cellIdentifier = String(describing: AboveFolderCell.self)

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: AboveFolderMetrics.side, height: AboveFolderMetrics.side)
        minimumInteritemSpacing = AboveFolderMetrics.spacing
        minimumLineSpacing = AboveFolderMetrics.spacing
    }
}
