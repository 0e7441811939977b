import Foundation

/// Told which items will soon show, to load their data ahead (UICollectionView.h,
/// `UICollectionViewDataSourcePrefetching`). Set it as a collection view's `prefetchDataSource`.
///
/// Playground: does nothing: stored by the collection view, never asked; its cells are made when they come into view, with no
/// prefetching pass (`UICollectionView.prefetchDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items the collection view expects to show soon (required).
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer expected soon (optional).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
