import UIKit

/// A flow layout whose inset comes from a helper importing a package that is not beside it.
final class BadgeLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        sectionInset = BadgeMath.insets
    }
}
