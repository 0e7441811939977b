import Foundation
import Testing
import UIKit

/// The application's notifications that layouts and their view controllers observe, the deprecated status-bar ones
/// among them (a layout invalidating on `didChangeStatusBarOrientationNotification` did not compile), with UIKit's
/// names, and the deprecated `statusBarOrientation`, which answers the window scene's orientation (Apple's
/// replacement for it).
@MainActor @Suite struct StatusBarOrientationTests {
    @Test func theNotificationsHaveUIKitsNames() {
        #expect(UIApplication.didChangeStatusBarOrientationNotification.rawValue
                == "UIApplicationDidChangeStatusBarOrientationNotification")
        #expect(UIApplication.willChangeStatusBarOrientationNotification.rawValue
                == "UIApplicationWillChangeStatusBarOrientationNotification")
        #expect(UIApplication.didChangeStatusBarFrameNotification.rawValue == "UIApplicationDidChangeStatusBarFrameNotification")
        #expect(UIApplication.willChangeStatusBarFrameNotification.rawValue == "UIApplicationWillChangeStatusBarFrameNotification")
        #expect(UIApplication.statusBarOrientationUserInfoKey == "UIApplicationStatusBarOrientationUserInfoKey")
        #expect(UIApplication.statusBarFrameUserInfoKey == "UIApplicationStatusBarFrameUserInfoKey")
        #expect(UIApplication.userDidTakeScreenshotNotification.rawValue == "UIApplicationUserDidTakeScreenshotNotification")
        #expect(UIApplication.protectedDataDidBecomeAvailableNotification.rawValue == "UIApplicationProtectedDataDidBecomeAvailable")
        #expect(UIApplication.protectedDataWillBecomeUnavailableNotification.rawValue
                == "UIApplicationProtectedDataWillBecomeUnavailable")
        #expect(UIApplication.backgroundRefreshStatusDidChangeNotification.rawValue
                == "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    }

    /// An observer is called when the notification is posted, as a layout's `invalidateLayout()` would be.
    @Test func anObserverOfTheOrientationChangeIsCalled() {
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didChangeStatusBarOrientationNotification,
                                                           object: nil, queue: nil) { _ in calls.count += 1 }
        NotificationCenter.default.post(name: UIApplication.didChangeStatusBarOrientationNotification, object: nil)
        NotificationCenter.default.removeObserver(token)
        #expect(calls.count == 1)
    }

    @Test func theStatusBarOrientationIsTheWindowScenes() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first)
        #expect(UIApplication.shared.statusBarOrientation == scene.interfaceOrientation)
    }
}
