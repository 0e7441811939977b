import Foundation

extension UIKitLayoutPlan {
    /// The app delegate class that makes its window and root view controller in code (BouncyLayout's example:
    /// `window?.rootViewController = UINavigationController(rootViewController: Examples())` in
    /// `application(_:didFinishLaunchingWithOptions:)`), nil when no file declares one. A line scan: a class adopting
    /// `UIApplicationDelegate` in a file that also implements `didFinishLaunchingWithOptions`, sets a
    /// `rootViewController` and declares a `window` (docs/hosting.md, "Entry points").
    static func launchingDelegate(_ files: [(path: String, text: String)]) -> String? {
        for file in files {
            guard let match = file.text.firstMatch(of: /class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{\n]*\bUIApplicationDelegate\b/),
                  file.text.contains("didFinishLaunchingWithOptions"), file.text.contains("rootViewController"),
                  file.text.contains(/\bvar\s+window\b/) else { continue }
            return String(match.output.1)
        }
        return nil
    }

    /// The function the delegate's entry point calls: the delegate made, kept (`UIApplication.shared.delegate`,
    /// weak on iOS, and a strong reference here, as UIApplicationMain keeps it), told
    /// `application(_:didFinishLaunchingWithOptions:)` with no options, and its window's root view controller
    /// returned (a plain controller when it made none).
    static func appLaunchFunction(_ delegate: String) -> String {
        """

        nonisolated(unsafe) private var _layoutPlaygroundAppDelegate: AnyObject?

        @MainActor func _layoutPlaygroundAppLaunch() -> Any {
            let delegate = \(delegate)()
            _layoutPlaygroundAppDelegate = delegate
            UIApplication.shared.delegate = delegate
            _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
            return delegate.window?.rootViewController ?? UIViewController()
        }

        """
    }

    /// The scene delegate class that makes its window and root view controller in code (Xcode's template since
    /// iOS 13: `window = UIWindow(windowScene: windowScene)` and `window?.rootViewController = …` in
    /// `scene(_:willConnectTo:options:)`), nil when no file declares one. A line scan, as `launchingDelegate`: a class
    /// adopting `UIWindowSceneDelegate` in a file that also implements `willConnectTo`, sets a `rootViewController`
    /// and declares a `window`. Decided: the class adopting the protocol is taken (the Info.plist's
    /// `UISceneDelegateClassName` is not read here; an app has one window scene delegate in practice).
    static func launchingSceneDelegate(_ files: [(path: String, text: String)]) -> String? {
        for file in files {
            guard let match = file.text.firstMatch(of: /class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{\n]*\bUIWindowSceneDelegate\b/),
                  file.text.contains("willConnectTo"), file.text.contains("rootViewController"),
                  file.text.contains(/\bvar\s+window\b/) else { continue }
            return String(match.output.1)
        }
        return nil
    }

    /// Any class adopting `UIApplicationDelegate` (the one a scene-based app launches before its scene connects).
    static func applicationDelegate(_ files: [(path: String, text: String)]) -> String? {
        for file in files {
            if let match = file.text.firstMatch(of: /class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{\n]*\bUIApplicationDelegate\b/) {
                return String(match.output.1)
            }
        }
        return nil
    }

    /// The function the scene delegate's entry point calls, in UIKit's launch order (UIScene.h, UIWindowScene.h;
    /// Apple's "Managing your app's life cycle"): the app delegate, when the app has one, made, kept and told
    /// `application(_:didFinishLaunchingWithOptions:)`; then the scene delegate made and kept as the scene's
    /// `delegate` (UIScene.h: held strongly), told `scene(_:willConnectTo:options:)` with the playground's one
    /// window scene, its session and empty connection options (no URL contexts, no user activities: a plain launch),
    /// and its window's root view controller returned (a plain controller when it made none).
    static func sceneLaunchFunction(_ delegate: String, appDelegate: String?) -> String {
        let app = appDelegate.map { """
                let app = \($0)()
                _layoutPlaygroundAppDelegate = app
                UIApplication.shared.delegate = app
                _ = app.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)

            """ } ?? ""
        return """

        nonisolated(unsafe) private var _layoutPlaygroundAppDelegate: AnyObject?

        @MainActor func _layoutPlaygroundSceneLaunch() -> Any {
        \(app)    let delegate = \(delegate)()
            let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first ?? UIWindowScene()
            scene.delegate = delegate
            delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
            return delegate.window?.rootViewController ?? UIViewController()
        }

        """
    }
}
