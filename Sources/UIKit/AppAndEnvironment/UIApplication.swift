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

    /// The connected scenes: the playground's one window scene.
    open var connectedScenes: Set<UIScene> { [playgroundScene] }
    /// The app's windows (deprecated in iOS 15 for the scene's; still answered).
    open var windows: [UIWindow] { playgroundScene.windows }
    /// The key window (deprecated in iOS 13 for the scene's; still answered): the last made key.
    open var keyWindow: UIWindow? { playgroundKeyWindow }

    private var playgroundIgnoringInteractionEvents = 0

    /// Whether the app ignores touches (deprecated in iOS 13; still answered): true between calls of
    /// `beginIgnoringInteractionEvents()` and as many `endIgnoringInteractionEvents()`.
    open var isIgnoringInteractionEvents: Bool { playgroundIgnoringInteractionEvents > 0 }

    /// Tells the app to ignore touch events (deprecated in iOS 13: Apple, "Calls to this method are nested; to
    /// resume handling events, call endIgnoringInteractionEvents() the same number of times").
    ///
    /// Playground: approximated: the nesting is counted and `isIgnoringInteractionEvents` answers it, but the
    /// playground's window still delivers clicks and drags (its input is not routed through UIApplication).
    open func beginIgnoringInteractionEvents() {
        PlaygroundNotices.record("UIApplication.beginIgnoringInteractionEvents()", .approximated,
                                 "counted; the window still delivers clicks and drags meanwhile")
        playgroundIgnoringInteractionEvents += 1
    }

    /// Ends one `beginIgnoringInteractionEvents()` (deprecated in iOS 13); more ends than begins are ignored.
    open func endIgnoringInteractionEvents() {
        playgroundIgnoringInteractionEvents = max(0, playgroundIgnoringInteractionEvents - 1)
    }
}
