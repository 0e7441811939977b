import Foundation

/// A navigation controller's delegate (Apple, UINavigationControllerDelegate): told before and after the top
/// controller changes. Both methods are optional in UIKit; they do nothing by default here.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)
    /// The animator of a push or pop (UINavigationController.h; optional): nil for UIKit's own slide.
    ///
    /// Playground: approximated: not asked: pushes and pops are not animated here, the new controller is shown at
    /// once (UIViewControllerTransitioning.swift).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interactive driver of a push or pop's animator (UINavigationController.h; optional).
    ///
    /// Playground: approximated: not asked, as the animator is not.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UINavigationController {
    /// The kind of change a navigation transition makes (UINavigationController.h, UINavigationControllerOperation).
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }
}
