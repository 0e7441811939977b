import PlaygroundCore
import UIKit

/// A hosted app's navigation (docs/hosting.md, "Navigation"): after a push, a pop, a presentation or a dismissal
/// the adapter shows the visible controller's collection view, with its layout, delegate and data source; the
/// navigation bar and toolbar of the visible navigation controller are drawn over the content; a click on the
/// back button pops, on a bar button item performs it.
extension UIKitLayoutAdapter {
    /// How deep the visible screen is (the navigation stacks' depths and the presentations on the way): larger
    /// after a push or a presentation. Follows the visible controller's collection view first.
    public var hostedScreen: Int {
        guard let host = state.host else { return 0 }
        followHostedScreen()
        return playgroundOnMainActor {
            var depth = 0
            var shown: UIViewController = host.viewController
            while true {
                if let nav = shown as? UINavigationController { depth += max(0, nav.viewControllers.count - 1) }
                if let presented = shown.presentedViewController { depth += 1; shown = presented; continue }
                if let nav = shown as? UINavigationController, let top = nav.topViewController { shown = top; continue }
                return depth
            }
        }
    }

    /// The visible controller's collection view becomes the one shown when it changed: its layout prepared afresh
    /// at the viewport, the cells drawn before forgotten. Returns whether it changed.
    @discardableResult
    func followHostedScreen() -> Bool {
        guard let host = state.host, let cv = host.collectionView, cv !== state.collectionView else { return false }
        let layout = playgroundOnMainActor { () -> UICollectionViewLayout in
            cv.playgroundBookkeeping.hostsData = true
            return cv.collectionViewLayout
        }
        state.collectionView = cv
        state.layout = layout
        state.drawn = DrawnCells()
        if let context = state.context {
            let bounds = layoutBounds(offset: context.contentOffset, size: context.viewport)
            playgroundOnMainActor {
                cv.frame = CGRect(origin: .zero, size: bounds.size)
                cv.bounds = bounds
                let c = layout.playgroundMakeInvalidationContext()
                c.playgroundMarkEverything()
                layout.invalidateLayout(with: c)
            }
            let traits = context.traits
            let effective: UIUserInterfaceLayoutDirection = traits.isRightToLeft ? .rightToLeft : .leftToRight
            state.flipped = layout.flipsHorizontallyInOppositeLayoutDirection && effective != layout.developmentLayoutDirection
        }
        layout.playgroundNeedsPrepare = true
        state.forgetPositions()
        state.collectNotices()
        return true
    }

    /// The visible navigation controller (the nearest around the visible controller), if any.
    private var visibleNavigation: UINavigationController? {
        guard let host = state.host else { return nil }
        let shown = host.visibleController
        return playgroundOnMainActor { (shown as? UINavigationController) ?? shown.navigationController }
    }

    /// Back: the visible navigation controller pops when it can, else the last presented controller is dismissed.
    public mutating func navigateBack() -> Bool {
        guard let host = state.host else { return false }
        let nav = visibleNavigation
        let shown = host.visibleController
        let went = playgroundOnMainActor { () -> Bool in
            if let nav, nav.viewControllers.count > 1 {
                nav.popViewController(animated: true)
                return true
            }
            if shown.presentingViewController != nil {
                shown.dismiss(animated: true)
                return true
            }
            if let presenter = nav?.presentingViewController {
                presenter.dismiss(animated: true)
                return true
            }
            return false
        }
        if went { followHostedScreen() }
        return went
    }

    /// A click on the visible navigation bar's back button pops; on one of its bar button items (or the
    /// toolbar's) performs it.
    public mutating func tapChrome(at point: Point) -> Bool {
        guard let nav = visibleNavigation else { return false }
        let p = CGPoint(x: point.x, y: point.y)
        enum Hit { case none, back, item(UIBarButtonItem) }
        let hit = playgroundOnMainActor { () -> Hit in
            let bars: [UIView] = [nav.navigationBar, nav.toolbar]
            for bar in bars where !bar.isHidden && bar.window != nil {
                let local = bar.convert(p, from: nil)
                guard bar.bounds.contains(local) else { continue }
                if let navBar = bar as? UINavigationBar, let back = navBar.playgroundBackButtonFrame, back.contains(local) {
                    return .back
                }
                let frames = (bar as? UINavigationBar)?.playgroundItemFrames ?? (bar as? UIToolbar)?.playgroundItemFrames ?? []
                if let item = frames.first(where: { $0.frame.insetBy(dx: -6, dy: -6).contains(local) })?.item {
                    return .item(item)
                }
                return .none  // on the bar, not on a button: nothing under it is tapped
            }
            return .none
        }
        switch hit {
        case .back:
            return navigateBack()
        case .item(let item):
            playgroundOnMainActor { item.playgroundTap() }
            followHostedScreen()
            state.collectNotices()
            return true
        case .none:
            return playgroundOnMainActor { () -> Bool in
                [nav.navigationBar, nav.toolbar].contains { bar in
                    !bar.isHidden && bar.window != nil && bar.bounds.contains(bar.convert(p, from: nil))
                }
            }
        }
    }

    /// The visible navigation controller's bars, in the window's coordinates.
    public var overlay: ElementContent? {
        guard let nav = visibleNavigation else { return nil }
        return playgroundOnMainActor { () -> ElementContent? in
            var pieces: [ContentPiece] = []
            for bar in [nav.navigationBar, nav.toolbar] as [UIView] where !bar.isHidden && bar.window != nil {
                let origin = bar.convert(CGPoint.zero, to: nil)
                let shift = Point(x: Double(origin.x), y: Double(origin.y))
                for var piece in ViewTreeDrawing.content(of: bar).pieces {
                    let c = piece.corners
                    piece.corners = Quad(topLeft: c.topLeft + shift, topRight: c.topRight + shift,
                                         bottomRight: c.bottomRight + shift, bottomLeft: c.bottomLeft + shift)
                    pieces.append(piece)
                }
            }
            return pieces.isEmpty ? nil : ElementContent(pieces: pieces)
        }
    }
}
