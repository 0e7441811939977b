import Foundation
import Testing
import UIKit

// What a third set of real example controllers named (RESULTS3 in /work/realfiles): each member must exist with
// iOS's shape (an `override` compiles only against an `open` member of the class) and keep iOS's stored state.

private final class FocusAwareController: UIViewController {
    var focusUpdates = 0
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        focusUpdates += 1
        coordinator.addCoordinatedAnimations({ self.focusUpdates += 10 }, completion: nil)
        super.didUpdateFocus(in: context, with: coordinator)
    }
}

private final class FocusableCell: UICollectionViewCell {
    override var canBecomeFocused: Bool { true }
}

@MainActor
@Suite struct FreshRealFilesAPITests {
    /// UIActivityIndicatorView.h: hidden while stopped when `hidesWhenStopped` (the default), shown while animating;
    /// the style decides the size (20 points medium, 37 large).
    @Test func anActivityIndicatorIsHiddenWhileStoppedAndSizedByItsStyle() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        // Only this test's own notice is looked for: others may be waiting on a shared test thread.
    }

    /// UISwipeGestureRecognizer.h: right and one touch by default; the directions are an option set.
    @Test func aSwipeRecognizerDefaultsToRightWithOneTouch() {
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        swipe.direction = [.up, .down]
        #expect(swipe.direction.contains(.down) && !swipe.direction.contains(.right))
    }

    /// A navigation controller's bar keeps what is set on it (stored, not drawn).
    @Test func aNavigationControllersBarKeepsLargeTitles() {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.navigationBar.prefersLargeTitles = true
        #expect(nav.navigationBar.prefersLargeTitles)
        #expect(nav.navigationBar === nav.navigationBar)
    }

    /// A supplementary registered from a nib dequeues a plain reusable view of its kind (nibs are not loaded).
    @Test func aNibRegisteredSupplementaryDequeuesAPlainView() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UINib(nibName: "Header", bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: "h")
        let view = cv.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                       withReuseIdentifier: "h", for: IndexPath(item: 0, section: 0))
        #expect(type(of: view) == UICollectionReusableView.self)
    }

    /// The focus environment's members are overridable and the playground never calls them (no focus engine);
    /// a coordinator runs its animations at once.
    @Test func focusMembersAreOverridableAndNeverCalled() {
        let controller = FocusAwareController()
        controller.loadViewIfNeeded()
        #expect(controller.focusUpdates == 0)
        controller.didUpdateFocus(in: UIFocusUpdateContext(), with: UIFocusAnimationCoordinator())
        #expect(controller.focusUpdates == 11)
        #expect(FocusableCell(frame: .zero).canBecomeFocused)
        #expect(!UIView().canBecomeFocused)
    }
}
