import Foundation

// Custom view controller transitions (UIViewControllerTransitioning.h): the protocols an app's animator, its
// transitioning delegate and UIKit's transition context adopt, and UIPercentDrivenInteractiveTransition.
//
// Playground: approximated: no transition is animated here. A presentation or a push whose delegate supplies an
// animator shows the new controller at once, as one without it (docs/hosting.md, "Navigation"); the animator is
// not asked to animate. The declarations let an app's animators, delegates and interactive transitions compile
// and be kept as on iOS.

/// The keys of the controllers taking part in a transition (UIViewControllerTransitioning.h:
/// `UITransitionContextFromViewControllerKey`, `UITransitionContextToViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the views taking part in a transition (UIViewControllerTransitioning.h:
/// `UITransitionContextFromViewKey`, `UITransitionContextToViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What UIKit tells an animator about a transition (UIViewControllerTransitioning.h); UIKit provides the object,
/// an app's animator reads it and calls `completeTransition(_:)` when its animations end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition's views are animated.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Tells UIKit the animations are done; `didComplete` false when the transition was cancelled.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition (UIViewControllerTransitioning.h): the duration and the animations.
/// `animationEnded(_:)` is optional in UIKit; it does nothing by default here.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Makes the transition's animations; calls the context's `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively (UIViewControllerTransitioning.h). `completionSpeed`,
/// `completionCurve` and `wantsInteractiveStart` are optional in UIKit: 1, `.easeInOut` and true by default here.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// The object a presented controller asks for the animators of its presentation and dismissal
/// (UIViewControllerTransitioning.h). Every method is optional in UIKit; each answers nil by default here.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// An interactive transition driven by a fraction of completion (UIViewControllerTransitioning.h), typically
/// from a pan gesture: `update(_:)` while the finger moves, then `finish()` or `cancel()`.
///
/// Playground: approximated: no transition runs here, so the fraction and the state are kept and nothing moves.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration in seconds: 0 until a transition starts (UIKit reads it from the animator).
    open private(set) var duration: CGFloat = 0
    /// The fraction of the transition done, 0…1 (UIKit clamps it).
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    private var context: UIViewControllerContextTransitioning?

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }
    /// Sets how far the transition is (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        PlaygroundNotices.record("UIPercentDrivenInteractiveTransition", .approximated,
                                 "no transition runs here: the fraction is kept and nothing moves")
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }
    open func pause() { context?.pauseInteractiveTransition() }
    open func cancel() { context?.cancelInteractiveTransition() }
    open func finish() { context?.finishInteractiveTransition() }
}
