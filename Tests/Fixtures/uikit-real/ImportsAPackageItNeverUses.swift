import UIKit
import SnapKit

/// A layout importing a third-party package that is not here and using none of it (a leftover import): it loads,
/// with a note that the import was removed. 60-point squares, spacing 10: four a row at 320 (x = 0, 86.67, …).
final class ImportsAPackageItNeverUses: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 60, height: 60)
        minimumLineSpacing = 10
    }
}
