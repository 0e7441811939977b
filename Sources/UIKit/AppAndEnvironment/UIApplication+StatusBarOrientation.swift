import Foundation

// The status bar's orientation and frame notifications, and the application's other notifications apps observe
// (UIApplication.h). The orientation and frame ones are deprecated since iOS 13 ("Use viewWillTransitionToSize:
// withTransitionCoordinator: instead.") but still in the SDK: layouts and their view controllers observe
// `didChangeStatusBarOrientationNotification` to invalidate, and a file naming it did not compile here.
// Playground: the device never rotates and the status bar never changes here, no screenshot is taken and no data is
// protected, so none of them is posted.
extension UIApplication {
    /// Posted before the status bar's orientation changes; its user info's `statusBarOrientationUserInfoKey` holds
    /// the new orientation's raw value.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let willChangeStatusBarOrientationNotification =
        Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the status bar's orientation changed; its user info's `statusBarOrientationUserInfoKey` holds the
    /// previous orientation's raw value.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let didChangeStatusBarOrientationNotification =
        Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    /// Posted before the status bar's frame changes; its user info's `statusBarFrameUserInfoKey` holds the new frame.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let willChangeStatusBarFrameNotification =
        Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; its user info's `statusBarFrameUserInfoKey` holds the old frame.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let didChangeStatusBarFrameNotification =
        Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The user info key of the orientation notifications: an `NSNumber` of a `UIInterfaceOrientation`'s raw value.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// The user info key of the frame notifications: an `NSValue` of a `CGRect`.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

    /// Posted when the app's background refresh status changes.
    nonisolated public static let backgroundRefreshStatusDidChangeNotification =
        Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted shortly before the device locks and protected files become unreachable.
    nonisolated public static let protectedDataWillBecomeUnavailableNotification =
        Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    /// Posted when the device unlocks and protected files are reachable again.
    nonisolated public static let protectedDataDidBecomeAvailableNotification =
        Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted after the user took a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification =
        Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// The orientation of the app's status bar (deprecated in iOS 13: "Use the interfaceOrientation property of the
    /// window scene instead."): the app's window scene's `interfaceOrientation`, as Apple points to.
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { playgroundScene.interfaceOrientation }
}
