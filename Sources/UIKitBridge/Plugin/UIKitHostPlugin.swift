import PlaygroundCore
import UIKit

/// One entry point of a UIKit target (docs/hosting.md): a `#Preview` or a view controller the playground hosts, or
/// a bare layout it hosts itself.
public struct UIKitEntryPoint: Sendable {
    enum Kind: Sendable {
        /// Returns a `UIViewController`, a `UIView` or a `UICollectionView` (a preview's body, a controller made as
        /// UIKit makes one).
        case hosted(@Sendable @MainActor () -> Any)
        case layout(@Sendable @MainActor (UICollectionView, [String: String]) -> UICollectionViewLayout)
    }

    let name: String
    let kind: Kind

    /// A preview or a view controller: what `make` returns is hosted as UIKit hosts a window's root view controller.
    public static func hosted(_ name: String, _ make: @escaping @Sendable @MainActor () -> Any) -> Self {
        Self(name: name, kind: .hosted(make))
    }

    /// A bare layout, on a collection view the playground makes (docs/uikit.md, "Hosting a bare layout").
    public static func layout(_ name: String,
                              _ make: @escaping @Sendable @MainActor (UICollectionView, [String: String]) -> UICollectionViewLayout) -> Self {
        Self(name: name, kind: .layout(make))
    }
}

/// The entry point's plug-in for a target with previews or view controllers: the `entry` parameter says which one
/// is shown (its first by default: the previews, then the view controllers, then the bare layout).
public func uikitHostPlugin(name: String, parameters: [UIKitPluginParameter], entries: [UIKitEntryPoint])
    -> UnsafeMutableRawPointer {
    let specs = UIKitLayoutAdapter.parameters + parameters.map(\.spec)
    let plugin = LayoutPlugin(parameters: specs, checkPolicy: .asIOS) { values in
        let given = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, values.string($0.name)) })
        let chosen = entries.first { $0.name == given["entry"] } ?? entries[0]
        switch chosen.kind {
        case .layout(let make):
            return UIKitLayoutAdapter(name: name, sections: values.integer("sections"), make: { make($0, given) })
        case .hosted(let make):
            return UIKitLayoutAdapter.hosted(name: name, entry: chosen.name, make: make)
        }
    }
    return Unmanaged.passRetained(plugin).toOpaque()
}

extension UIKitLayoutAdapter {
    /// The size a hosted controller's window has until the playground prepares it with its viewport: an iPhone 15's
    /// screen, 393 × 852 points (Apple, Human Interface Guidelines, "Layout": device screen sizes).
    static let firstViewport = Size(width: 393, height: 852)

    /// What `make` returns hosted: a view controller as the root of a window, a view as the view of a plain view
    /// controller (as Xcode's canvas shows a UIView preview); its collection view as the layout shown. A controller
    /// without a collection view shows nothing, with a notice saying so.
    static func hosted(name: String, entry: String, make: @escaping @Sendable @MainActor () -> Any) -> UIKitLayoutAdapter {
        var what = "nothing"
        // Loaded now (its collection view, layout and data source are read at once), shown at the playground's
        // first frame at the viewport's size (`appear(at:)`), so its appearance sees the real size as on a device.
        let host = UIKitHostedController(viewport: firstViewport, visible: false) {
            let made = make()
            what = String(describing: type(of: made))
            if let controller = made as? UIViewController { return embeddedAsItsAppWould(controller) }
            let controller = UIViewController()
            if let view = made as? UIView { controller.view = view }
            return controller
        }
        // A controller that makes its collection (or table) view only when it appears (in `viewWillAppear(_:)` or
        // `viewDidAppear(_:)`, as some tutorials do) has none yet: its window is shown now, at the first viewport, and
        // the controller looked at again, as a device shows it at once (the playground's viewport comes at the first
        // frame as a resize: `viewWillTransition(to:with:)`, then a layout pass). Decided: the appearance sees the
        // first viewport's size rather than the session's (docs/hosting.md, "Entry points").
        if let adapter = UIKitLayoutAdapter(hosting: host, name: name) ?? {
            host.appear(at: firstViewport)
            return UIKitLayoutAdapter(hosting: host, name: name)
        }() {
            adapter.state.host = host
            return adapter
        }
        let adapter = UIKitLayoutAdapter(layout: UICollectionViewFlowLayout(), name: name)
        adapter.state.notices.append(LayoutNotice(symbol: entry, state: LayoutNotice.warning,
                                                  message: "\(what) shows no UICollectionView: there is no layout to show"))
        return adapter
    }

    /// A controller that uses its `navigationItem` or `navigationController` while it loads (a title, bar button
    /// items, `navigationController?.navigationBar.prefersLargeTitles`) is hosted in a `UINavigationController`,
    /// as its app's storyboard or scene delegate embeds it (Apple's samples: `UINavigationController(rootViewController:)`
    /// in the scene delegate, or a storyboard's initial navigation controller): decided here, since the playground
    /// hosts the controller without its app's scene (docs/hosting.md, "Navigation"). Containers are hosted as they are.
    @MainActor
    static func embeddedAsItsAppWould(_ controller: UIViewController) -> UIViewController {
        if controller is UINavigationController || controller is UITabBarController || controller is UISplitViewController
            || controller.parent != nil {
            return controller
        }
        controller.loadViewIfNeeded()
        guard controller.playgroundAskedForNavigation, controller.navigationController == nil else { return controller }
        return UINavigationController(rootViewController: controller)
    }
}
