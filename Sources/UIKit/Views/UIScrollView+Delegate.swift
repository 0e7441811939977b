/// Playground extension (not in UIKit): what gives every `UIScrollView` its `delegate`. On iOS `UIScrollView.delegate`
/// is a property of the class that `UICollectionView` redeclares with its own protocol (an Objective-C covariant
/// override Swift does not allow); here the scroll view's `delegate` comes from this protocol's extension, and
/// `UICollectionView`'s own `delegate` (a member of the class) wins wherever the type is a collection view.
@preconcurrency @MainActor
public protocol PlaygroundScrollViewDelegateHolder: AnyObject {}

extension UIScrollView: PlaygroundScrollViewDelegateHolder {}

extension PlaygroundScrollViewDelegateHolder where Self: UIScrollView {
    /// The scroll view's delegate, weak as on iOS. A collection view seen as a `UIScrollView` answers with its own
    /// `UICollectionView.delegate` (and setting one that is not a `UICollectionViewDelegate` clears it, as iOS's
    /// collection view ignores the collection-view methods such an object lacks).
    ///
    /// Playground: approximated for a scroll view other than the playground's collection view: only a drag inside a
    /// collection view's cell scrolls such a view here (UICollectionView+InnerScrollDrags.swift: its delegate hears
    /// the drag's begin, each move and its end, with no deceleration); otherwise it is never told of scrolling.
    public var delegate: (any UIScrollViewDelegate)? {
        get {
            if let collectionView = self as? UICollectionView { return collectionView.delegate }
            return playgroundScrollDelegate
        }
        set {
            if let collectionView = self as? UICollectionView {
                collectionView.delegate = newValue as? UICollectionViewDelegate
                return
            }
            if newValue != nil {
                PlaygroundNotices.record("PlaygroundScrollViewDelegateHolder.delegate", .approximated,
                                         "a scroll view other than the collection view is scrolled here only by a drag "
                                         + "inside a cell: its delegate is told of those drags, nothing else")
            }
            playgroundScrollDelegate = newValue
        }
    }
}
