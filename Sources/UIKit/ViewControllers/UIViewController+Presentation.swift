import Foundation

extension UIViewController {
    /// Presents `presented` over this controller's window: its view fills the window (a full-screen presentation;
    /// a sheet is drawn full too here: docs/hosting.md, "Navigation"), with the appearance calls in UIKit's order
    /// (the presenter disappears only for `.fullScreen`, as UIKit keeps the presenter's view for the other
    /// styles: Apple, UIModalPresentationStyle.overFullScreen: "the views beneath the presented content are not
    /// removed"; a sheet's presenter stays too), then `completion`. UIKit raises when a controller that already
    /// presents one presents another ("Attempt to present … which is already presenting"), and only logs it: the
    /// second is not presented.
    package func playgroundPresent(_ presented: UIViewController, animated: Bool = true, completion: (() -> Void)?) {
        guard presentedViewController == nil, presented.presentingViewController == nil, presented !== self else {
            return
        }
        if presented.modalPresentationStyle == .custom || presented.transitioningDelegate != nil {
            playgroundPresentWithTransition(presented, animated: animated, completion: completion)
            return
        }
        presented.playgroundPresentationController?.playgroundSetPresenting(self)
        switch presented.modalPresentationStyle {
        case .fullScreen, .overFullScreen: break
        default:
            PlaygroundNotices.record("UIViewController.present(_:animated:completion:)", .approximated,
                                     "a sheet is shown over the whole window, without its inset, corners and dimming")
        }
        presentedViewController = presented
        presented.presentingViewController = self
        presented.loadViewIfNeeded()
        presented.isBeingPresented = true
        defer { presented.isBeingPresented = false }
        if let window = viewIfLoaded?.window, playgroundAppearance == .appeared {
            let covers = presented.modalPresentationStyle == .fullScreen
            if covers { beginAppearanceTransition(false, animated: true) }
            presented.view.frame = window.bounds
            window.addSubview(presented.view)
            presented.beginAppearanceTransition(true, animated: true)
            window.layoutIfNeeded()
            if covers { endAppearanceTransition() }
            presented.endAppearanceTransition()
        }
        completion?()
    }

    /// Dismisses what this controller presented, or this controller from its presenter (UIViewController.h:
    /// "If you call this method on the presented view controller itself, UIKit asks the presenting view controller
    /// to handle the dismissal"), with the appearance calls in UIKit's order.
    package func playgroundDismiss(animated: Bool = true, completion: (() -> Void)?) {
        let presenter: UIViewController
        let presented: UIViewController
        if let p = presentedViewController {
            presenter = self
            presented = p
        } else if let p = presentingViewController {
            presenter = p
            presented = self
        } else {
            completion?()
            return
        }
        if presented.playgroundTransitionContainer != nil {
            presenter.playgroundDismissWithTransition(presented, animated: animated, completion: completion)
            return
        }
        presented.playgroundPresentationController = nil
        presented.isBeingDismissed = true
        defer { presented.isBeingDismissed = false }
        let window = presented.viewIfLoaded?.window
        let covers = presented.modalPresentationStyle == .fullScreen
        let onScreen = window != nil && presented.playgroundAppearance == .appeared
        if onScreen {
            presented.beginAppearanceTransition(false, animated: true)
            if covers { presenter.beginAppearanceTransition(true, animated: true) }
        }
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentingViewController = nil
        presenter.presentedViewController = nil
        if onScreen {
            presented.endAppearanceTransition()
            if covers { presenter.endAppearanceTransition() }
        }
        completion?()
    }
}

// MARK: - Custom presentations (UIViewControllerTransitioning.h, UIPresentationController.h)

extension UIViewController {
    /// The container view of this controller's custom presentation while it is presented.
    var playgroundTransitionContainer: PlaygroundPresentationContainerView? {
        playgroundPresentationController?.playgroundContainerView as? PlaygroundPresentationContainerView
    }

    /// A presentation with a transitioning delegate or the `.custom` style, as UIKit runs it (Apple, "Customizing
    /// the Transition Animations" and UIPresentationController): the delegate's presentation controller (`.custom`
    /// only; a plain one otherwise), a container view filling the window, `presentationTransitionWillBegin()` with
    /// the presented controller's `transitionCoordinator` set, the delegate's animator given the context (with no
    /// animator, UIKit's own: the presented view put at `frameOfPresentedViewInContainerView` at once), and, when the
    /// animator calls `completeTransition(_:)`, the coordinator's blocks, `presentationTransitionDidEnd(_:)`,
    /// `animationEnded(_:)` and `completion`.
    func playgroundPresentWithTransition(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let delegate = presented.transitioningDelegate
        let pc: UIPresentationController
        if presented.modalPresentationStyle == .custom,
           let custom = delegate?.presentationController(forPresented: presented, presenting: self, source: self) {
            pc = custom
        } else {
            pc = presented.playgroundPresentationController ?? UIPresentationController(presentedViewController: presented,
                                                                                        presenting: self)
        }
        pc.playgroundSetPresenting(self)
        presented.playgroundPresentationController = pc
        presentedViewController = presented
        presented.presentingViewController = self
        presented.loadViewIfNeeded()
        guard let window = viewIfLoaded?.window, playgroundAppearance == .appeared else {
            completion?()
            return
        }
        let container = PlaygroundPresentationContainerView(frame: window.bounds)
        container.presentationController = pc
        window.addSubview(container)
        pc.playgroundContainerView = container
        let removesPresenter = presented.modalPresentationStyle == .fullScreen
            || (presented.modalPresentationStyle == .custom && pc.shouldRemovePresentersView)
        let animator = delegate?.animationController(forPresented: presented, presenting: self, source: self)
        if let animator, delegate?.interactionControllerForPresentation(using: animator) != nil {
            PlaygroundNotices.record("UIPercentDrivenInteractiveTransition", .doesNothing,
                                     "interaction controllers are not asked here: a transition runs its animator at once")
        }
        let coordinator = PlaygroundTransitionCoordinator(
            deferredAnimated: animated, duration: animator?.transitionDuration(using: nil) ?? 0)
        coordinator.playgroundControllers = [.from: self, .to: presented]
        coordinator.playgroundContainer = container
        presented.playgroundTransitionCoordinator = coordinator
        presented.isBeingPresented = true
        if removesPresenter { beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        pc.presentationTransitionWillBegin()
        let context = PlaygroundTransitionContext(
            container: container, from: self, to: presented, presentation: pc, presenting: true, animated: animated,
            removesPresenter: removesPresenter) { [weak self] completed in
                coordinator.playgroundFinish()
                presented.playgroundTransitionCoordinator = nil
                presented.isBeingPresented = false
                if completed {
                    container.layoutIfNeeded()
                    if removesPresenter { self?.endAppearanceTransition() }
                    presented.endAppearanceTransition()
                } else {
                    // A cancelled presentation leaves things as they were (Apple, completeTransition(_:)).
                    container.removeFromSuperview()
                    pc.playgroundContainerView = nil
                    self?.presentedViewController = nil
                    presented.presentingViewController = nil
                    presented.playgroundPresentationController = nil
                }
                pc.presentationTransitionDidEnd(completed)
                animator?.animationEnded(completed)
                completion?()
            }
        if let animator {
            animator.animateTransition(using: context)
        } else {
            if let view = pc.presentedView {
                view.frame = pc.frameOfPresentedViewInContainerView
                container.addSubview(view)
            }
            context.completeTransition(true)
        }
    }

    /// The dismissal of a custom presentation: `dismissalTransitionWillBegin()`, the delegate's dismissal animator
    /// (none: the presented view removed at once), and when it completes the container view removed,
    /// `dismissalTransitionDidEnd(_:)`, `animationEnded(_:)` and `completion`.
    func playgroundDismissWithTransition(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let pc = presented.playgroundPresentationController, let container = presented.playgroundTransitionContainer
        else { return }
        let removesPresenter = presented.modalPresentationStyle == .fullScreen
            || (presented.modalPresentationStyle == .custom && pc.shouldRemovePresentersView)
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
        let coordinator = PlaygroundTransitionCoordinator(
            deferredAnimated: animated, duration: animator?.transitionDuration(using: nil) ?? 0)
        coordinator.playgroundControllers = [.from: presented, .to: self]
        coordinator.playgroundContainer = pc.containerView
        presented.playgroundTransitionCoordinator = coordinator
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { beginAppearanceTransition(true, animated: animated) }
        pc.dismissalTransitionWillBegin()
        let context = PlaygroundTransitionContext(
            container: container, from: presented, to: self, presentation: pc, presenting: false, animated: animated,
            removesPresenter: removesPresenter) { [weak self] completed in
                coordinator.playgroundFinish()
                presented.playgroundTransitionCoordinator = nil
                presented.isBeingDismissed = false
                if completed {
                    presented.viewIfLoaded?.removeFromSuperview()
                    container.removeFromSuperview()
                    pc.playgroundContainerView = nil
                    self?.presentedViewController = nil
                    presented.presentingViewController = nil
                    presented.endAppearanceTransition()
                    if removesPresenter { self?.endAppearanceTransition() }
                }
                pc.dismissalTransitionDidEnd(completed)
                if completed { presented.playgroundPresentationController = nil }
                animator?.animationEnded(completed)
                completion?()
            }
        if let animator { animator.animateTransition(using: context) } else { context.completeTransition(true) }
    }
}
