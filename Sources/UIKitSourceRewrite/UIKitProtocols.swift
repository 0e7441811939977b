/// The optional requirements of UIKit's own protocols that layout code calls (`delegate?.collectionView?(…)`) or
/// view controllers implement (`func collectionView(_:layout:sizeForItemAt:) -> CGSize`).
///
/// The UIKit module declares each as a plain requirement with a default in an extension that returns UIKit's
/// fallback (the flow layout's own `itemSize`, `sectionInset`, …; docs/uikit.md): so a layout's `delegate?.
/// collectionView?(…)` becomes `delegate?.collectionView (…)`, and a view controller's own implementation, with the
/// requirement's very type, is the witness as it is (nothing widens). The flow layout delegate's defaults say that
/// they answered (`reportsDefault`), so a call that binds the answer (`guard let size = d.collectionView?(…)`) is
/// nil when the delegate does not implement it, as on iOS.
enum UIKitProtocols {
    private typealias R = UIKitFileScan.OptionalRequirement

    private static func f(_ name: String, _ labels: [String], widens: Bool = false, reportsDefault: Bool = false) -> R {
        R(name: name, labels: labels, isProperty: false, widensReturn: widens, reportsDefault: reportsDefault)
    }

    /// UIKit's protocols that refine others.
    static let refines: [String: [String]] = [
        "UICollectionViewDelegateFlowLayout": ["UICollectionViewDelegate"],
        "UICollectionViewDelegate": ["UIScrollViewDelegate"],
        "UIPopoverPresentationControllerDelegate": ["UIAdaptivePresentationControllerDelegate"],
    ]

    static let optionalRequirements: [String: [UIKitFileScan.OptionalRequirement]] = [
        "UICollectionViewDelegateFlowLayout": [
            f("collectionView", ["_", "layout", "sizeForItemAt"], reportsDefault: true),
            f("collectionView", ["_", "layout", "insetForSectionAt"], reportsDefault: true),
            f("collectionView", ["_", "layout", "minimumLineSpacingForSectionAt"], reportsDefault: true),
            f("collectionView", ["_", "layout", "minimumInteritemSpacingForSectionAt"], reportsDefault: true),
            f("collectionView", ["_", "layout", "referenceSizeForHeaderInSection"], reportsDefault: true),
            f("collectionView", ["_", "layout", "referenceSizeForFooterInSection"], reportsDefault: true),
        ],
        "UICollectionViewDataSource": [
            f("numberOfSections", ["in"]),
            f("collectionView", ["_", "viewForSupplementaryElementOfKind", "at"]),
            f("collectionView", ["_", "canMoveItemAt"]),
            f("collectionView", ["_", "moveItemAt", "to"]),
            f("indexTitles", ["for"]),
            f("collectionView", ["_", "indexPathForIndexTitle", "at"]),
        ],
        "UICollectionViewDelegate": [
            f("collectionView", ["_", "shouldHighlightItemAt"]),
            f("collectionView", ["_", "shouldSelectItemAt"]),
            f("collectionView", ["_", "shouldDeselectItemAt"]),
            f("collectionView", ["_", "didSelectItemAt"]),
            f("collectionView", ["_", "didDeselectItemAt"]),
            f("collectionView", ["_", "didHighlightItemAt"]),
            f("collectionView", ["_", "didUnhighlightItemAt"]),
            f("collectionView", ["_", "contextMenuConfigurationForItemAt", "point"]),
            f("collectionView", ["_", "contextMenuConfigurationForItemsAt", "point"]),
            f("collectionView", ["_", "willPerformPreviewActionForMenuWith", "animator"]),
            f("collectionView", ["_", "willDisplaySupplementaryView", "forElementKind", "at"]),
            f("collectionView", ["_", "didEndDisplayingSupplementaryView", "forElementOfKind", "at"]),
            f("collectionView", ["_", "willDisplay", "forItemAt"]),
            f("collectionView", ["_", "didEndDisplaying", "forItemAt"]),
            f("collectionView", ["_", "targetIndexPathForMoveFromItemAt", "toProposedIndexPath"]),
            f("collectionView", ["_", "targetContentOffsetForProposedContentOffset"]),
            f("collectionView", ["_", "transitionLayoutForOldLayout", "newLayout"]),
            f("collectionView", ["_", "canFocusItemAt"]),
            f("collectionView", ["_", "shouldUpdateFocusIn"]),
            f("collectionView", ["_", "didUpdateFocusIn", "with"]),
            f("indexPathForPreferredFocusedView", ["in"]),
            f("collectionView", ["_", "selectionFollowsFocusForItemAt"]),
            f("collectionView", ["_", "shouldShowMenuForItemAt"]),
            f("collectionView", ["_", "canPerformAction", "forItemAt", "withSender"]),
            f("collectionView", ["_", "performAction", "forItemAt", "withSender"]),
            f("collectionView", ["_", "shouldBeginMultipleSelectionInteractionAt"]),
            f("collectionView", ["_", "didBeginMultipleSelectionInteractionAt"]),
            f("collectionViewDidEndMultipleSelectionInteraction", ["_"]),
        ],
        // UINavigationController.h and UIViewControllerTransitioning.h: every requirement optional (a navigation
        // library forwards them: `stackDelegate?.navigationController?(nav, willShow: vc, animated: animated)`).
        "UINavigationControllerDelegate": [
            f("navigationController", ["_", "willShow", "animated"]),
            f("navigationController", ["_", "didShow", "animated"]),
            f("navigationController", ["_", "animationControllerFor", "from", "to"]),
            f("navigationController", ["_", "interactionControllerFor"]),
        ],
        // UIViewControllerTransitioning.h and UIPresentationController.h: every method of the transitioning and
        // adaptive presentation delegates is optional, and the animator's `animationEnded(_:)`.
        "UIViewControllerTransitioningDelegate": [
            f("animationController", ["forPresented", "presenting", "source"]),
            f("animationController", ["forDismissed"]),
            f("interactionControllerForPresentation", ["using"]),
            f("interactionControllerForDismissal", ["using"]),
            f("presentationController", ["forPresented", "presenting", "source"]),
        ],
        "UIViewControllerAnimatedTransitioning": [f("animationEnded", ["_"])],
        "UIPopoverPresentationControllerDelegate": [
            f("prepareForPopoverPresentation", ["_"]),
            f("popoverPresentationControllerDidDismissPopover", ["_"]),
            f("popoverPresentationController", ["_", "willRepositionPopoverTo", "in"]),
        ],
        "UIAdaptivePresentationControllerDelegate": [
            f("adaptivePresentationStyle", ["for"]),
            f("adaptivePresentationStyle", ["for", "traitCollection"]),
            f("presentationControllerShouldDismiss", ["_"]),
            f("presentationControllerWillDismiss", ["_"]),
            f("presentationControllerDidDismiss", ["_"]),
            f("presentationControllerDidAttemptToDismiss", ["_"]),
        ],
        "UITabBarControllerDelegate": [
            f("tabBarController", ["_", "shouldSelect"]),
            f("tabBarController", ["_", "didSelect"]),
        ],
        "UIPageViewControllerDataSource": [
            f("presentationCount", ["for"]),
            f("presentationIndex", ["for"]),
        ],
        "UIPageViewControllerDelegate": [
            f("pageViewController", ["_", "willTransitionTo"]),
            f("pageViewController", ["_", "didFinishAnimating", "previousViewControllers", "transitionCompleted"]),
        ],
        "UITabBarDelegate": [
            f("tabBar", ["_", "didSelect"]),
            f("tabBar", ["_", "willBeginCustomizing"]),
            f("tabBar", ["_", "didBeginCustomizing"]),
            f("tabBar", ["_", "willEndCustomizing", "changed"]),
            f("tabBar", ["_", "didEndCustomizing", "changed"]),
        ],
        "UIScrollViewDelegate": [
            f("scrollViewDidScroll", ["_"]),
            f("scrollViewWillBeginDragging", ["_"]),
            f("scrollViewWillEndDragging", ["_", "withVelocity", "targetContentOffset"]),
            f("scrollViewDidEndDragging", ["_", "willDecelerate"]),
            f("scrollViewDidEndDecelerating", ["_"]),
            f("scrollViewDidEndScrollingAnimation", ["_"]),
            f("scrollViewWillBeginDecelerating", ["_"]),
            f("scrollViewShouldScrollToTop", ["_"]),
            f("scrollViewDidScrollToTop", ["_"]),
            f("scrollViewDidChangeAdjustedContentInset", ["_"]),
            f("scrollViewDidZoom", ["_"]),
            f("viewForZooming", ["in"]),
            f("scrollViewWillBeginZooming", ["_", "with"]),
            f("scrollViewDidEndZooming", ["_", "with", "atScale"]),
        ],
    ]
}
