import Foundation

extension UINavigationController {
    /// A navigation bar's height, points: 44 (UIKit's compact-height bar, `UINavigationBar.sizeThatFits` on every
    /// iPhone in portrait; Apple, Human Interface Guidelines (iOS 10), "Navigation Bar": 44 points), 96 with a large
    /// title (44 plus the 52-point large-title row, iOS 11 and later).
    package static let playgroundBarHeight: CGFloat = 44
    package static let playgroundLargeTitleBarHeight: CGFloat = 96
    /// A toolbar's height, points (UIToolbar in portrait on an iPhone: 44; Apple, Human Interface Guidelines (iOS
    /// 10), "Toolbar": 44 points).
    package static let playgroundToolbarHeight: CGFloat = 44

    /// Whether the bar shows the top item's title large (the bar `prefersLargeTitles`, and the item's
    /// `largeTitleDisplayMode` is not `.never` or `.inline`).
    var playgroundShowsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles, let top = topViewController else { return false }
        let mode = top.navigationItem.largeTitleDisplayMode
        return mode != .never && mode != .inline
    }

    /// The bar's items (the stack's navigation items, titled with their controller's `title` when they have none,
    /// as a controller's title sets its item's on iOS) and the toolbar's (the top controller's `toolbarItems`).
    func playgroundRefreshBars() {
        for controller in viewControllers where (controller.navigationItem.title ?? "").isEmpty {
            if let title = controller.title { controller.navigationItem.title = title }
        }
        navigationBar.items = viewControllers.map(\.navigationItem)
        toolbar.items = topViewController?.toolbarItems
        navigationBar.setNeedsLayout()
        toolbar.setNeedsLayout()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The bars at the top and bottom of the safe area (their backgrounds reach the screen's edges, as UIKit's bar
    /// backgrounds do), the top controller's view filling the view (under the bars where its
    /// `edgesForExtendedLayout` says so), its safe area inset by the bars.
    func playgroundLayOutStack() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        let barShown = !isNavigationBarHidden
        let barHeight = barShown ? (playgroundShowsLargeTitle ? Self.playgroundLargeTitleBarHeight : Self.playgroundBarHeight) : 0
        navigationBar.isHidden = !barShown
        navigationBar.playgroundBackgroundExtent = (top: safe.top, bottom: 0)
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: bounds.width, height: barHeight)
        let toolbarShown = !isToolbarHidden
        toolbar.isHidden = !toolbarShown
        let toolbarHeight = toolbarShown ? Self.playgroundToolbarHeight : 0
        toolbar.playgroundBackgroundExtent = (top: 0, bottom: safe.bottom)
        toolbar.frame = CGRect(x: 0, y: bounds.height - safe.bottom - toolbarHeight, width: bounds.width, height: toolbarHeight)
        guard let top = topViewController, let topView = top.viewIfLoaded else { return }
        var frame = bounds
        var insets = UIEdgeInsets(top: barHeight, left: 0, bottom: toolbarHeight, right: 0)
        if !top.edgesForExtendedLayout.contains(.top), barShown {
            frame.origin.y = safe.top + barHeight
            frame.size.height -= frame.origin.y
            insets.top = 0
        }
        if !top.edgesForExtendedLayout.contains(.bottom), toolbarShown {
            frame.size.height -= safe.bottom + toolbarHeight
            insets.bottom = 0
        }
        top.playgroundBarInsets = insets
        topView.frame = frame
    }
}
