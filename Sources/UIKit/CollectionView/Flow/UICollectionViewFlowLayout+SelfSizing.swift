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
        preferredSupplementarySizes = [:]
        geometry = nil
    }

    // Self-sizing headers and footers. With `estimatedItemSize` set, the flow layout asks its headers and footers
    // for their preferred attributes too and takes their length along the scroll axis, `headerReferenceSize` /
    // `footerReferenceSize` (or the delegate's) serving as the estimate; across, they span the section as always
    // (decided: `preferredLayoutAttributesFitting(_:)` is UICollectionReusableView's, headers' included, but Apple
    // does not say when the flow layout asks headers, so they are asked when the cells are; `headerReferenceSize`'s
    // width is ignored while scrolling vertically, per its documentation; a reference length of 0 still means no
    // header). docs/cells.md, "Self-sizing".

    /// The sizes headers and footers measured, by kind and section.
    package var playgroundPreferredSupplementarySizes: [String: [Int: CGSize]] { preferredSupplementarySizes }

    /// Whether a header's or footer's preferred length along the scroll axis differs from its frame's.
    func playgroundSupplementaryLengthChanged(preferred: UICollectionViewLayoutAttributes,
                                              original: UICollectionViewLayoutAttributes) -> Bool {
        guard let kind = original.representedElementKind,
              kind == UICollectionView.elementKindSectionHeader || kind == UICollectionView.elementKindSectionFooter
        else { return false }
        let vertical = scrollDirection == .vertical
        let a = vertical ? preferred.size.height : preferred.size.width
        let b = vertical ? original.size.height : original.size.width
        return a.isFinite && a > 0 && abs(a - b) > 0.001
    }

    /// Records a header's or footer's measured size and forgets the geometry.
    func recordPreferredSupplementarySize(_ size: CGSize, kind: String, section: Int) {
        preferredSupplementarySizes[kind, default: [:]][section] = size
        geometry = nil
    }

    /// The reference size of a section's header or footer with its measured length along the scroll axis, once
    /// measured (self-sizing only; a zero reference stays zero: no view).
    func playgroundMeasuredReference(_ reference: CGSize, kind: String, section: Int) -> CGSize {
        guard isSelfSizing, let measured = preferredSupplementarySizes[kind]?[section] else { return reference }
        if scrollDirection == .vertical {
            return reference.height > 0 ? CGSize(width: reference.width, height: measured.height) : reference
        }
        return reference.width > 0 ? CGSize(width: measured.width, height: reference.height) : reference
    }
}
