import UIKit

/// A flow layout that reads a member of a cell class its repository declares (not here): its placeholder has no
/// such value, and the stop says which type, which member, and what to add.
final class ReadsAPlaceholdersMember: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        let sizing = BadgeCell()
        let height: CGFloat = sizing.preferredHeight
        itemSize = CGSize(width: 100, height: height)
    }
}
