import Foundation
import Testing
import UIKit

/// The status bar's frame, from the window scene's manager and from the application (deprecated, still common):
/// the top of the key window, as high as its top safe-area inset, or zero when hidden (Apple: "CGRectZero if the
/// status bar is hidden").
@MainActor @Suite struct StatusBarFrameTests {
    @Test func theStatusBarSpansTheKeyWindowsTopInset() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let scene = try #require(UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first)
        let manager = try #require(scene.statusBarManager)
        let frame = manager.statusBarFrame
        let top = window.safeAreaInsets.top
        #expect(frame == (top > 0 ? CGRect(x: 0, y: 0, width: 390, height: top) : .zero))
        #expect(manager.isStatusBarHidden == (frame.height == 0))
        #expect(UIApplication.shared.statusBarFrame == frame)
        window.isHidden = true
    }
}
