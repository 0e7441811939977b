import Foundation

extension UIKitLayoutPlan {
    /// The app delegate class that makes its window and root view controller in code (BouncyLayout's example:
    /// `window?.rootViewController = UINavigationController(rootViewController: Examples())` in
    /// `application(_:didFinishLaunchingWithOptions:)`), nil when no file declares one. A line scan: a class adopting
    /// `UIApplicationDelegate` (in its declaration or an extension) in a file that also implements `didFinishLaunchingWithOptions`, sets a
    /// `rootViewController` and declares a `window` (docs/hosting.md, "Entry points").
    static func launchingDelegate(_ files: [(path: String, text: String)]) -> String? {
        for file in files {
            guard let name = adopters(of: "UIApplicationDelegate", in: file.text).first,
                  file.text.contains("didFinishLaunchingWithOptions"), file.text.contains("rootViewController"),
                  file.text.contains(/\bvar\s+window\b/) else { continue }
            return name
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
    /// adopting `UIWindowSceneDelegate` (in its declaration or in an extension of it in the same file) in a file that
    /// also implements `willConnectTo`, sets a `rootViewController` and declares a `window`.
    /// `named`: the class the Info.plist's scene manifest names (`UISceneDelegateClassName`, module prefix
    /// removed), which UIKit makes for the application session role (UIApplication.h, "UIApplicationSceneManifest";
    /// Apple, "Specifying the scenes your app supports"): taken when a file declares it so; otherwise (no Info.plist,
    /// or a class that is not among the files) the first class adopting the protocol, as an app has one window scene
    /// delegate in practice.
    static func launchingSceneDelegate(_ files: [(path: String, text: String)], named: String? = nil) -> String? {
        var found: [String] = []
        for file in files {
            guard file.text.contains("willConnectTo"), file.text.contains("rootViewController"),
                  file.text.contains(/\bvar\s+window\b/) else { continue }
            found += adopters(of: "UIWindowSceneDelegate", in: file.text)
        }
        if let named, found.contains(named) { return named }
        return found.first
    }

    /// The classes `text` declares adopting `protocolName`, in file order: `class Name: …, Protocol` or
    /// `extension Name: …, Protocol` (crane-hiromu's sample adopts `UIWindowSceneDelegate` in an extension).
    static func adopters(of protocolName: String, in text: String) -> [String] {
        var names: [String] = []
        for match in text.matches(of: /(?:class|extension)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:([^{\n]*)/)
        where match.output.2.contains(protocolName) && !names.contains(String(match.output.1)) {
            let adopted = match.output.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if adopted.contains(protocolName) { names.append(String(match.output.1)) }
        }
        return names
    }

    /// The scene delegate class the Info.plist's scene manifest names for the application role: its
    /// `UISceneDelegateClassName`, without the module before the last dot (Xcode's template writes
    /// `$(PRODUCT_MODULE_NAME).SceneDelegate`; the class is looked up in the module the app is compiled as, here
    /// the target's own). Nil when the value is empty.
    public static func sceneDelegateClassName(_ value: String) -> String? {
        let name = value.split(separator: ".").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        return name.isEmpty || name.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) ? nil : name
    }

    /// Any class adopting `UIApplicationDelegate` (the one a scene-based app launches before its scene connects).
    static func applicationDelegate(_ files: [(path: String, text: String)]) -> String? {
        files.lazy.compactMap { adopters(of: "UIApplicationDelegate", in: $0.text).first }.first
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
