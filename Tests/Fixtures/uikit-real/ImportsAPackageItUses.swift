import UIKit
import Kingfisher

/// A layout importing a third-party package that is not here and using it (its cells' images): the import is
/// removed and the file compiled again; the failure names the package.
final class ImportsAPackageItUses: UICollectionViewFlowLayout {
    func configure(_ imageView: UIImageView, url: URL) {
        imageView.kf.setImage(with: url)
    }
}
