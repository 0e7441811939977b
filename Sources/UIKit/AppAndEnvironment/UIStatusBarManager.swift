import Foundation

/// The status bar of a window scene (UIStatusBarManager.h, iOS 13): its frame, whether it is hidden, its style.
///
/// Playground: approximated: no status bar is drawn here; its frame is the top of the key window (else the scene's
/// first window) as high as that window's top safe-area inset, the device's (0 on a device without insets, where
/// iOS gives a 20-point bar), and it counts as hidden when that height is 0.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's frame in the window's coordinates (Apple: "CGRectZero if the status bar is hidden").
    open var statusBarFrame: CGRect {
        PlaygroundNotices.record("UIStatusBarManager", .approximated,
                                 "no status bar is drawn: its frame is the key window's top safe-area inset")
        guard let window = scene?.keyWindow ?? scene?.windows.first else { return .zero }
        let height = window.safeAreaInsets.top
        return height > 0 ? CGRect(x: 0, y: 0, width: window.bounds.width, height: height) : .zero
    }

    /// Whether the status bar is hidden: here, when its frame is empty.
    open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }

    /// The status bar's style: `.default` (the playground's appearance is light).
    open var statusBarStyle: UIStatusBarStyle { .default }
}

extension UIWindowScene {
    /// The scene's status bar manager (iOS 13).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

extension UIApplication {
    /// The status bar's frame (deprecated in iOS 13 for the window scene's `statusBarManager`; still answered): the
    /// app's scene's (UIStatusBarManager).
    public var statusBarFrame: CGRect { playgroundScene.statusBarManager?.statusBarFrame ?? .zero }

    /// Whether the status bar is hidden (deprecated in iOS 9 for the view controller's `prefersStatusBarHidden`).
    public var isStatusBarHidden: Bool { playgroundScene.statusBarManager?.isStatusBarHidden ?? true }

    /// The app-wide status bar style (UIApplication.h: readwrite, deprecated in iOS 9 for the view controller's
    /// `preferredStatusBarStyle`; still in the SDK, and old app delegates set it at launch). Kept as set: no status
    /// bar is drawn here, so the style changes nothing on screen (the scene's `statusBarManager` answers the
    /// playground's own, `.default`).
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    public var statusBarStyle: UIStatusBarStyle {
        get { playgroundStatusBarStyle }
        set { playgroundStatusBarStyle = newValue }
    }

    /// Sets `statusBarStyle` (UIApplication.h, deprecated in iOS 9); nothing animates here.
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        playgroundStatusBarStyle = statusBarStyle
    }
}
