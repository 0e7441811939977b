import Foundation
import Testing
import UIKit

// Custom transitions (UIViewControllerTransitioning.h): an app's animator, transitioning delegate and navigation
// delegate compile as on iOS (they failed to with "cannot find type 'UIViewControllerAnimatedTransitioning'"), and
// a presentation with such a delegate presents through its animator (docs/uikit.md, "Custom presentations").

private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to.view)
        to.view.frame = transitionContext.finalFrame(for: to)
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

private final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentationsAsked = 0
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presentationsAsked += 1
        return FadeAnimator()
    }
}

private final class StackDelegate: NSObject, UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? FadeAnimator() : nil
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
}

@MainActor
@Suite struct TransitioningTests {
    /// In a window (UIKit presents only from a controller whose view is in one), the delegate's animator is asked
    /// once and run (CustomPresentationTests follows the whole order).
    @Test func aPresentationWithATransitioningDelegatePresents() {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = FadeDelegate()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        #expect(delegate.presentationsAsked == 1)
        #expect(root.presentedViewController === card)
        #expect(card.presentingViewController === root)
        #expect(card.transitioningDelegate === delegate)
    }

    @Test func theTransitioningDelegateIsWeak() {
        let card = UIViewController()
        do {
            let delegate = FadeDelegate()
            card.transitioningDelegate = delegate
            #expect(card.transitioningDelegate != nil)
        }
        #expect(card.transitioningDelegate == nil)
    }

    @Test func optionalRequirementsAnswerUIKitsDefaults() {
        let delegate = FadeDelegate()
        let animator = FadeAnimator()
        #expect(delegate.animationController(forDismissed: UIViewController()) == nil)
        #expect(delegate.interactionControllerForPresentation(using: animator) == nil)
        let nav = UINavigationController(rootViewController: UIViewController())
        let stack = StackDelegate()
        #expect(stack.navigationController(nav, animationControllerFor: .push, from: UIViewController(),
                                           to: UIViewController()) != nil)
        #expect(stack.navigationController(nav, animationControllerFor: .pop, from: UIViewController(),
                                           to: UIViewController()) == nil)
        let interaction = stack.interaction
        #expect(interaction.completionSpeed == 1)
        #expect(interaction.wantsInteractiveStart)
    }

    @Test func namesAndRawValuesAreUIKits() {
        #expect(UINavigationController.Operation.none.rawValue == 0)
        #expect(UINavigationController.Operation.push.rawValue == 1)
        #expect(UINavigationController.Operation.pop.rawValue == 2)
        #expect(UITransitionContextViewControllerKey.from.rawValue == "UITransitionContextFromViewControllerKey")
        #expect(UITransitionContextViewKey.to.rawValue == "UITransitionContextToViewKey")
    }

    @Test func percentDrivenTransitionKeepsAClampedFraction() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.update(0.4)
        #expect(interaction.percentComplete == 0.4)
        interaction.update(1.7)
        #expect(interaction.percentComplete == 1)
        interaction.update(-2)
        #expect(interaction.percentComplete == 0)
        interaction.finish()
    }
}
