import Foundation

extension UIView {
    /// A system-provided animation (UIView.h, `UISystemAnimation`).
    public enum SystemAnimation: UInt, Sendable {
        /// Removes the views from the view hierarchy when the animation is complete (Apple: "Option to remove views
        /// from the view hierarchy when animation is complete").
        case delete = 0
    }

    /// Performs a system-provided animation on `views`, with `parallelAnimations` alongside (Apple,
    /// `perform(_:on:options:animations:completion:)`: "Performs a specified system-provided animation on one or
    /// more views, along with optional parallel animations that you define"); for `.delete` the views leave their
    /// superviews when it completes.
    ///
    /// Playground: approximated. The system animation itself (its look and its length are not documented) is not
    /// drawn: the views leave their superviews at once; the parallel animations take their values at once as in
    /// `performWithoutAnimation(_:)`, and the completion runs after them with `true`.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                            animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        PlaygroundNotices.record("UIView.perform(_:on:options:animations:completion:)", .approximated,
                                 "the system animation is not drawn: the views are removed at once, the parallel "
                                 + "animations take their values at once")
        if let parallelAnimations { performWithoutAnimation(parallelAnimations) }
        switch animation {
        case .delete: for view in views { view.removeFromSuperview() }
        }
        completion?(true)
    }
}
