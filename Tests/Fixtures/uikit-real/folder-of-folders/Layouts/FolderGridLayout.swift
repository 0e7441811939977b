import UIKit

/// A layout whose metrics live in a cousin folder (Models/FolderMetrics.swift), with no repository marker above.
final class FolderGridLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: FolderMetrics.side, height: FolderMetrics.side)
        minimumInteritemSpacing = FolderMetrics.gap
        minimumLineSpacing = FolderMetrics.gap
    }
}
