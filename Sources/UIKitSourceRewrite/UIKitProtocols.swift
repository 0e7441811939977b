/// The optional requirements of UIKit's own protocols that layout code calls (`delegate?.collectionView?(…)`) or
/// view controllers implement (`func collectionView(_:layout:sizeForItemAt:) -> CGSize`).
///
/// The UIKit module declares each as a plain requirement with a default in an extension that returns UIKit's
/// fallback (the flow layout's own `itemSize`, `sectionInset`, …; docs/uikit.md): so a layout's `delegate?.
/// collectionView?(…)` becomes `delegate?.collectionView (…)`, and a view controller's own implementation, with the
/// requirement's very type, is the witness as it is (nothing widens).
enum UIKitProtocols {
    private typealias R = UIKitFileScan.OptionalRequirement

    private static func f(_ name: String, _ labels: [String], widens: Bool = false) -> R {
        R(name: name, labels: labels, isProperty: false, widensReturn: widens)
    }

    /// UIKit's protocols that refine others.
    static let refines: [String: [String]] = [
        "UICollectionViewDelegateFlowLayout": ["UICollectionViewDelegate"],
        "UICollectionViewDelegate": ["UIScrollViewDelegate"],
    ]

    static let optionalRequirements: [String: [UIKitFileScan.OptionalRequirement]] = [
        "UICollectionViewDelegateFlowLayout": [
            f("collectionView", ["_", "layout", "sizeForItemAt"]),
            f("collectionView", ["_", "layout", "insetForSectionAt"]),
            f("collectionView", ["_", "layout", "minimumLineSpacingForSectionAt"]),
            f("collectionView", ["_", "layout", "minimumInteritemSpacingForSectionAt"]),
            f("collectionView", ["_", "layout", "referenceSizeForHeaderInSection"]),
            f("collectionView", ["_", "layout", "referenceSizeForFooterInSection"]),
        ],
        "UICollectionViewDataSource": [
            f("numberOfSections", ["in"]),
            f("collectionView", ["_", "viewForSupplementaryElementOfKind", "at"]),
            f("collectionView", ["_", "canMoveItemAt"]),
            f("collectionView", ["_", "moveItemAt", "to"]),
        ],
        "UICollectionViewDelegate": [
            f("collectionView", ["_", "shouldHighlightItemAt"]),
            f("collectionView", ["_", "shouldSelectItemAt"]),
            f("collectionView", ["_", "shouldDeselectItemAt"]),
            f("collectionView", ["_", "didSelectItemAt"]),
            f("collectionView", ["_", "didDeselectItemAt"]),
            f("collectionView", ["_", "willDisplay", "forItemAt"]),
            f("collectionView", ["_", "didEndDisplaying", "forItemAt"]),
            f("collectionView", ["_", "targetIndexPathForMoveFromItemAt", "toProposedIndexPath"]),
            f("collectionView", ["_", "targetContentOffsetForProposedContentOffset"]),
            f("collectionView", ["_", "transitionLayoutForOldLayout", "newLayout"]),
        ],
        "UIScrollViewDelegate": [
            f("scrollViewDidScroll", ["_"]),
            f("scrollViewWillBeginDragging", ["_"]),
            f("scrollViewWillEndDragging", ["_", "withVelocity", "targetContentOffset"]),
            f("scrollViewDidEndDragging", ["_", "willDecelerate"]),
            f("scrollViewDidEndDecelerating", ["_"]),
            f("scrollViewDidEndScrollingAnimation", ["_"]),
        ],
    ]
}
