import Foundation
import Testing
import UIKit

/// A custom presentation as PanModal-style code writes one (UIPresentationController.h,
/// UIViewControllerTransitioning.h): the transitioning delegate's presentation controller places the presented view
/// and adds a dimming view alongside the transition; its animator moves the view in and completes.
@MainActor @Suite struct CustomPresentationTests {
    final class Log { var lines: [String] = [] }

    final class SheetPresentation: UIPresentationController {
        let log: Log
        let dimming = UIView()
        init(presented: UIViewController, presenting: UIViewController?, log: Log) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            log.lines.append("willBegin coordinator:\(presentedViewController.transitionCoordinator != nil) "
                             + "being:\(presentedViewController.isBeingPresented)")
            dimming.alpha = 0
            containerView?.addSubview(dimming)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimming.alpha = 1
                self.log.lines.append("alongside")
            })
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.lines.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() {
            log.lines.append("dismissalWillBegin being:\(presentedViewController.isBeingDismissed)")
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.lines.append("dismissalDidEnd \(completed)") }
        override func containerViewWillLayoutSubviews() {
            dimming.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        let log: Log
        init(presenting: Bool, log: Log) { self.presenting = presenting; self.log = log }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            log.lines.append("animate \(presenting ? "in" : "out")")
            if presenting, let to = context.viewController(forKey: .to), let view = context.view(forKey: .to) {
                context.containerView.addSubview(view)
                let final = context.finalFrame(for: to)
                view.frame = final.offsetBy(dx: 0, dy: final.height)
                UIView.animate(withDuration: transitionDuration(using: context), animations: { view.frame = final }) {
                    context.completeTransition($0)
                }
            } else {
                let view = context.view(forKey: .from)
                UIView.animate(withDuration: 0.3, animations: { view?.alpha = 0 }) { context.completeTransition($0) }
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { log.lines.append("ended \(transitionCompleted)") }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        let log = Log()
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            SheetPresentation(presented: presented, presenting: presenting, log: log)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            Animator(presenting: true, log: log)
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            Animator(presenting: false, log: log)
        }
    }

    @Test func aCustomPresentationRunsItsPresentationControllerAndAnimator() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        let transitions = Transitions()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        var done = false
        root.present(sheet, animated: true) { done = true }
        #expect(transitions.log.lines == ["willBegin coordinator:true being:true", "animate in", "alongside", "didEnd true",
                                          "ended true"])
        #expect(done)
        let pc = try #require(sheet.presentationController as? SheetPresentation)
        #expect(pc.presentingViewController === root && pc.presentedViewController === sheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))
        #expect(sheet.view.superview === pc.containerView && pc.containerView?.superview === window)
        #expect(pc.dimming.alpha == 1 && pc.dimming.frame == window.bounds)
        #expect(root.view.window === window)  // a custom presentation keeps the presenter's view (Apple's default)
        #expect(sheet.transitionCoordinator == nil)  // "nil if no transition is in progress"
        #expect(!sheet.isBeingPresented)

        transitions.log.lines = []
        done = false
        sheet.dismiss(animated: true) { done = true }
        #expect(transitions.log.lines == ["dismissalWillBegin being:true", "animate out", "dismissalDidEnd true", "ended true"])
        #expect(done && root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(pc.containerView == nil && sheet.viewIfLoaded?.window == nil && !sheet.isBeingDismissed)
    }

    @Test func withoutAnAnimatorThePresentedViewIsPlacedByThePresentationController() {
        final class Bottom: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 500, width: 400, height: 300) }
        }
        final class OnlyPresentation: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                Bottom(presentedViewController: presented, presenting: presenting)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        let delegate = OnlyPresentation()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: false)
        #expect(sheet.presentationController is Bottom)
        #expect(sheet.view.frame == CGRect(x: 0, y: 500, width: 400, height: 300))
        #expect(sheet.view.window === window)
        root.dismiss(animated: false)
        #expect(sheet.viewIfLoaded?.window == nil && root.presentedViewController == nil)
    }

    @Test func aControllerHasAPresentationControllerBeforeItIsPresented() {
        final class Watcher: NSObject, UIAdaptivePresentationControllerDelegate {}
        let sheet = UIViewController()
        let watcher = Watcher()
        sheet.presentationController?.delegate = watcher  // as iOS code does before `present`
        #expect(sheet.presentationController?.delegate === watcher)
        #expect(sheet.presentationController?.presentedViewController === sheet)
    }
}

/// UIPopoverPresentationController (UIViewController.h, UIPopoverPresentationController.h): a `.popover` controller
/// has one before it is presented, with Apple's defaults; other styles have none.
@MainActor @Suite struct PopoverPresentationTests {
    @Test func aPopoverControllerHasItsPresentationControllerBeforePresentation() throws {
        final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {}
        let menu = UIViewController()
        #expect(menu.popoverPresentationController == nil)  // not a popover
        menu.modalPresentationStyle = .popover
        let popover = try #require(menu.popoverPresentationController)
        #expect(popover === menu.popoverPresentationController && popover.presentedViewController === menu)
        #expect(popover.permittedArrowDirections == .any && popover.arrowDirection == .unknown)
        let anchor = UIView()
        let delegate = Delegate()
        popover.sourceView = anchor
        popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        popover.delegate = delegate
        let adaptive: UIAdaptivePresentationControllerDelegate? = popover.delegate
        #expect(adaptive === delegate && popover.sourceView === anchor)
        #expect(delegate.adaptivePresentationStyle(for: popover) == .none)
        let host = UIViewController()
        host.present(menu, animated: false)
        #expect(host.presentedViewController === menu && menu.presentationController === popover)
    }
}
