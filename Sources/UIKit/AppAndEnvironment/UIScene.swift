/// A scene: one instance of the app's interface (iOS 13). The playground has one, connected from the start.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    open var activationState: ActivationState { .foregroundActive }
    open var title: String?
    /// The scene's delegate (UIScene.h: held strongly).
    open var delegate: UISceneDelegate?
    /// The scene's session.
    open lazy var session = UISceneSession(scene: self)

    public override init() { super.init() }
}

/// A scene with windows (iOS 13): its windows, its key window, its screen and traits.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowList: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    public override init() { super.init() }

    /// The scene's windows, in the order they were made (those still alive).
    open var windows: [UIWindow] { windowList.compactMap(\.window) }

    /// The scene's key window (iOS 15).
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    open var screen: UIScreen { .main }

    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: screen.scale) }

    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }

    package func playgroundAdd(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
        windowList.append(WeakWindow(window: window))
    }

    package func playgroundRemove(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
    }
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
