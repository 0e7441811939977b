/// One change of a batch update, as a layout that takes batch updates hears it (UIKit's
/// `UICollectionViewUpdateItem`): index paths before the update for deletions and a move's source, after it for
/// insertions and a move's destination.
public enum LayoutUpdate: Hashable, Sendable {
    case insert(IndexPath)
    case delete(IndexPath)
    case move(from: IndexPath, to: IndexPath)
    case reload(IndexPath)
}
