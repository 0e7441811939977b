import Foundation

/// Told which items will soon show, so their data can be fetched ahead (UICollectionView.h, iOS 10): asked after a
/// layout pass for the items near the visible ones, and told when an item asked for moved away without showing.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// The items about to show, in index-path order.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items asked for before that are no longer near the visible ones and did not show.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Optional in UIKit (`@optional`): nothing by default.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// How far beyond the bounds, along the scroll axis, items are prefetched: one bounds length on each side.
    /// Decided here: UIKit names no distance (UICollectionView.h only says the prefetch data source "receives
    /// notifications of upcoming cells"); WWDC 2016 "What's New in UICollectionView in iOS 10" shows prefetching a
    /// screenful ahead in the scroll direction.
    static let playgroundPrefetchScreens: CGFloat = 1

    /// After a layout pass: the items within one bounds length of the visible ones (both sides of the scroll axis)
    /// that are not on screen, were not asked for and did not show while near go to the prefetch data source; those
    /// asked for that are now farther, and did not show, are cancelled. An item that goes far is forgotten (asked
    /// again when it comes near again).
    func playgroundPrefetch(counts: [Int], visible: Set<IndexPath>) {
        let book = playgroundBookkeeping
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            book.prefetched = [:]
            return
        }
        PlaygroundNotices.record("UICollectionView.prefetchDataSource", .approximated,
                                 "items within one screen on both sides of the scroll axis are prefetched after each layout pass, "
                                 + "whichever way the view scrolls")
        let horizontal = contentSize.width > bounds.width && contentSize.height <= bounds.height
        let reach = horizontal ? bounds.width * Self.playgroundPrefetchScreens : bounds.height * Self.playgroundPrefetchScreens
        let area = horizontal ? bounds.insetBy(dx: -reach, dy: 0) : bounds.insetBy(dx: 0, dy: -reach)
        var near: Set<IndexPath> = []
        for a in collectionViewLayout.layoutAttributesForElements(in: area) ?? []
        where a.representedElementCategory == .cell && a.frame.intersects(area) {
            let p = a.indexPath
            guard p.section >= 0, p.section < counts.count, p.item >= 0, p.item < counts[p.section] else { continue }
            near.insert(p)
        }
        for p in visible { book.prefetched[p] = true }
        let far = book.prefetched.keys.filter { !near.contains($0) && !visible.contains($0) }
        let cancelled = far.filter { book.prefetched[$0] == false }
        for p in far { book.prefetched[p] = nil }
        let asked = near.subtracting(visible).filter { book.prefetched[$0] == nil }
        for p in asked { book.prefetched[p] = false }
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted()) }
        if !asked.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: asked.sorted()) }
    }
}
