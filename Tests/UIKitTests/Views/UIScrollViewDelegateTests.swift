import Testing
import UIKit

/// `UIScrollView.delegate` (UIScrollView+Delegate.swift): every scroll view has one, weak as on iOS, and a collection
/// view seen as a scroll view answers with its own `UICollectionView.delegate`.
@MainActor @Suite struct UIScrollViewDelegateTests {
    final class ScrollDelegate: NSObject, UIScrollViewDelegate {}
    final class CollectionDelegate: NSObject, UICollectionViewDelegate {}

    @Test func aPlainScrollViewKeepsItsDelegateWeakly() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var delegate: ScrollDelegate? = ScrollDelegate()
        scrollView.delegate = delegate
        #expect(scrollView.delegate === delegate)
        delegate = nil
        #expect(scrollView.delegate == nil)  // weak, as UIScrollView.h's `weak` delegate
    }

    @Test func aCollectionViewSeenAsAScrollViewAnswersWithItsOwnDelegate() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let delegate = CollectionDelegate()
        collectionView.delegate = delegate
        let asScrollView: UIScrollView = collectionView
        #expect(asScrollView.delegate === delegate)
        // Through the scroll view: an object that is a collection-view delegate becomes the collection view's
        // delegate; one that is only a scroll-view delegate clears it (it answers none of the collection view's).
        let other = CollectionDelegate()
        asScrollView.delegate = other
        #expect(collectionView.delegate === other)
        asScrollView.delegate = ScrollDelegate()
        #expect(collectionView.delegate == nil)
    }
}
