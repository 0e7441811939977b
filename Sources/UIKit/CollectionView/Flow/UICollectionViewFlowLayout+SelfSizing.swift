import Foundation

/// Self-sizing cells in the flow layout, UIKit's loop (Apple's documentation of `estimatedItemSize`,
/// `preferredLayoutAttributesFitting(_:)` and `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`):
/// items are first laid out at the estimate; each cell about to be shown is asked for its preferred attributes;
/// when the layout says they should invalidate it, `invalidationContext(forPreferredLayoutAttributes:
/// withOriginalAttributes:)` records the preferred size, and the layout is prepared again with it. The bridge runs the
/// loop over the cells in view after every prepare (UIKitBridge, UIKitLayoutAdapter+SelfSizing.swift).
extension UICollectionViewFlowLayout {
    /// Whether cells size themselves: `estimatedItemSize` is not zero.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// Playground hook: whether the bridge should ask cells for their preferred attributes.
    package var playgroundIsSelfSizing: Bool { isSelfSizing }

    /// The sizes measured so far (the inspector's "measured" against "estimated").
    package var playgroundPreferredSizes: [IndexPath: CGSize] { preferredSizes }

    /// The size of the item before its cell measured itself.
    package func playgroundEstimatedSize(at indexPath: IndexPath) -> CGSize {
        let delegate = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
        return collectionView.flatMap { delegate?.collectionView($0, layout: self, sizeForItemAt: indexPath) }
            ?? baseItemSize
    }

    /// Records the measured size (the flow layout's part of the loop) and forgets the geometry.
    func recordPreferredSize(_ size: CGSize, at indexPath: IndexPath) {
        preferredSizes[indexPath] = size
        geometry = nil
    }

    /// Forgets every measured size (a data change: the cells measure again).
    package func playgroundForgetPreferredSizes() {
        preferredSizes = [:]
        geometry = nil
    }
}
