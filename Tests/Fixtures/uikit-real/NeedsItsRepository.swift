import UIKit

/// A layout whose delegate protocol and metrics struct are declared in another file of its repository (not here), and
/// which makes the struct with its own initializer: a placeholder cannot stand in for an initializer with labels
/// (UIKitPlaceholderTypes), so the message names the type.
final class NeedsItsRepository: UICollectionViewFlowLayout {
    weak var delegate: NeedsItsRepositoryDelegate?

    override func prepare() {
        super.prepare()
        itemSize.height = delegate?.layout(self, heightForItemAt: 0) ?? 50
        itemSize.width = GridMetrics(columns: 3).width
    }
}
