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
    /// How many `beginIgnoringInteractionEvents()` have not ended (UIApplication+InteractionEvents.swift).
    package var playgroundIgnoringInteractionEvents = 0
    /// The style last set with `statusBarStyle` (UIStatusBarManager.swift).
    package var playgroundStatusBarStyle: UIStatusBarStyle = .default

    /// The connected scenes: the playground's one window scene.
    open var connectedScenes: Set<UIScene> { [playgroundScene] }
    /// The app's windows (deprecated in iOS 15 for the scene's; still answered).
    open var windows: [UIWindow] { playgroundScene.windows }
    /// The key window (deprecated in iOS 13 for the scene's; still answered): the last made key.
    open var keyWindow: UIWindow? { playgroundKeyWindow }
}
