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
}
