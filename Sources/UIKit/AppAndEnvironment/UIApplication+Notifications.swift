import Foundation

extension UIApplication {
    // The app's life-cycle notifications (UIApplication.h); names as iOS's. Playground: the app never changes state
    // here, so none is posted.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    /// The key of `open(_:options:completionHandler:)`'s options (UIApplication.h).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens a URL in another app.
    ///
    /// Playground: does nothing: nothing is opened; the completion handler is called with false, as iOS does when
    /// the URL could not be opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        PlaygroundNotices.record("UIApplication.open(_:options:completionHandler:)", .doesNothing,
                                 "the playground opens no other app: \(url.absoluteString) was not opened")
        completion?(false)
    }

    /// Whether an app can open the URL: false here (nothing is opened).
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// The string of the Settings app's URL (UIApplication.h).
    nonisolated public static let openSettingsURLString = "app-settings:"
}
