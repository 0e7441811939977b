import UIKit

/// A layout whose delegate protocol and metrics struct are declared in another file of its repository (not here), and
/// which makes the struct with its own initializer and reads a property no argument gave: the placeholder stops
/// there, naming the type and the member (UIKitPlaceholderTypes).
final class NeedsItsRepository: UICollectionViewFlowLayout {
    weak var delegate: NeedsItsRepositoryDelegate?

    override func prepare() {
        super.prepare()
        itemSize.height = delegate?.layout(self, heightForItemAt: 0) ?? 50
        itemSize.width = GridMetrics(columns: 3).width
    }
}
