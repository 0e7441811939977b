/// A view controller whose view is a collection view, which it makes with its layout and is the data source and
/// delegate of (Apple, UICollectionViewController: "When the collection view is first loaded, the collection view
/// controller … sets the data source and delegate of the collection view to the collection view controller").
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layoutForLoading: UICollectionViewLayout
    private var madeCollectionView: UICollectionView?

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutForLoading = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layoutForLoading = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        layoutForLoading = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view), made on first use.
    open var collectionView: UICollectionView! {
        get {
            if madeCollectionView == nil { loadViewIfNeeded() }
            return madeCollectionView
        }
        set {
            madeCollectionView = newValue
            view = newValue
        }
    }

    /// The layout of the collection view (before it is made: the one given to `init(collectionViewLayout:)`).
    open var collectionViewLayout: UICollectionViewLayout {
        madeCollectionView?.collectionViewLayout ?? layoutForLoading
    }

    /// Clears the collection view's selection when the view appears again (Apple: "When this property is true, the
    /// collection view controller clears the collection view's current selection when it receives a
    /// viewWillAppear(_:) message"): a list that pushed a detail screen shows no selected row when it is back.
    open var clearsSelectionOnViewWillAppear = true

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let cv = madeCollectionView else { return }
        for indexPath in cv.indexPathsForSelectedItems ?? [] { cv.deselectItem(at: indexPath, animated: animated) }
    }
    open var installsStandardGestureForInteractiveMovement = true
    open var useLayoutToLayoutNavigationTransitions = false

    /// Turns editing mode on or off, its collection view's too (decided from UITableViewController, which Apple
    /// documents as doing so for its table view; iOS 14's collection view controller does the same for lists).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        madeCollectionView?.isEditing = editing
    }

    /// Makes the collection view with the controller's layout, the size of the screen, the controller its data
    /// source and delegate.
    open override func loadView() {
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutForLoading)
        cv.dataSource = self
        cv.delegate = self
        madeCollectionView = cv
        view = cv
    }

    // UICollectionViewDataSource's requirements, to be overridden (UIKit's controller implements them as 0 items).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell {
        PlaygroundExceptions.raise("NSInternalInconsistencyException", "UICollectionViewController's "
            + "collectionView(_:cellForItemAt:) is not overridden: the subclass must return a dequeued cell", from: collectionView)
        return UICollectionViewCell()
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView()
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    // UICollectionViewDelegate's and UIScrollViewDelegate's requirements, declared here so that subclasses
    // `override` them as on iOS (where the controller's Objective-C conformance makes them members).
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView,
                             didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
