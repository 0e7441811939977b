import UIKit

/// The repository's cell, in a sibling folder of the layout's.
final class AboveFolderCell: UICollectionViewCell {
    static let cornerRadius = AboveFolderMetrics.spacing / 2
}
