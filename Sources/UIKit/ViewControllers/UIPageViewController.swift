import Foundation

/// A container that shows one page (view controller) at a time (UIPageViewController.h): the pages are set with
/// `setViewControllers(_:direction:animated:completion:)`; its data source gives the page before and after one.
///
/// As iOS: the controllers set become its children and `viewControllers`; the first one's view fills the page view
/// controller's view (Apple: "The view controllers being displayed", one for a scroll transition or a single
/// page); `completion` is called with `true` (Apple: "A Boolean value that indicates whether the transition
/// finished").
///
/// Playground: approximated: the new page is shown at once (no scroll or curl animation), and the user cannot swipe
/// to the page before or after (the data source is not asked; `gestureRecognizers` is empty).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// UIPageViewController.h's `UIPageViewControllerNavigationOrientation` (raw values as there).
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// UIPageViewController.h's `UIPageViewControllerNavigationDirection`.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// UIPageViewController.h's `UIPageViewControllerTransitionStyle`.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// UIPageViewController.h's `UIPageViewControllerSpineLocation`.
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }

    /// The keys of the initializer's options (UIPageViewController.h's `UIPageViewControllerOptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine's location, an `NSNumber` of a `SpineLocation` (pageCurl only).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, points, an `NSNumber` (scroll only; Apple: "The default value is zero").
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    open weak var delegate: UIPageViewControllerDelegate?
    open weak var dataSource: UIPageViewControllerDataSource?
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// The spine's location: the option given, else `.min` for a page curl and `.none` for a scroll (Apple: "If the
    /// transition style is UIPageViewController.TransitionStyle.scroll, the default value of this property is
    /// UIPageViewController.SpineLocation.none").
    public let spineLocation: SpineLocation
    /// Whether content is on the back of pages (Apple: "The default value for this property is false").
    open var isDoubleSided = false
    /// The pages shown.
    open private(set) var viewControllers: [UIViewController]?
    /// The gesture recognizers that turn pages (none here: see the class's note).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
            ?? (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = spine ?? (style == .pageCurl ? .min : .none)
        super.init(nibName: nil, bundle: nil)
    }

    /// From a storyboard: a scroll of horizontal pages (the storyboard's own attributes are not read).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init(coder: coder)
    }

    /// Shows `viewControllers` as the pages, in place of those before (Apple, "setViewControllers(_:direction:
    /// animated:completion:)").
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        PlaygroundNotices.record("UIPageViewController", .approximated,
                                 "a page set in code is shown at once; swiping to the page before or after is not provided")
        let new = viewControllers ?? []
        for old in self.viewControllers ?? [] where !new.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        for controller in new where controller.parent !== self { addChild(controller) }
        if let page = new.first {
            let pageView = page.view!
            pageView.frame = view.bounds
            pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if pageView.superview !== view { view.addSubview(pageView) }
        }
        for controller in new { controller.didMove(toParent: self) }
        completion?(true)
    }
}

/// The pages before and after a page (UIPageViewControllerDataSource); the page indicator's count and index are
/// optional (their defaults: no indicator).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told of page turns (UIPageViewControllerDelegate); every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
