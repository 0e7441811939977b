import Foundation

extension UIViewController {
    /// Keeps `presented` as the presented controller, loads its view, runs `completion`. UIKit raises when a
    /// controller that already presents one presents another ("Attempt to present … which is already presenting"),
    /// and only logs it: the second is not presented.
    package func playgroundPresent(_ presented: UIViewController, completion: (() -> Void)?) {
        PlaygroundNotices.record("UIViewController.present(_:animated:completion:)", .approximated,
                                 "the presented controller is loaded and kept, but not shown")
        guard presentedViewController == nil, presented.presentingViewController == nil, presented !== self else {
            return
        }
        presentedViewController = presented
        presented.presentingViewController = self
        presented.loadViewIfNeeded()
        completion?()
    }

    /// Dismisses what this controller presented, or this controller from its presenter (UIViewController.h:
    /// "If you call this method on the presented view controller itself, UIKit asks the presenting view controller
    /// to handle the dismissal").
    package func playgroundDismiss(completion: (() -> Void)?) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}
