import UIKit

/// A layout whose delegate protocol is declared in another file of its repository (not here).
final class NeedsItsRepository: UICollectionViewFlowLayout {
    weak var delegate: NeedsItsRepositoryDelegate?
}
