import PlaygroundCore
import UIKit

/// A user's view controller, hosted as UIKit hosts one: made with the initializer it has, put as the root of a
/// window the size of the playground's viewport, its lifecycle run in UIKit's order (loadView, viewDidLoad,
/// viewWillAppear, viewIsAppearing, the layout callbacks, viewDidAppear), and resized as a device's window is
/// (viewWillTransition(to:with:), then the new size and a layout pass). The collection view it made is found, with
/// its layout, delegate and data source, and its data is read through `UIKitHostedData` (docs/uikit.md,
/// "Hosting a view controller").
///
///     let host = UIKitHostedController(viewport: Size(width: 390, height: 844)) { PhotosViewController() }
///     host.collectionView?.collectionViewLayout     // the controller's layout
///     host.data?.sectionCounts                      // its data source's counts
///
/// A reference: the playground keeps one per hosted file; every call is on the thread that made it.
public final class UIKitHostedController: @unchecked Sendable {
    /// The window the controller is the root of.
    public let window: UIWindow
    /// The user's view controller.
    public let viewController: UIViewController

    /// Hosts the controller `make` returns in a window of `viewport` points, made key and visible at once (its view
    /// loaded and appeared); with `visible` false its view is loaded and installed, and it appears at
    /// `appear(at:)`.
    public init(viewport: Size, visible: Bool = true, make: @MainActor () -> UIViewController) {
        let frame = CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let (window, controller) = playgroundOnMainActor { () -> (UIWindow, UIViewController) in
            let window = UIWindow(frame: frame)
            let controller = make()
            window.rootViewController = controller
            if visible { window.makeKeyAndVisible() }
            return (window, controller)
        }
        self.window = window
        viewController = controller
    }

    /// The controller on screen: the hosted one, or the top of its navigation stack, or what it presents (the
    /// last presented, the top of a presented navigation controller's stack).
    public var visibleController: UIViewController {
        playgroundOnMainActor {
            var shown = viewController
            while true {
                if let presented = shown.presentedViewController { shown = presented; continue }
                if let nav = shown as? UINavigationController, let top = nav.topViewController { shown = top; continue }
                return shown
            }
        }
    }

    /// The collection view the visible controller shows: a `UICollectionViewController`'s, else the controller's
    /// view when it is one, else the first collection view in its view tree (breadth first, front to back), its
    /// children's included. nil when it has none.
    public var collectionView: UICollectionView? {
        let controller = visibleController
        return playgroundOnMainActor {
            if let cvc = controller as? UICollectionViewController { return cvc.collectionView }
            guard let root = controller.viewIfLoaded else { return nil }
            var queue: [UIView] = [root]
            while !queue.isEmpty {
                let view = queue.removeFirst()
                if let cv = view as? UICollectionView { return cv }
                queue += view.subviews.reversed()
            }
            return nil
        }
    }

    /// The data of the collection view's data source, with identities (nil without a collection view).
    public var data: UIKitHostedData? { collectionView.map(UIKitHostedData.init) }

    /// Shows a window made hidden at `viewport` points, as an app's first window is shown at its screen's size:
    /// the size set without a transition, then `makeKeyAndVisible()` (viewWillAppear, the first layout pass,
    /// viewDidAppear). Nothing when it is visible.
    public func appear(at viewport: Size) {
        playgroundOnMainActor {
            guard window.isHidden else { return }
            window.frame = CGRect(origin: window.frame.origin, size: CGSize(width: viewport.width, height: viewport.height))
            window.makeKeyAndVisible()
        }
    }

    /// Resizes the window to `viewport` as a device does: the controller's `viewWillTransition(to:with:)` first,
    /// then the new size, then a layout pass (viewWillLayoutSubviews / viewDidLayoutSubviews).
    public func resize(to viewport: Size) {
        playgroundOnMainActor {
            let size = CGSize(width: viewport.width, height: viewport.height)
            guard window.bounds.size != size else { return }
            viewController.viewWillTransition(to: size, with: PlaygroundTransitionCoordinator())
            window.frame = CGRect(origin: window.frame.origin, size: size)
            window.layoutIfNeeded()
        }
    }

    /// Turns the hosted window to `viewport` with `traits` as a device rotation does (docs/devices.md): the
    /// controller's `viewWillTransition(to:with:)` with an animated coordinator of `duration` seconds (the
    /// playground's rotation duration), then the new traits (the window's safe area, every view's trait collection,
    /// `traitCollectionDidChange(_:)` and then the trait-change registrations (`registerForTraitChanges`) on the view
    /// controllers and their views, front to back, a controller before its view: decided here, as UIKit passes
    /// traits from a controller to its view), then the new size and
    /// a layout pass, then the coordinator's alongside blocks and completions.
    public func transition(to viewport: Size, traits: ScreenTraits, duration: Double) {
        playgroundOnMainActor {
            let size = CGSize(width: viewport.width, height: viewport.height)
            let coordinator = PlaygroundTransitionCoordinator(deferredAnimated: duration > 0, duration: duration)
            if window.bounds.size != size { viewController.viewWillTransition(to: size, with: coordinator) }
            let s = traits.safeArea
            window.playgroundScreenSafeAreaInsets = traits.device == nil ? .zero
                : UIEdgeInsets(top: CGFloat(s.top), left: CGFloat(s.left), bottom: CGFloat(s.bottom), right: CGFloat(s.right))
            UIScreen.playgroundDevice = traits.device.map {
                (CGRect(x: 0, y: 0, width: $0.size.width, height: $0.size.height), CGFloat($0.scale))
            }
            let collection = Self.traitCollection(traits)
            var changed: [(UIView, UITraitCollection)] = []
            var queue: [UIView] = [window]
            while !queue.isEmpty {
                let view = queue.removeFirst()
                let before = view.traitCollection
                view.traitCollection = collection
                changed.append((view, before))
                queue += view.subviews
            }
            for (view, before) in changed {
                view.playgroundViewController?.playgroundTraitsDidChange(from: before)
                view.playgroundTraitsDidChange(from: before)
            }
            window.frame = CGRect(origin: window.frame.origin, size: size)
            window.layoutIfNeeded()
            coordinator.playgroundFinish()
        }
    }

    /// The first traits (the session's device and direction), given to the window and every view without telling
    /// them: UIKit gives a view its initial traits without `traitCollectionDidChange(_:)` (since iOS 13, UIKit
    /// predicts the traits of a view before it joins the hierarchy). Later changes go through
    /// `transition(to:traits:duration:)`, whose registrations then compare with these.
    public func adopt(_ traits: ScreenTraits) {
        playgroundOnMainActor {
            let s = traits.safeArea
            window.playgroundScreenSafeAreaInsets = traits.device == nil ? .zero
                : UIEdgeInsets(top: CGFloat(s.top), left: CGFloat(s.left), bottom: CGFloat(s.bottom), right: CGFloat(s.right))
            let collection = Self.traitCollection(traits)
            var queue: [UIView] = [window]
            while !queue.isEmpty {
                let view = queue.removeFirst()
                view.traitCollection = collection
                queue += view.subviews
            }
        }
    }

    /// UIKit's trait collection for the playground's traits.
    static func traitCollection(_ traits: ScreenTraits) -> UITraitCollection {
        let t = UITraitCollection(displayScale: CGFloat(traits.scale))
        t.layoutDirection = traits.isRightToLeft ? .rightToLeft : .leftToRight
        if let d = traits.device {
            t.horizontalSizeClass = d.horizontalSizeClass == .regular ? .regular : .compact
            t.verticalSizeClass = d.verticalSizeClass == .regular ? .regular : .compact
            t.userInterfaceIdiom = d.idiom == .pad ? .pad : .phone
        }
        return t
    }

    /// Lays out what needs it (the playground calls it once per frame, as iOS's run loop does).
    public func layoutIfNeeded() {
        playgroundOnMainActor { window.layoutIfNeeded() }
    }

    /// UIKit's exceptions since the last call, one line each (where iOS would have stopped the app).
    public static func takeExceptions() -> [String] { PlaygroundExceptions.take().map(\.line) }
}
