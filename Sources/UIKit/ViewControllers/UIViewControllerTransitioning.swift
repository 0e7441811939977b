import Foundation

// UIViewControllerTransitioning.h: the protocols of a custom presentation or dismissal — the delegate that hands out
// the presentation controller and the animators, the animator, and the context UIKit gives it. What UIKit does with
// them here: UIViewController+Presentation.swift and docs/uikit.md, "Custom presentations".

/// The keys of a transition's two view controllers (UIViewControllerTransitioning.h:
/// `UITransitionContextFromViewControllerKey`, `UITransitionContextToViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's two views (`UITransitionContextFromViewKey`, `UITransitionContextToViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What UIKit tells an animator about the transition it animates (UIViewControllerContextTransitioning).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// The animator calls it when its animations end: UIKit then ends the transition.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a presentation or dismissal (UIViewControllerAnimatedTransitioning); `animationEnded`
/// is optional (its default does nothing).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from user input (UIViewControllerInteractiveTransitioning).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// UIViewControllerTransitioning.h's defaults: speed 1, ease-in-out, an interactive start.
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// The object that supplies a presented controller's presentation controller and animators
/// (UIViewControllerTransitioningDelegate); every method is optional, answering nil: UIKit's own then.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// An interaction controller driven by a percentage (UIPercentDrivenInteractiveTransition).
///
/// Playground: does nothing: UIKit's interaction controllers are not asked here (a presentation or dismissal runs
/// its animator to the end at once), so `update`, `finish` and `cancel` only record the percentage.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var duration: CGFloat { 0 }
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) { Self.notice() }
    /// Sets the fraction done, kept within 0…1 (UIViewControllerTransitioning.h: "a value between 0.0 and 1.0").
    open func update(_ percentComplete: CGFloat) { Self.notice(); self.percentComplete = min(max(percentComplete, 0), 1) }
    open func pause() { Self.notice() }
    open func cancel() { Self.notice() }
    open func finish() { Self.notice(); percentComplete = 1 }

    private static func notice() {
        PlaygroundNotices.record("UIPercentDrivenInteractiveTransition", .doesNothing,
                                 "interaction controllers are not asked here: a transition runs its animator at once")
    }
}
