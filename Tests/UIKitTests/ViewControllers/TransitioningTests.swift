import Foundation
import Testing
import UIKit

// Custom transitions (UIViewControllerTransitioning.h): an app's animator, transitioning delegate and navigation
// delegate compile as on iOS (they failed to with "cannot find type 'UIViewControllerAnimatedTransitioning'"), and
// a presentation with such a delegate still presents. Nothing is animated in the playground (the animator is
// not run), so no test here expects `animateTransition(using:)` to be called.

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
    @Test func aPresentationWithATransitioningDelegatePresents() {
        let root = UIViewController()
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
