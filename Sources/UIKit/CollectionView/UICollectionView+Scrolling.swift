/// Scrolling to an item and selecting items, as UIKit does them.
extension UICollectionView {
    /// The content offset that shows the item at `indexPath` at `scrollPosition` (Apple,
    /// scrollToItem(at:at:animated:)): the item's frame aligned with the edge or centre the position names, within
    /// the visible area less `adjustedContentInset`, then kept within the scrollable range (−inset … content size +
    /// inset − bounds). An axis the position does not name keeps its offset. nil when the layout has no
    /// attributes for the item (UIKit then does nothing).
    func playgroundContentOffset(showing indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
        // UIKit lays the collection view out first when it must (a `viewDidAppear` before the playground's first
        // frame has no content size yet).
        if collectionViewLayout.playgroundPrepareIfNeeded() || (playgroundDrivenByPlayground && contentSize == .zero) {
            contentSize = collectionViewLayout.collectionViewContentSize
        }
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        return offset
    }

    /// Scrolls so the item shows at `scrollPosition`: `contentOffset` is the new one at once, and the window
    /// follows (animated: as `setContentOffset(_:animated: true)`).
    func playgroundScrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let offset = playgroundContentOffset(showing: indexPath, at: scrollPosition) else { return }
        setContentOffset(offset, animated: animated)
    }

    /// Selects the item (nil: clears the selection), as a program does: the delegate is not told (Apple,
    /// selectItem(at:animated:scrollPosition:): "This method doesn't cause any selection-related delegate methods
    /// to be called"); the cell on screen shows it.
    func playgroundSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        let book = playgroundBookkeeping
        guard allowsSelection else { return }
        guard let indexPath else {
            for path in book.selected { cellForItem(at: path)?.isSelected = false }
            book.selected = []
            return
        }
        if !allowsMultipleSelection {
            for path in book.selected where path != indexPath { cellForItem(at: path)?.isSelected = false }
            book.selected = []
        }
        book.selected.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { playgroundScrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func playgroundDeselectItem(at indexPath: IndexPath) {
        playgroundBookkeeping.selected.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }
}
