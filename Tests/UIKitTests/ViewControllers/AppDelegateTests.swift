import Foundation
import Testing
import UIKit

/// An app's delegates compile and answer UIKit's defaults (UIApplication.h, UIScene.h): an app folder dropped in
/// whole (AppDelegate, SceneDelegate, view controllers) loads, and a test can make and call them.
@Suite struct AppDelegateTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launched = 0
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            launched += 1
            return true
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UIViewController()
        }
    }

    @Test func anAppDelegateAnswersUIKitsDefaults() {
        let app = AppDelegate()
        #expect(app.application(.shared, didFinishLaunchingWithOptions: nil) && app.launched == 1)
        #expect(app.application(.shared, willFinishLaunchingWithOptions: nil))   // the default: go ahead
        let session = UIApplication.shared.connectedScenes.first!.session
        let configuration = app.application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
    }

    @Test func aSceneDelegateMakesItsWindowWhenCalled() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        #expect(delegate.window?.rootViewController != nil)
        #expect(scene.session.scene === scene)
    }

    /// Storyboards are never found here: the initial controller is nil and a named one is a plain controller (UIKit
    /// raises NSInvalidArgumentException for a missing storyboard; a notice here).
    @Test func aStoryboardIsNeverFound() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Photos")) == UIViewController.self)
        #expect(UIApplication.shared.delegate == nil)
    }
}
