import Foundation

/// The object that manages a presented view controller's presentation: where its view goes in the container view,
/// and what is added around it (UIPresentationController.h). A custom presentation (`modalPresentationStyle =
/// .custom`) gets its subclass from the presented controller's `transitioningDelegate`; every other presentation has
/// a plain one. UIKit calls, in order: `presentationTransitionWillBegin()` (the presented controller's
/// `transitionCoordinator` is the presentation's), the animator's `animateTransition(using:)`,
/// `presentationTransitionDidEnd(_:)`; `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`
/// around each layout of the container view; `dismissalTransitionWillBegin()` and `dismissalTransitionDidEnd(_:)`
/// around the dismissal (UIViewController+Presentation.swift; docs/uikit.md, "Custom presentations").
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIAppearanceContainer, UITraitEnvironment {
    private let presented: UIViewController
    private var presenting: UIViewController?
    /// The container view while the controller is presented; set by the presentation.
    package var playgroundContainerView: UIView?

    /// UIPresentationController.h: `initWithPresentedViewController:presentingViewController:`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    open var presentedViewController: UIViewController { presented }
    /// The controller that presented it: the one given at init, else the one that presents it now.
    open var presentingViewController: UIViewController {
        presenting ?? presented.presentingViewController ?? presented
    }
    package func playgroundSetPresenting(_ controller: UIViewController) { presenting = controller }

    open var presentationStyle: UIModalPresentationStyle { presented.modalPresentationStyle }
    /// UIKit's answer with no delegate: the style itself (Apple, "adaptivePresentationStyle").
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }
    /// The view the presented content and the presentation's own views go into (Apple: "the view in which the
    /// presentation occurs"); nil before the presentation begins and after the dismissal ends.
    open var containerView: UIView? { playgroundContainerView }
    /// The view to animate: UIKit's default is the presented controller's view.
    open var presentedView: UIView? { presented.viewIfLoaded ?? presented.view }
    /// Where the presented view goes in the container (Apple: "The default implementation of this method returns a
    /// rectangle that fills the entire container view").
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Apple: "The default implementation of this method returns true."
    open var shouldPresentInFullscreen: Bool { true }
    /// Apple: "The default implementation of this method returns false": the presenter's view stays.
    open var shouldRemovePresentersView: Bool { false }
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    open var overrideTraitCollection: UITraitCollection?
    open var traitCollection: UITraitCollection {
        overrideTraitCollection ?? containerView?.traitCollection ?? presentingViewController.traitCollection
    }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: The transition's callbacks (Apple: the default implementations do nothing)

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer (the presented controller's sizes)

    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func preferredContentSizeDidChange(forChildContentContainer container: AnyObject) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: AnyObject) {}
    /// Apple: the default returns the parent's size.
    open func size(forChildContentContainer container: AnyObject, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
}

/// The delegate of a presentation controller (UIAdaptivePresentationControllerDelegate); every method is optional.
/// Playground: stored only: a sheet is not dismissed by a swipe here, and the size class does not change the style,
/// so the dismissal and adaptation methods are not called.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Apple: return `.none` to keep the current style, UIKit's answer without this method.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The view that holds a presentation (UIKit's transition view in the window): it tells its presentation controller
/// around each layout of its subviews.
@MainActor
final class PlaygroundPresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// The context an animator is given (UIViewControllerContextTransitioning): the container, the two controllers
/// and their views, frames from the presentation controller; `completeTransition(_:)` ends the transition once.
@MainActor
final class PlaygroundTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive: Bool { false }
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    private let from: UIViewController, to: UIViewController
    private let presentation: UIPresentationController
    private let isPresenting: Bool
    private let removesPresenter: Bool
    private var end: ((Bool) -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, presentation: UIPresentationController,
         presenting: Bool, animated: Bool, removesPresenter: Bool, end: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.presentation = presentation
        isPresenting = presenting
        isAnimated = animated
        self.removesPresenter = removesPresenter
        presentationStyle = presentation.presentationStyle
        self.end = end
        super.init()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        let end = self.end
        self.end = nil  // UIKit ends a transition once
        end?(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    /// Apple, view(forKey:): the presented side's view is the presentation controller's `presentedView`; the
    /// presenter's is nil unless the presentation removes it (`shouldRemovePresentersView`).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide = isPresenting ? UITransitionContextViewKey.to : .from
        if key == presentedSide { return presentation.presentedView }
        guard removesPresenter, key == (isPresenting ? .from : .to) else { return nil }
        return (isPresenting ? from : to).viewIfLoaded
    }

    /// Apple: the presented controller's final frame in a presentation is the presentation controller's
    /// `frameOfPresentedViewInContainerView`; a controller leaving starts where its view is; other frames are
    /// `CGRectZero` ("the rectangle … may be CGRectZero" when not known).
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? (vc.viewIfLoaded?.frame ?? .zero) : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if isPresenting, vc === to { return presentation.frameOfPresentedViewInContainerView }
        if !isPresenting, vc === to, removesPresenter { return containerView.bounds }
        return .zero
    }
}

extension UIViewController {
    /// The presentation controller that manages this controller (UIViewController.h): its presentation's, or one
    /// made on first use for its coming presentation (iOS answers before `present`, so that code can set the
    /// presentation controller's `delegate` first), or the nearest presented parent's.
    public var presentationController: UIPresentationController? {
        if let pc = playgroundPresentationController { return pc }
        var ancestor = parent
        while let a = ancestor {
            if a.presentingViewController != nil, let pc = a.playgroundPresentationController { return pc }
            ancestor = a.parent
        }
        let pc = UIPresentationController(presentedViewController: self, presenting: nil)
        playgroundPresentationController = pc
        return pc
    }
}
