import Testing
@testable import UIKitSourceRewrite

/// Apps launched as their apps launch them (scenes11): a scene delegate whose screens take arguments, a scene
/// delegate named by the Info.plist, protocols adopted in extensions (docs/hosting.md, "Entry points").
@Suite struct UIKitScenes11RewriteTests {
    func plan(_ files: [(String, String)], sceneDelegate: String? = nil) throws(UIKitPlanError) -> UIKitLayoutPlan {
        try UIKitLayoutPlan.make(files: files.map { (path: $0.0, text: $0.1) }, name: "app", sceneDelegate: sceneDelegate)
    }

    static let app = ("AppDelegate.swift", "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n")

    static func scene(_ name: String, root: String) -> (String, String) {
        ("\(name).swift", """
            import UIKit
            class \(name): UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = \(root)
                    window?.makeKeyAndVisible()
                }
            }
            """)
    }

    /// A screen that takes its view model (`LayoutsViewController(viewModel:)`) is not an entry point of its own,
    /// and the files' layout classes are: before, the target was then a bare layout and its scene delegate unused.
    /// The scene delegate makes the target hosted; the layouts stay, as the last entry point.
    @Test func aSceneDelegateHostsATargetWhoseScreensTakeArguments() throws {
        let screen = ("Screens.swift", """
            import UIKit
            final class ViewModel { let count: Int; init(count: Int) { self.count = count } }
            final class ListViewController: UIViewController {
                let viewModel: ViewModel
                init(viewModel: ViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class GridLayout: UICollectionViewFlowLayout {}
            """)
        let scene = Self.scene("SceneDelegate", root: "UINavigationController(rootViewController: ListViewController(viewModel: ViewModel(count: 3)))")
        let p = try plan([screen, Self.app, scene])
        #expect(p.layout == "entry points SceneDelegate, GridLayout (the entry parameter)", "\(p.layout)")
        #expect(p.entry.contains("_layoutPlaygroundSceneLaunch()"))
        #expect(p.entry.contains("let app = AppDelegate()"))
        // Without the scene delegate, it is the bare layout, as before.
        #expect(try plan([screen, Self.app]).layout == "class GridLayout")
    }

    /// An app delegate that makes its window's root in code hosts such a target too.
    @Test func anAppDelegateHostsATargetWhoseScreensTakeArguments() throws {
        let screen = ("Screen.swift", """
            import UIKit
            final class Store { let names: [String]; init(names: [String]) { self.names = names } }
            final class DetailViewController: UIViewController {
                let store: Store
                init(store: Store) { self.store = store; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let app = ("AppDelegate.swift", """
            import UIKit
            @main final class AppDelegate: UIResponder {
                var window: UIWindow?
            }
            extension AppDelegate: UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = DetailViewController(store: Store(names: ["One"]))
                    return true
                }
            }
            """)
        let p = try plan([screen, app])
        #expect(p.layout == "entry points AppDelegate", "\(p.layout)")
        #expect(p.entry.contains("_layoutPlaygroundAppLaunch()"))
    }

    /// The scene delegate adopting `UIWindowSceneDelegate` in an extension (crane-hiromu's sample) is found, and so
    /// is an app delegate adopting `UIApplicationDelegate` in one.
    @Test func protocolsAdoptedInExtensionsAreFound() throws {
        let text = """
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
            }
            extension SceneDelegate: UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UIViewController()
                }
            }
            extension Other: UIWindowSceneDelegateLike {}
            """
        #expect(UIKitLayoutPlan.adopters(of: "UIWindowSceneDelegate", in: text) == ["SceneDelegate"])
        #expect(UIKitLayoutPlan.launchingSceneDelegate([(path: "S.swift", text: text)]) == "SceneDelegate")
        #expect(UIKitLayoutPlan.applicationDelegate([(path: "A.swift", text: "@main final class AppDelegate: UIResponder {}\nextension AppDelegate: UIApplicationDelegate {}\n")]) == "AppDelegate")
    }

    /// Two scene delegates (an app with a second scene configuration): the one the Info.plist's scene manifest
    /// names is launched; a name that no file declares leaves the first one found.
    @Test func theInfoPlistsSceneDelegateIsLaunched() throws {
        let screen = ("Screen.swift", "import UIKit\nfinal class ScreenViewController: UIViewController {}\n")
        let first = Self.scene("ASceneDelegate", root: "UIViewController()")
        let second = Self.scene("PhoneSceneDelegate", root: "ScreenViewController()")
        #expect(try plan([screen, first, second]).layout.hasPrefix("entry points ASceneDelegate,"))
        let named = try plan([screen, first, second], sceneDelegate: "PhoneSceneDelegate")
        #expect(named.layout.hasPrefix("entry points PhoneSceneDelegate,"), "\(named.layout)")
        #expect(named.entry.contains("let delegate = PhoneSceneDelegate()"))
        #expect(try plan([screen, first, second], sceneDelegate: "Missing").layout.hasPrefix("entry points ASceneDelegate,"))
    }

    /// `UISceneDelegateClassName` as Xcode writes it: the module before the last dot is not part of the class name.
    @Test func theSceneDelegateClassNameLosesItsModule() {
        #expect(UIKitLayoutPlan.sceneDelegateClassName("$(PRODUCT_MODULE_NAME).SceneDelegate") == "SceneDelegate")
        #expect(UIKitLayoutPlan.sceneDelegateClassName("MyApp.PhoneSceneDelegate") == "PhoneSceneDelegate")
        #expect(UIKitLayoutPlan.sceneDelegateClassName("SceneDelegate") == "SceneDelegate")
        #expect(UIKitLayoutPlan.sceneDelegateClassName("") == nil)
        #expect(UIKitLayoutPlan.sceneDelegateClassName("Bad Name") == nil)
    }
}
