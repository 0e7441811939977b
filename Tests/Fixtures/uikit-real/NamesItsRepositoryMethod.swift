import UIKit

/// A layout whose delegate protocol is declared in another file of its repository (not here), and which calls its
/// method: the placeholder protocol declares it from the call (UIKitPlaceholderMembers); the delegate is never set.
final class NamesItsRepositoryMethod: UICollectionViewFlowLayout {
    weak var delegate: PhotoGridDelegate?

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 50, height: delegate?.layout(self, heightForItemAt: 0) ?? 50)
    }
}
