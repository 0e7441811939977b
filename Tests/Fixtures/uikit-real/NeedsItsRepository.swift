import UIKit

/// A layout whose delegate protocol is declared in another file of its repository (not here), and which calls its
/// method: a placeholder cannot stand in for a method (UIKitPlaceholderTypes), so the message names the type.
final class NeedsItsRepository: UICollectionViewFlowLayout {
    weak var delegate: NeedsItsRepositoryDelegate?

    override func prepare() {
        super.prepare()
        itemSize.height = delegate?.layout(self, heightForItemAt: 0) ?? 50
    }
}
