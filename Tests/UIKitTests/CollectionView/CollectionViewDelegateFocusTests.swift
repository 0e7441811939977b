import Foundation
import Testing
import UIKit

/// The delegate's focus, edit-menu and multiple-selection methods (UICollectionView.h's `@optional` ones): a delegate
/// that forwards every method to another (a sticky-header wrapper's: it did not compile, "cannot find type
/// 'UICollectionViewFocusUpdateContext'") compiles, and its implementations are what they say.
@MainActor @Suite struct CollectionViewDelegateFocusTests {
    final class Forwarding: NSObject, UICollectionViewDelegate {
        var focusUpdates = 0
        func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                            with coordinator: UIFocusAnimationCoordinator) {
            focusUpdates += 1
        }
        func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
            indexPath.item == 0
        }
    }

    @Test func aDelegatesImplementationsAnswer() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let forwarding = Forwarding()
        collectionView.delegate = forwarding
        forwarding.collectionView(collectionView, didUpdateFocusIn: UICollectionViewFocusUpdateContext(),
                                  with: UIFocusAnimationCoordinator())
        #expect(forwarding.focusUpdates == 1)
        #expect(forwarding.collectionView(collectionView, shouldShowMenuForItemAt: IndexPath(item: 0, section: 0)))
        #expect(!forwarding.collectionView(collectionView, shouldShowMenuForItemAt: IndexPath(item: 1, section: 0)))
    }

    @Test func aFocusContextStartsWithoutIndexPaths() {
        let context = UICollectionViewFocusUpdateContext()
        #expect(context.previouslyFocusedIndexPath == nil)
        #expect(context.nextFocusedIndexPath == nil)
        #expect(context.nextFocusedView == nil)
    }
}
