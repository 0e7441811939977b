import Foundation

/// The protocol of the objects whose appearance proxies set their look app-wide (UIAppearance.h): on iOS
/// `UIView` adopts it, and code extends it with helpers for every view (freshOS/Stevia's `extension UIAppearance
/// { func style(_:) }`).
///
/// The proxies are class methods of the adopting classes here (`UINavigationBar.appearance()`,
/// `UIBarButtonItem.appearance()`): on iOS they are the protocol's requirements, which Swift code calls the same way.
public protocol UIAppearance: NSObjectProtocol {}

/// A type whose instances contain views an appearance proxy may be limited to (UIAppearance.h): view controllers,
/// views and presentation controllers on iOS.
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
// UIBarButtonItem adopts UIAppearance through UIBarItem (UIBarItem.swift).

// MARK: - The proxies of views

extension UIView {
    /// The appearance proxy of the class (UIAppearance.h, `+appearance`): what is set on it is the look of the
    /// class's instances when they enter a window, unless set on the instance itself ("iOS applies appearance changes
    /// when a view enters a window", Apple, UIAppearance).
    ///
    /// Playground: approximated: the proxy is an instance of the class, out of every window, that keeps what is set
    /// on it; `UINavigationBar` applies its proxy's bar properties (tint and bar tint colours, title attributes,
    /// translucency, bar style, large titles, appearances, shadow and background images, background colour) when a
    /// bar enters a window; other classes' proxies are stored only (docs/hosting.md, "Appearance proxies").
    @preconcurrency @MainActor public class func appearance() -> Self {
        if !(self is UINavigationBar.Type) {
            PlaygroundNotices.record("UIView.appearance()", .approximated,
                                     "\(self).appearance() keeps what is set on it, but only UINavigationBar's proxy "
                                        + "is applied to new instances here (docs/hosting.md, \"Appearance proxies\")")
        }
        return PlaygroundAppearanceProxies.proxy(for: self, key: "") { Self(coder: NSCoder())! }
    }

    /// The appearance proxy for instances inside instances of `containerTypes` (UIAppearance.h).
    ///
    /// Playground: does nothing: the proxy keeps what is set on it and is never applied (docs/hosting.md,
    /// "Appearance proxies").
    @preconcurrency @MainActor public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        PlaygroundNotices.record("UIView.appearance(whenContainedInInstancesOf:)", .doesNothing,
                                 "\(self).appearance(whenContainedInInstancesOf:) keeps what is set on it; a proxy limited "
                                    + "to containers is never applied here")
        let key = containerTypes.map { "\(ObjectIdentifier($0))" }.joined(separator: ",")
        return PlaygroundAppearanceProxies.proxy(for: self, key: "in:" + key) { Self(coder: NSCoder())! }
    }

    /// The appearance proxy for instances in the trait environment `trait` (UIAppearance.h).
    ///
    /// Playground: does nothing: the proxy keeps what is set on it and is never applied (docs/hosting.md,
    /// "Appearance proxies").
    @preconcurrency @MainActor public class func appearance(for trait: UITraitCollection) -> Self {
        PlaygroundNotices.record("UIView.appearance(for:)", .doesNothing,
                                 "\(self).appearance(for:) keeps what is set on it; a proxy limited to traits is never applied here")
        return PlaygroundAppearanceProxies.proxy(for: self, key: "traits:\(ObjectIdentifier(trait))") { Self(coder: NSCoder())! }
    }

    /// The appearance proxy for instances in the trait environment `trait` inside instances of `containerTypes`
    /// (UIAppearance.h).
    ///
    /// Playground: does nothing: the proxy keeps what is set on it and is never applied (docs/hosting.md,
    /// "Appearance proxies").
    @preconcurrency @MainActor public class func appearance(for trait: UITraitCollection,
                                            whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        PlaygroundNotices.record("UIView.appearance(for:whenContainedInInstancesOf:)", .doesNothing,
                                 "\(self).appearance(for:whenContainedInInstancesOf:) keeps what is set on it; it is never applied here")
        let key = containerTypes.map { "\(ObjectIdentifier($0))" }.joined(separator: ",")
        return PlaygroundAppearanceProxies.proxy(for: self, key: "traits:\(ObjectIdentifier(trait)) in:" + key) { Self(coder: NSCoder())! }
    }
}

// MARK: - The proxies of bar button items

extension UIBarButtonItem {
    /// The appearance proxy of the class (UIAppearance.h; UIBarItem adopts UIAppearance on iOS).
    ///
    /// Playground: does nothing: the proxy keeps what is set on it (`setTitleTextAttributes(_:for:)`, `tintColor`)
    /// and is never applied; bar button items are drawn in the bar's tint (docs/hosting.md, "Appearance proxies").
    @preconcurrency @MainActor public class func appearance() -> Self {
        PlaygroundNotices.record("UIBarButtonItem.appearance()", .doesNothing,
                                 "\(self).appearance() keeps what is set on it; bar button items' proxies are never applied here")
        return PlaygroundAppearanceProxies.proxy(for: self, key: "") { Self(coder: NSCoder())! }
    }

    /// The appearance proxy for items inside instances of `containerTypes` (UIAppearance.h).
    ///
    /// Playground: does nothing: the proxy keeps what is set on it and is never applied.
    @preconcurrency @MainActor public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        PlaygroundNotices.record("UIBarButtonItem.appearance(whenContainedInInstancesOf:)", .doesNothing,
                                 "\(self).appearance(whenContainedInInstancesOf:) keeps what is set on it; it is never applied here")
        let key = containerTypes.map { "\(ObjectIdentifier($0))" }.joined(separator: ",")
        return PlaygroundAppearanceProxies.proxy(for: self, key: "in:" + key) { Self(coder: NSCoder())! }
    }
}

/// The appearance proxies made so far, one per class and limitation (containers, traits), for the process: an app
/// sets them once, in its delegate, and every later instance reads them.
package enum PlaygroundAppearanceProxies {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var proxies: [String: AnyObject] = [:]

    /// The proxy of `type` limited by `key` ("" for none), made by `make` the first time.
    package static func proxy<T: AnyObject>(for type: T.Type, key: String, make: () -> T) -> T {
        let id = "\(ObjectIdentifier(type)) \(key)"
        lock.lock()
        if let found = proxies[id] as? T { lock.unlock(); return found }
        lock.unlock()
        let made = make()
        lock.lock(); defer { lock.unlock() }
        if let found = proxies[id] as? T { return found }
        proxies[id] = made
        return made
    }

    /// The unlimited proxy of `type` when one was asked for, nil otherwise (never makes one).
    package static func existing<T: AnyObject>(for type: T.Type) -> T? {
        lock.lock(); defer { lock.unlock() }
        return proxies["\(ObjectIdentifier(type)) "] as? T
    }

    /// Whether `object` is a proxy (proxies are never styled by proxies).
    package static func isProxy(_ object: AnyObject) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return proxies.values.contains { $0 === object }
    }

    /// Forgets every proxy (tests; a target loaded anew starts without its predecessor's proxies).
    package static func reset() {
        lock.lock(); defer { lock.unlock() }
        proxies = [:]
    }
}
