import Foundation
import Testing
import UIKit

/// UIApplication's app-wide status bar style (UIApplication.h, deprecated in iOS 9, still set by old app delegates
/// at launch: Ramotion's navigation-stack demo sets `.lightContent`): readwrite, `.default` until set.
@MainActor
@Suite struct UIApplicationStatusBarStyleTests {
    @available(*, deprecated)
    @Test func theStyleIsKeptAsSet() {
        let app = UIApplication.shared
        let before = app.statusBarStyle
        defer { app.statusBarStyle = before }
        app.statusBarStyle = .lightContent
        #expect(app.statusBarStyle == .lightContent)
        app.setStatusBarStyle(.darkContent, animated: true)
        #expect(app.statusBarStyle == .darkContent)
    }
}
