import Foundation

extension UICollectionView {
    /// A user's tap on the item at `indexPath`, as UIKit handles a touch that begins and ends on a cell (Apple,
    /// UICollectionViewDelegate, "Managing the selected cells": on touch down the collection view asks
    /// `collectionView(_:shouldHighlightItemAt:)`, highlights the cell and calls `didHighlightItemAt`; on touch up it
    /// removes the highlight (`didUnhighlightItemAt`), asks `shouldSelectItemAt` — or, for a selected item when
    /// several may be selected, `shouldDeselectItemAt` — then selects (or deselects) and calls `didSelectItemAt`
    /// (`didDeselectItemAt`)).
    ///
    /// Decided here, where Apple's pages are silent: with single selection, selecting an item deselects the
    /// previous one and tells `didDeselectItemAt` for it (as UIKit does for a user's tap, not for code's
    /// `selectItem`); tapping the selected item again selects it again (`shouldSelectItemAt`, `didSelectItemAt`).
    /// The highlight lasts no time: the tap is whole when it reaches the collection view.
    ///
    /// Tap recognizers first: the single-tap `UITapGestureRecognizer`s on the views under `point` (the collection
    /// view's coordinates), from the hit view up to the collection view, recognize the tap and send their actions;
    /// one that `cancelsTouchesInView` (the default) cancels the touch, so the collection view neither highlights nor
    /// selects (as on iOS, where such a recognizer stops `didSelectItemAt` unless `cancelsTouchesInView` is false).
    package func playgroundUserTap(at indexPath: IndexPath, point: CGPoint) {
        let book = playgroundBookkeeping
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.item >= 0,
              indexPath.item < numberOfItems(inSection: indexPath.section) else { return }
        var cancelled = false
        var view: UIView? = hitTest(point, with: nil)
        while let current = view {
            for case let tap as UITapGestureRecognizer in current.gestureRecognizers ?? []
            where tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 {
                if tap.playgroundRecognize(at: current.convert(point, from: self)), tap.cancelsTouchesInView {
                    cancelled = true
                }
            }
            if current === self { break }
            view = current.superview
        }
        guard !cancelled else { return }
        // An outline disclosure takes its tap (the header style: any tap on the cell) and expands or collapses.
        if playgroundOutlineTap(at: indexPath, point: point) { return }
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        guard allowsSelection else { return }
        if allowsMultipleSelection, book.selected.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let previous = allowsMultipleSelection ? [] : book.selected.subtracting([indexPath]).sorted()
        for path in previous {
            deselectItem(at: path, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: path)
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        // A storyboard cell's segue runs before the delegate hears of the selection (as on iOS, where
        // `prepare(for:sender:)` comes before `didSelectItemAt`); its sender is the cell.
        cellForItem(at: indexPath)?.playgroundTriggerSegue()
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
