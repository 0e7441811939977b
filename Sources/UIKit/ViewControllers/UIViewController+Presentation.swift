import Foundation

extension UIViewController {
    /// Presents `presented` over this controller's window: its view fills the window (a full-screen presentation;
    /// a sheet is drawn full too here: docs/hosting.md, "Navigation"), with the appearance calls in UIKit's order
    /// (the presenter disappears only for `.fullScreen`, as UIKit keeps the presenter's view for the other
    /// styles: Apple, UIModalPresentationStyle.overFullScreen: "the views beneath the presented content are not
    /// removed"; a sheet's presenter stays too), then `completion`. UIKit raises when a controller that already
    /// presents one presents another ("Attempt to present … which is already presenting"), and only logs it: the
    /// second is not presented.
    package func playgroundPresent(_ presented: UIViewController, completion: (() -> Void)?) {
        guard presentedViewController == nil, presented.presentingViewController == nil, presented !== self else {
            return
        }
        switch presented.modalPresentationStyle {
        case .fullScreen, .overFullScreen: break
        default:
            PlaygroundNotices.record("UIViewController.present(_:animated:completion:)", .approximated,
                                     "a sheet is shown over the whole window, without its inset, corners and dimming")
        }
        if presented.transitioningDelegate?.animationController(forPresented: presented, presenting: self,
                                                                  source: self) != nil {
            PlaygroundNotices.record("UIViewController.transitioningDelegate", .approximated,
                                     "the transition's animator is not run: the controller is shown at once")
        }
        presentedViewController = presented
        presented.presentingViewController = self
        presented.loadViewIfNeeded()
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
    package func playgroundDismiss(completion: (() -> Void)?) {
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
