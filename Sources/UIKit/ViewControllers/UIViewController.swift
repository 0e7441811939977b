import Foundation

/// A view controller: its view made on first use, its lifecycle in UIKit's order, its children.
///
/// The order (Apple, UIViewController: "Handling view-related notifications" and the state diagram of "Displaying
/// and managing views with a view controller"): `loadView()` then `viewDidLoad()` the first time `view` is asked;
/// `viewWillAppear(_:)` when the view is about to join a visible window, `viewIsAppearing(_:)` (iOS 17) once it is
/// in the window, then the window's layout pass
/// (`viewWillLayoutSubviews()`, the view's `layoutSubviews()`, `viewDidLayoutSubviews()`: again on every size
/// change), then `viewDidAppear(_:)`.
///
/// Playground: iOS calls `viewDidAppear(_:)` when the appearance transition ends, on a later turn of the run loop;
/// here nothing runs a run loop, so it comes at the end of the call that made the view visible
/// (`makeKeyAndVisible()`, setting a visible window's `rootViewController`), after the first layout (docs/uikit-machinery.md).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open private(set) var nibName: String?
    open private(set) var nibBundle: Bundle?
    open var title: String?
    /// The tab bar item once made or set (UITabBarController.swift).
    package var playgroundAssociatedTabBarItem: UITabBarItem?
    private var playgroundNavigationItem: UINavigationItem?
    /// Whether the controller asked for its `navigationItem` or `navigationController` (the playground hosts a
    /// controller that does, while loading, in a navigation controller: docs/hosting.md, "Navigation").
    package var playgroundAskedForNavigation = false
    /// The presentation controller of this controller's presentation, from its presentation until its dismissal
    /// ends (UIViewController+Presentation.swift).
    package var playgroundPresentationController: UIPresentationController?
    /// The coordinator of the presentation or dismissal in progress (UIViewController+Presentation.swift).
    package var playgroundTransitionCoordinator: PlaygroundTransitionCoordinator?
    /// The object that supplies this controller's presentation controller and animators when it is presented
    /// (UIViewController.h: `@property(nullable, nonatomic, weak) id <UIViewControllerTransitioningDelegate>
    /// transitioningDelegate`).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The controller's trait-change registrations (UITraitChangeObservable.swift).
    package let playgroundTraitRegistrations = PlaygroundTraitRegistrations()
    /// The item a navigation bar shows for this controller when it is in a navigation controller (made on first
    /// use, titled with `title`).
    open var navigationItem: UINavigationItem {
        playgroundAskedForNavigation = true
        if let item = playgroundNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        playgroundNavigationItem = item
        return item
    }
    /// Insets added to the safe area of the view (points).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.setNeedsLayout() }
    }
    /// The insets a navigation controller's bars add to this controller's safe area (points; UINavigationController+Bars).
    package var playgroundBarInsets: UIEdgeInsets = .zero {
        didSet { if playgroundBarInsets != oldValue { loadedView?.setNeedsLayout() } }
    }
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbar.items = navigationController?.topViewController === self ? toolbarItems : navigationController?.toolbar.items }
    }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    open var preferredContentSize: CGSize = .zero
    open var definesPresentationContext = false
    /// The edges of the view that extend under the bars (Apple: default `.all`).
    ///
    /// Playground: does nothing: stored only; no bars are shown, so the view fills the viewport whatever it says.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet {
            PlaygroundNotices.record("UIViewController.edgesForExtendedLayout", .doesNothing,
                                     "stored only: no navigation or tab bar is shown, the view fills the viewport")
        }
    }
    /// Whether the view extends under opaque bars (Apple: default false).
    ///
    /// Playground: does nothing: stored only (no bars are shown).
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether the controller adjusts its scroll view's insets for the bars (Apple: default true; deprecated in
    /// iOS 11 for `UIScrollView.contentInsetAdjustmentBehavior`).
    ///
    /// Playground: does nothing: stored only; the scroll view's `contentInsetAdjustmentBehavior` decides, as on iOS 11
    /// and later where this property is deprecated.
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet {
            PlaygroundNotices.record("UIViewController.automaticallyAdjustsScrollViewInsets", .doesNothing,
                                     "stored only: the scroll view's contentInsetAdjustmentBehavior decides (iOS 11 and later)")
        }
    }
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController? {
        didSet { if parent !== oldValue { NSKeyValueObservation.playgroundDeliverChanges(of: self) } }
    }
    /// Whether the view is in a visible window (between viewWillAppear and viewWillDisappear).
    package var playgroundAppearance: PlaygroundAppearance = .disappeared
    /// The `animated` flag `beginAppearanceTransition(_:animated:)` was given, for `endAppearanceTransition()`.
    private var playgroundTransitionAnimated = false

    /// Where a view controller is in its appearance (UIKit's appear / disappear transitions).
    package enum PlaygroundAppearance { case disappeared, appearing, appeared, disappearing }

    /// The designated initializer: a view controller without a nib (Apple: "If you specify nil for the nibName
    /// parameter and you do not override the loadView() method, the view controller searches for a nib file …
    /// otherwise it creates a plain UIView").
    ///
    /// Playground: does nothing with a nib: nibs are not loaded here; the view is always made by `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }

    /// The storyboard scene the controller was made from (`UIStoryboard.instantiateViewController`), whose view
    /// `loadViewIfNeeded()` loads.
    package var playgroundScene: (document: PlaygroundInterfaceDocuments.Document, element: PlaygroundInterfaceElement)?

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The root view, made by `loadView()` (then `viewDidLoad()`) the first time it is asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.playgroundViewController = nil
            loadedView = newValue
            newValue?.playgroundViewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }

    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain `UIView` the size of the screen (Apple, loadView(): "If the view controller does
    /// not have an associated nib file, this method creates a plain UIView object instead"). Subclasses that make
    /// their own assign `view` and do not call super.
    open func loadView() {
        if nibName != nil {
            PlaygroundNotices.record("UIViewController.init(nibName:bundle:)", .doesNothing,
                                     "no such .xib beside the loaded files: the view controller's view is a plain UIView")
        }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded (iOS 9).
    ///
    /// Playground: a controller from a storyboard, or one whose nib (named `nibName`, or after its class when that
    /// is nil) or storyboard scene (of its class) is beside the loaded files, loads its view from there, its outlets
    /// connected, before `viewDidLoad()` (docs/uikit.md, "Storyboards and nibs"); otherwise `loadView()`, and its
    /// `@IBOutlet`s still empty get fresh views (`PlaygroundOutletDefaults`).
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        if !PlaygroundNibLoader.loadView(of: self) {
            loadView()
            if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
            PlaygroundOutletDefaults.fill(self, in: view)
        }
        viewDidLoad()
    }

    // MARK: Lifecycle (UIKit calls these; subclasses override them and call super)

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() {}
    open func didReceiveMemoryWarning() {}
    /// Updates the controller's properties before its view's layout (iOS 26, UIViewController.h): called before
    /// `viewWillLayoutSubviews()` when needed — once before the view's first layout, then after
    /// `setNeedsUpdateProperties()`. Nothing by default.
    ///
    /// Playground: approximated: iOS 26 also tracks the `@Observable` properties it reads and calls it again when
    /// one changes; here only `setNeedsUpdateProperties()` asks for another call.
    open func updateProperties() { playgroundPropertiesUpdate.reachedBase = true }
    /// Asks for `updateProperties()` before the view's next layout, and a layout (iOS 26).
    open func setNeedsUpdateProperties() { playgroundPropertiesUpdate.needed = true; viewIfLoaded?.setNeedsLayout() }
    /// Calls `updateProperties()` now when the controller needs it (iOS 26).
    open func updatePropertiesIfNeeded() {
        playgroundPropertiesUpdate.run("UIViewController.updateProperties()") { updateProperties() }
    }
    /// Whether `updateProperties()` is due (UIView+UpdateProperties.swift).
    package let playgroundPropertiesUpdate = PlaygroundPropertiesUpdate()

    /// Called before the view's size changes to `size` (a rotation, a window resize): the playground calls it
    /// before it resizes a hosted view controller's view (points).
    /// When the new size turns the view between portrait and landscape (wider than tall), the rotation callbacks
    /// of iOS 2…8 are called from here, as older apps that override them expect (decided: UIViewController.h
    /// deprecates them in iOS 8.0 with "Implement viewWillTransition:withTransitionCoordinator: instead" and does
    /// not say who calls them; a subclass overriding this without calling super skips them).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        if let old = viewIfLoaded?.bounds.size, old.width > 0, old.height > 0, size.width > 0, size.height > 0,
           (old.width > old.height) != (size.width > size.height) {
            let to: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
            let from: UIInterfaceOrientation = old.width > old.height ? .landscapeRight : .portrait
            let duration = coordinator.transitionDuration
            willRotate(to: to, duration: duration)
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.willAnimateRotation(to: to, duration: duration) },
                                completion: { [weak self] _ in self?.didRotate(from: from) })
        }
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Before a rotation (deprecated in iOS 8.0; called from `viewWillTransition(to:with:)`, above).
    @available(iOS, deprecated: 8.0, message: "Implement viewWillTransition(to:with:) instead")
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Inside a rotation's animation (deprecated in iOS 8.0; called from `viewWillTransition(to:with:)`).
    @available(iOS, deprecated: 8.0, message: "Implement viewWillTransition(to:with:) instead")
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// After a rotation (deprecated in iOS 8.0; called from `viewWillTransition(to:with:)`'s completion).
    @available(iOS, deprecated: 8.0, message: "Implement viewWillTransition(to:with:) instead")
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    /// The trait collection of the view's window (or the screen's traits when there is none).
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection() }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// UIFocusEnvironment. Playground: never called: there is no focus engine here (UIFocusUpdateContext).
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}

    // MARK: Children

    /// Adds `childController` as a child (Apple, addChild(_:): "This method … calls the willMove(toParent:) method
    /// of the child view controller"; the caller adds the child's view and then calls `didMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent (Apple: "calls the didMove(toParent:) method … with nil"; the caller
    /// calls `willMove(toParent: nil)` first).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Children get their appearance calls from their parent (UIKit's default).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Members iOS apps override (declared in the class so that a subclass can)

    /// Called when the view's safe area changes.
    ///
    /// Playground: approximated: the safe area is computed when asked, so this is not called (docs/uikit-machinery.md).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins change (its `layoutMarginsDidChange()`).
    open func viewLayoutMarginsDidChange() {}
    /// The status bar's style this controller prefers (UIViewController.h: `.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden (UIViewController.h: false). Stored: no status bar is drawn here.
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Asks for the status bar's appearance again: no status bar is drawn here, so nothing changes.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the home indicator hides (UIViewController.h: false).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The orientations this controller supports (UIKit: all but upside down on iPhone, all on iPad).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the controller may rotate (UIViewController.h: true).
    open var shouldAutorotate: Bool { true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller is in editing mode (`setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { playgroundEditing }
        set { setEditing(newValue, animated: false) }
    }
    package var playgroundEditing = false
    /// Turns editing mode on or off; subclasses override it and call super. The edit button's title follows.
    open func setEditing(_ editing: Bool, animated: Bool) {
        playgroundEditing = editing
        playgroundEditButton?.title = editing ? "Done" : "Edit"
    }
    /// A bar button item titled Edit (Done while editing) that toggles editing (UIViewController.h). Made on first
    /// use; stored in a navigation item it is not drawn here (no navigation bar).
    open var editButtonItem: UIBarButtonItem {
        if let made = playgroundEditButton { return made }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil,
                                   action: nil)
        playgroundEditButton = item
        return item
    }
    package var playgroundEditButton: UIBarButtonItem?
    /// Called before a segue runs ("Notifies the view controller that a segue is about to be performed"), with the
    /// segue whose destination is made from the storyboard's scene (PlaygroundStoryboardSegue; docs/hosting.md,
    /// "Storyboard segues").
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether the segue with `identifier` may run (UIViewController.h: true). Asked before a segue a cell or a
    /// control triggers; not for `performSegue(withIdentifier:sender:)` (Apple: "not called when you trigger segues
    /// programmatically").
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Unwinds from `unwindSegue`'s source towards `subsequentVC` (UIViewController.h, iOS 9).
    ///
    /// Playground: does nothing: storyboard unwind segues are not run here (a notice names the segue; docs/hosting.md,
    /// "Storyboard segues").
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
    /// Runs the segue `identifier` of the controller's storyboard scene: the destination made from its scene,
    /// `prepare(for:sender:)`, then shown, pushed or presented by the segue's kind.
    ///
    /// Playground: approximated: unwind segues and custom segue classes are not run (a notice); with no such segue
    /// (or a controller not from a storyboard) UIKit's exception is a one-line notice (docs/hosting.md).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        if let (document, scene) = playgroundScene, document.isStoryboard,
           let segue = PlaygroundStoryboardSegue.segues(in: scene, document: document)
               .first(where: { $0.identifier == identifier }) {
            segue.perform(from: self, sender: sender, triggered: false)
            return
        }
        PlaygroundExceptions.raise("NSInvalidArgumentException", "Receiver (<\(type(of: self))>) has no segue with "
            + "identifier '\(identifier)'", from: self)
    }
    /// The next responder: the view's superview, else the parent controller (UIResponder.h).
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: Presenting (UIViewController+Presentation.swift)

    /// How the controller is shown when presented (UIKit: `.automatic`, a page sheet from iOS 13).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    /// Whether the controller is being presented or dismissed now (UIViewController.h): true from the start of its
    /// presentation (or dismissal) until its transition completes, as `viewWillAppear(_:)` … `viewDidAppear(_:)` see
    /// it on iOS; here a transition ends within `present` and `dismiss` unless its animator completes later.
    open internal(set) var isBeingPresented = false
    open internal(set) var isBeingDismissed = false
    /// Whether a presented controller that is not full screen takes over the status bar's appearance (UIKit:
    /// false). Stored: the playground draws no status bar.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The controller this one presented, until it is dismissed.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open internal(set) weak var presentingViewController: UIViewController?
    /// Presents `viewControllerToPresent`.
    ///
    /// Playground: shown over the whole window, at once; a sheet (`.pageSheet`, `.formSheet`, `.automatic`) too,
    /// without its inset and corners (a notice; docs/hosting.md, "Navigation").
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        playgroundPresent(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presented (or, with none, this one from its presenter), then runs
    /// `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        playgroundDismiss(animated: flag, completion: completion)
    }
    /// Shows `vc` in a primary context: pushed on the navigation controller, else presented (UIViewController.h).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else {
            present(vc, animated: true)
        }
    }
    /// Shows `vc` in a secondary context: presented, as outside a split view controller (UIViewController.h).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }

    // MARK: Appearance transitions

    /// Runs `viewWillAppear(_:)` (and the children's), once per appearance.
    package func playgroundBeginAppearing(animated: Bool) {
        guard playgroundAppearance == .disappeared || playgroundAppearance == .disappearing else { return }
        loadViewIfNeeded()
        playgroundAppearance = .appearing
        viewWillAppear(animated)
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children where child.viewIfLoaded?.superview != nil { child.playgroundBeginAppearing(animated: animated) }
        }
        // iOS 17: in the hierarchy, with its traits and size, before its layout (Apple, viewIsAppearing(_:)).
        viewIsAppearing(animated)
    }

    /// Runs `viewIsAppearing(_:)` and `viewDidAppear(_:)` (and the children's) after `playgroundBeginAppearing`.
    package func playgroundEndAppearing(animated: Bool) {
        guard playgroundAppearance == .appearing else { return }
        playgroundAppearance = .appeared
        viewDidAppear(animated)
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children { child.playgroundEndAppearing(animated: animated) }
        }
    }

    /// Runs `viewWillDisappear(_:)` then `viewDidDisappear(_:)` (and the children's).
    package func playgroundDisappear(animated: Bool) {
        playgroundBeginDisappearing(animated: animated)
        playgroundEndDisappearing(animated: animated)
    }

    /// Runs `viewWillDisappear(_:)` (and the children's), once per disappearance.
    package func playgroundBeginDisappearing(animated: Bool) {
        guard playgroundAppearance == .appeared || playgroundAppearance == .appearing else { return }
        playgroundAppearance = .disappearing
        viewWillDisappear(animated)
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children { child.playgroundBeginDisappearing(animated: animated) }
        }
    }

    /// Runs `viewDidDisappear(_:)` (and the children's) after `playgroundBeginDisappearing`.
    package func playgroundEndDisappearing(animated: Bool) {
        guard playgroundAppearance == .disappearing else { return }
        playgroundAppearance = .disappeared
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in children { child.playgroundEndDisappearing(animated: animated) }
        }
        viewDidDisappear(animated)
    }

    /// Tells the controller its view is about to appear (`true`: `viewWillAppear(_:)`, then `viewIsAppearing(_:)`)
    /// or disappear (`false`: `viewWillDisappear(_:)`); `endAppearanceTransition()` finishes it (Apple,
    /// beginAppearanceTransition(_:animated:): "use this method to tell the child that its views are about to
    /// appear or disappear. Do not invoke viewWillAppear(_:), viewWillDisappear(_:), viewDidAppear(_:), or
    /// viewDidDisappear(_:) directly"). Custom containers call it for their children, and tests to drive a
    /// controller's lifecycle. A call that does not change the state (appearing an appeared controller,
    /// disappearing a disappearing one) does nothing, where iOS logs "Unbalanced calls to begin/end appearance
    /// transitions".
    ///
    /// Disappearing a controller that never appeared (or has disappeared) still runs `viewWillDisappear(_:)`, and
    /// `endAppearanceTransition()` then `viewDidDisappear(_:)`: the call is the container's word, and iOS forwards it
    /// (Apple's documentation does not say either way; decided from real code written against iOS: PagingKit's
    /// content controller tells its pages `beginAppearanceTransition(false, …)` before they ever appeared, and its
    /// tests, which pass on iOS, expect `viewWillDisappear` and then `viewDidDisappear`). Its children are told only
    /// if they appeared.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        playgroundTransitionAnimated = animated
        if isAppearing {
            playgroundBeginAppearing(animated: animated)
        } else if playgroundAppearance == .disappeared {
            playgroundAppearance = .disappearing
            viewWillDisappear(animated)
            if shouldAutomaticallyForwardAppearanceMethods {
                for child in children { child.playgroundBeginDisappearing(animated: animated) }
            }
        } else {
            playgroundBeginDisappearing(animated: animated)
        }
    }

    /// Finishes the transition `beginAppearanceTransition(_:animated:)` began: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`, with the `animated` flag it was begun with.
    open func endAppearanceTransition() {
        switch playgroundAppearance {
        case .appearing: playgroundEndAppearing(animated: playgroundTransitionAnimated)
        case .disappearing: playgroundEndDisappearing(animated: playgroundTransitionAnimated)
        case .appeared, .disappeared: break
        }
    }
}

/// What a view controller is told about a size transition (UIViewControllerTransitionCoordinator).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` after it; returns true when scheduled.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion: UIKit's Swift interface gives `completion`
    /// a nil default (`completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil`), so iOS
    /// code calls `coordinator.animate(alongsideTransition: { _ in … })` (Parchment's page view controller).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The context given to a transition coordinator's blocks.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var isInteractive: Bool { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    /// The transition's controller for `key` (`.from`, `.to`), nil for a size change (UIViewControllerTransitionCoordinator.h).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The transition's view for `key`, nil where UIKit gives none.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
    // The values of a transition that is neither interactive nor interrupted (the playground runs none that is):
    // UIViewControllerTransitionCoordinator.h's properties for a non-interactive transition.
    public var isInteractive: Bool { false }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var presentationStyle: UIModalPresentationStyle { .none }
    public var percentComplete: CGFloat { 0 }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var containerView: UIView { UIView() }
    public var targetTransform: CGAffineTransform { .identity }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}

/// The playground's coordinator of a size change: the blocks run at once, in order (the playground animates the
/// size change itself). Playground extension (not in UIKit): the bridge makes one per size change.
@preconcurrency @MainActor
public final class PlaygroundTransitionCoordinator: UIViewControllerTransitionCoordinator,
    UIViewControllerTransitionCoordinatorContext {
    public let isAnimated: Bool
    public let transitionDuration: TimeInterval
    public var isCancelled: Bool { false }
    /// A presentation's or dismissal's controllers and container (nil and empty for a size change).
    package var playgroundControllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    package var playgroundContainer: UIView?
    public var containerView: UIView { playgroundContainer ?? playgroundControllers[.to]?.view.superview ?? UIView() }
    public var presentationStyle: UIModalPresentationStyle {
        (playgroundControllers[.to]?.presentingViewController != nil ? playgroundControllers[.to]
            : playgroundControllers[.from])?.modalPresentationStyle ?? .none
    }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        playgroundControllers[key]
    }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        playgroundControllers[key == .from ? .from : .to]?.viewIfLoaded
    }

    /// Blocks kept for `playgroundFinish()` (a deferred coordinator: the bridge's rotation).
    private var deferred: Bool
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    public init(animated: Bool = false, duration: TimeInterval = 0) {
        isAnimated = animated
        transitionDuration = duration
        deferred = false
    }

    /// A coordinator whose blocks wait for `playgroundFinish()`: the bridge calls it once the new size and traits
    /// are in place, as UIKit runs the alongside blocks inside the size change's animation and the completions
    /// after it.
    package init(deferredAnimated animated: Bool, duration: TimeInterval) {
        isAnimated = animated
        transitionDuration = duration
        deferred = true
    }

    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard deferred else {
            animation?(self)
            completion?(self)
            return true
        }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the kept alongside blocks, then the completions (a deferred coordinator).
    package func playgroundFinish() {
        let (a, c) = (animations, completions)
        animations = []
        completions = []
        for block in a { block(self) }
        for block in c { block(self) }
    }
}
