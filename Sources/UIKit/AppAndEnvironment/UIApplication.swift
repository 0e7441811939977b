/// The application: its layout direction (left to right), its one scene, its windows and key window.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    /// The app's delegate (UIApplication.h: weak). The playground makes none: an app delegate a file declares is
    /// not launched (docs/hosting.md), so this is nil unless code sets it.
    open weak var delegate: UIApplicationDelegate?
    /// Read-only, as in UIKit's UIApplication.h (`@property(nonatomic,readonly)`): shared by every layout, so one
    /// cannot change what another reads (issue 38). Playground: always `.leftToRight`.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The app's one scene, connected from the start (docs/uikit-machinery.md, "Windows").
    package let playgroundScene = UIWindowScene()
    package weak var playgroundKeyWindow: UIWindow?

    /// The window of the app that hosts the code, made on first need (below); held strongly, as an app delegate's
    /// `window` property holds it.
    package private(set) var playgroundHostWindow: UIWindow?
    private var playgroundMakingHostWindow = false

    /// The connected scenes: the playground's one window scene.
    open var connectedScenes: Set<UIScene> { [playgroundScene] }
    /// The app's windows (deprecated in iOS 15 for the scene's; still answered), the host window among them.
    open var windows: [UIWindow] {
        playgroundEnsureKeyWindow()
        return playgroundScene.playgroundWindows
    }
    /// The key window (deprecated in iOS 13 for the scene's; still answered): the last made key, or the host window.
    open var keyWindow: UIWindow? {
        playgroundEnsureKeyWindow()
        return playgroundKeyWindow
    }

    /// Decided (docs/uikit-machinery.md, "The app's window"): the code runs inside an app that shows a window, as a
    /// hosted iOS unit test runs inside its app (Xcode's `TEST_HOST` setting: "the executable into which a bundle of
    /// tests is injected", Xcode build settings reference) and as any iOS app that shows something has a key window.
    /// When no window is key (none was made key, or the one made key is gone) the app's window is made key again:
    /// a visible window the size of `UIScreen.main.bounds` whose root is a plain `UIViewController`, as Xcode's app
    /// template's storyboard makes it. So `UIApplication.shared.keyWindow?.rootViewController = vc` (or `windows.first`,
    /// or the connected scene's key window) installs `vc`'s view, screen-sized, and it appears, as in a hosted test.
    /// A window code makes key itself takes over, as on iOS.
    package func playgroundEnsureKeyWindow() {
        guard playgroundKeyWindow == nil, !playgroundMakingHostWindow else { return }
        playgroundMakingHostWindow = true
        defer { playgroundMakingHostWindow = false }
        let window = playgroundHostWindow ?? {
            let made = UIWindow(frame: UIScreen.main.bounds)
            made.rootViewController = UIViewController()
            playgroundHostWindow = made
            return made
        }()
        window.makeKeyAndVisible()
    }
}
