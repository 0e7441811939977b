/// A window: the root of a view tree, with a root view controller whose view fills it.
///
/// Apple, UIWindow: windows start hidden ("a window is hidden by default"); `makeKeyAndVisible()` shows the window
/// and makes it key; `rootViewController`'s view is installed as the window's content, sized to the window, and
/// follows the window's size.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The safe-area insets of the screen the window fills (points): zero here unless the playground's device
    /// has them (a notch, a home indicator). Set by the bridge.
    package var playgroundScreenSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { playgroundSetNeedsLayoutEverywhere() }
    }

    open var windowLevel: UIWindow.Level = .normal
    open var screen: UIScreen = .main
    open private(set) var isKeyWindow = false
    /// The scene the window belongs to (a window made with `init(frame:)` joins the app's one scene here, so that
    /// the usual `connectedScenes` lookups find it: docs/uikit-machinery.md).
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.playgroundRemove(self)
            windowScene?.playgroundAdd(self)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        windowScene = UIApplication.shared.playgroundScene
        windowScene?.playgroundAdd(self)
    }

    /// A window of `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        windowScene.playgroundAdd(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// The root view controller; its view is installed now, filling the window (and appears when the window is
    /// visible).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                if !isHidden { old.playgroundDisappear(animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
            }
            playgroundInstallRootView()
            if !isHidden { playgroundAppear() }
        }
    }

    /// Shows the window and makes it the key window: the root view controller's view appears (viewWillAppear,
    /// the first layout, viewDidAppear).
    open func makeKeyAndVisible() {
        makeKey()
        if isHidden {
            isHidden = false
            playgroundAppear()
        }
    }

    /// Makes this the app's key window (the others stop being key).
    open func makeKey() {
        for window in UIApplication.shared.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        UIApplication.shared.playgroundKeyWindow = self
    }

    open func becomeKey() {}
    open func resignKey() {}

    open override var frame: CGRect {
        didSet { playgroundFitRootView() }
    }

    open override var bounds: CGRect {
        didSet { playgroundFitRootView() }
    }

    // MARK: Internals

    private func playgroundInstallRootView() {
        guard let root = rootViewController?.view else { return }
        if root.superview !== self { addSubview(root) }
        playgroundFitRootView()
    }

    /// The root view fills the window.
    private func playgroundFitRootView() {
        guard let root = rootViewController?.viewIfLoaded, root.superview === self else { return }
        let fill = CGRect(origin: .zero, size: bounds.size)
        if root.frame != fill { root.frame = fill }
    }

    /// The root view controller appears: viewWillAppear, the window's layout pass, viewDidAppear.
    private func playgroundAppear() {
        guard let root = rootViewController else { return }
        playgroundInstallRootView()
        root.playgroundBeginAppearing(animated: false)
        layoutIfNeeded()
        root.playgroundEndAppearing(animated: false)
    }

    /// Every view of the window lays out again (the safe area changed).
    private func playgroundSetNeedsLayoutEverywhere() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.setNeedsLayout()
            stack += view.subviews
        }
    }
}
