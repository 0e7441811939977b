/// A view: geometry stored as UIKit keeps it (frame = center ± bounds size / 2; bounds.origin is the scroll
/// offset in a scroll view), nothing drawn.
@preconcurrency @MainActor
open class UIView: UIResponder {
    private var frameOrigin = CGPoint.zero {
        didSet {
            playgroundNoteAnimatable(PlaygroundPresentedKey.origin, from: [Double(oldValue.x), Double(oldValue.y)],
                                     to: [Double(frameOrigin.x), Double(frameOrigin.y)])
            if frameOrigin != oldValue { NSKeyValueObservation.playgroundDeliverChanges(of: self) }
        }
    }
    /// The bounds as stored: written by `bounds`' setter, and directly when a nib's archived frame is decoded
    /// (`playgroundDecodeFrame(_:)`).
    private var boundsStorage: CGRect = .zero
    /// The view's own coordinate system: its origin (a scroll view's content offset) and size.
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            let oldValue = boundsStorage
            boundsStorage = newValue
            playgroundBoundsDidChange(from: oldValue)
            if newValue != oldValue { NSKeyValueObservation.playgroundDeliverChanges(of: self) }
        }
    }

    /// Apple, layoutSubviews(): a view lays out again when its size changes; its subviews follow their masks.
    private func playgroundBoundsDidChange(from oldValue: CGRect) {
        guard bounds.size != oldValue.size else { return }
        playgroundNoteAnimatable(PlaygroundPresentedKey.size, from: [Double(oldValue.width), Double(oldValue.height)],
                                 to: [Double(bounds.width), Double(bounds.height)])
        setNeedsLayout()
        if autoresizesSubviews { playgroundAutoresizeSubviews(from: oldValue.size) }
    }

    /// Sets the frame archived in a storyboard or nib as `init(coder:)` decodes it on iOS: into the view's geometry
    /// without calling the `frame`, `bounds` or `center` setters, so a subclass's `override var bounds { didSet {
    /// layoutIfNeeded() } }` does not run while the document is being decoded, before its outlets are connected.
    /// Apple, Resource Programming Guide, "The Nib Object Life Cycle": objects are unarchived (`initWithCoder:`),
    /// then connections are made, then `awakeFromNib` is sent; the setters run when the frame changes later (a
    /// collection view applying its layout attributes to the cell). The view is marked for layout and its subviews
    /// follow their autoresizing masks, as a size change does.
    package func playgroundDecodeFrame(_ frame: CGRect) {
        frameOrigin = frame.origin
        let oldValue = boundsStorage
        boundsStorage.size = frame.size
        playgroundBoundsDidChange(from: oldValue)
    }
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: bounds.size) }
        set { frameOrigin = newValue.origin; bounds.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frameOrigin = CGPoint(x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2) }
    }
    open var transform = CGAffineTransform.identity {
        didSet { playgroundNoteAnimatable(PlaygroundPresentedKey.transform, from: UIView.playgroundNumbers(oldValue), to: UIView.playgroundNumbers(transform)) }
    }
    open var transform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1 {
        didSet {
            playgroundNoteAnimatable(PlaygroundPresentedKey.alpha, from: [Double(oldValue)], to: [Double(alpha)])
            if alpha != oldValue { NSKeyValueObservation.playgroundDeliverChanges(of: self) }
        }
    }
    /// Hiding or showing a view lays its superview out again (a stack view drops or takes back a hidden arranged
    /// subview; UIStackView.h).
    open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.setNeedsLayout()
            NSKeyValueObservation.playgroundDeliverChanges(of: self)
        }
    }
    open var backgroundColor: UIColor? {
        didSet {
            playgroundNoteAnimatable(PlaygroundPresentedKey.backgroundColor, from: UIView.playgroundNumbers(oldValue),
                                     to: UIView.playgroundNumbers(backgroundColor))
        }
    }
    /// The tint, `UIColor!` as in UIView.h: the colour set on the view, else its superview's tint, else the system
    /// tint (Apple, tintColor: "If the system can't find a nondefault color in the hierarchy, it uses the system
    /// tint color": systemBlue, the tint a system button shows). Setting it (nil resets it to inherit) tells
    /// `tintColorDidChange()` to the view and the subviews that inherit it.
    open var tintColor: UIColor! {
        get { playgroundOwnTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set {
            playgroundOwnTintColor = newValue
            playgroundTellTintColorDidChange()
        }
    }
    /// The tint set on this view itself (nil: inherited).
    package var playgroundOwnTintColor: UIColor?

    private func playgroundTellTintColorDidChange() {
        tintColorDidChange()
        for sub in subviews where sub.playgroundOwnTintColor == nil { sub.playgroundTellTintColorDidChange() }
    }
    /// Whether subviews are cut to the bounds (and the layer's rounded corners).
    ///
    /// Playground: exact when the views between are only translated; under a transform, subviews are drawn whole
    /// (docs/cells.md, "Drawn cells").
    open var clipsToBounds = false
    /// Whether the view's drawing fills its bounds with opaque content (a drawing hint; true by default, as Apple's
    /// documentation says for UIView).
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch of a multi-touch sequence (false by default, as Apple documents).
    ///
    /// Playground: stored only: the playground's pointer is one touch.
    open var isMultipleTouchEnabled = false
    /// Whether the view takes its touches alone, blocking other views' touches at the same time (false by default).
    ///
    /// Playground: stored only: the playground's pointer is one touch.
    open var isExclusiveTouch = false
    open var tag = 0
    /// How the view's content fills its bounds.
    ///
    /// Playground: an image view draws the modes other than scaleToFill, scaleAspectFit, scaleAspectFill and center
    /// centred (docs/cells.md).
    open var contentMode: ContentMode = .scaleToFill
    /// The view's layer, made on first use as the class's `layerClass` says.
    ///
    /// Playground: a `layerClass` of your own `CALayer` subclass is made as its nearest Core Animation class
    /// (`CAShapeLayer`, `CAGradientLayer` or `CALayer`): without the Objective-C runtime a class cannot be made from
    /// its metatype (docs/uikit.md).
    open lazy var layer: CALayer = {
        let layer = UIView.playgroundMakeLayer(of: type(of: self).layerClass)
        layer.playgroundOwningView = self
        return layer
    }()
    /// The class of the view's layer (UIView.h: `CALayer` by default).
    open class var layerClass: AnyClass { CALayer.self }
    /// A view whose shape cuts this view and its subviews (its frame in this view's bounds, its layer's corner
    /// radius): drawn by the bridge as a convex cut (docs/cells.md, "Shapes and masks").
    open var mask: UIView?
    /// The part of the window's safe area this view overlaps (zero outside a window; docs/uikit-machinery.md).
    open var safeAreaInsets: UIEdgeInsets { playgroundComputedSafeAreaInsets }
    /// The margins (UIView.h: 8 points on each side by default), left and right resolved from
    /// `directionalLayoutMargins` by `effectiveUserInterfaceLayoutDirection` (Apple, layoutMargins: "The leading and
    /// trailing edge insets in the directionalLayoutMargins property are synchronized with the left and right insets
    /// in this property"); setting them sets the directional ones for the current direction and tells
    /// `layoutMarginsDidChange()`.
    open var layoutMargins: UIEdgeInsets {
        get {
            let d = playgroundMarginStorage
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
                : UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        }
        set {
            playgroundMarginStorage = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom,
                                          trailing: newValue.left)
                : NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom,
                                          trailing: newValue.right)
            layoutMarginsDidChange()
        }
    }
    /// The margins by leading and trailing edge (Apple, directionalLayoutMargins: "the leading margin is applied to
    /// the right edge of the view in right-to-left layouts"). The margins are kept this way: a direction change
    /// swaps `layoutMargins`' left and right.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { playgroundMarginStorage }
        set {
            playgroundMarginStorage = newValue
            layoutMarginsDidChange()
        }
    }
    private var playgroundMarginStorage = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// How strongly the view resists growing beyond its intrinsic size on `axis` (UIView.h: 250, low, for most
    /// views). Open in the class, as on iOS (a wrapper view forwards its content's); Auto Layout asks it.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        playgroundAutoLayout.hugging[axis.rawValue]
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        playgroundAutoLayout.hugging[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (UIView.h: 750, high).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        playgroundAutoLayout.compression[axis.rawValue]
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        playgroundAutoLayout.compression[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }
    /// Whether the margins are widened to stay inside the safe area (UIView.h: true by default; iOS 11).
    ///
    /// Playground: does nothing: stored only; the margins are never widened by the safe area here, as iOS does with
    /// `false` (cell content views, where real code sets it, have no safe area anyway).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet {
            PlaygroundNotices.record("UIView.insetsLayoutMarginsFromSafeArea", .doesNothing,
                                     "stored only: layout margins are never widened by the safe area here")
        }
    }
    /// Whether the view's margins grow to its superview's where the two overlap (UIView.h: false by default).
    ///
    /// Playground: does nothing: stored only; the margins are the view's own (as iOS with `false`).
    open var preservesSuperviewLayoutMargins = false {
        didSet {
            PlaygroundNotices.record("UIView.preservesSuperviewLayoutMargins", .doesNothing,
                                     "stored only: a view's layout margins are its own here")
        }
    }
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var traitCollection = UITraitCollection()
    /// The direction the view's content goes: `semanticContentAttribute` when it forces one, else the trait
    /// collection's layout direction (Apple, effectiveUserInterfaceLayoutDirection).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
    /// The screen's safe area for a view outside a window that stands for the whole screen (the bridge's proxy
    /// collection view, with a device preset): docs/devices.md.
    package var playgroundScreenSafeArea: UIEdgeInsets?
    /// Called when the trait collection changed (UITraitEnvironment); the bridge calls it when the device or the
    /// layout direction changes.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// UIFocusEnvironment. Playground: never called: there is no focus engine here (UIFocusUpdateContext).
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    open var canBecomeFocused: Bool { false }
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view's frame follows its superview's size (UIView+Autoresizing.swift).
    ///
    /// Playground: translated into Auto Layout constraints, only `flexibleWidth` and `flexibleHeight` count (the
    /// frame-based resize applies every bit); docs/cells.md, "Auto Layout".
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the subviews' autoresizing masks apply when this view's size changes (Apple: default true).
    open var autoresizesSubviews = true
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection { attribute == .forceRightToLeft ? .rightToLeft : .leftToRight }
    /// The direction `attribute` gives a view whose surroundings run in `layoutDirection` (iOS 10; Apple: "the
    /// user interface layout direction appropriate for arranging the immediate content of a view with the specified
    /// semantic content attribute", relative to the given direction): `.unspecified` follows it, the forced ones
    /// force, `.playback` and `.spatial` (media controls, directional content) stay left-to-right.
    open class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .forceRightToLeft: return .rightToLeft
        default: return .leftToRight
        }
    }
    /// The recognizers attached to the view (UIView.h); adding one sets its `view`.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        didSet { for r in gestureRecognizers ?? [] { r.view = self } }
    }
    open internal(set) var subviews: [UIView] = []
    open internal(set) weak var superview: UIView?

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    public override convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init() }

    /// Encodes the view into an archive (NSCoding's `encode(with:)`, which UIView adopts); subclasses override it
    /// and call super, as on iOS.
    /// Playground: does nothing: views are not archived here, so a copy made through `NSKeyedArchiver` and
    /// `NSKeyedUnarchiver` comes back an empty view of its class (`init?(coder:)` reads nothing).
    open func encode(with coder: NSCoder) {
        PlaygroundNotices.record("UIView.encode(with:)", .doesNothing,
                                 "views are not archived here: an NSKeyedArchiver copy of a view comes back empty, "
                                 + "without its subviews, outlets or layer state")
    }

    /// Whether `gestureRecognizer`, attached to this view, may begin (true by default, as UIView's): false moves it to
    /// `.failed` for the touch (Apple, UIView.gestureRecognizerShouldBegin(_:)). Declared in the class so that a
    /// subclass can override it.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Adds `view` on top of the subviews (Apple: "If view already has a superview and that view is not the
    /// receiver, this method removes the previous superview"; adding it again brings it to the front).
    open func addSubview(_ view: UIView) {
        playgroundInsert(view, at: subviews.count)  // with UIKit's notifications (UIView+Hierarchy.swift)
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) { playgroundInsert(view, at: index) }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        playgroundInsert(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        playgroundInsert(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }
    open func bringSubviewToFront(_ view: UIView) { playgroundMove(view, front: true) }
    open func sendSubviewToBack(_ view: UIView) { playgroundMove(view, front: false) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// The first view in the hierarchy rooted at this view (this view first, then its subviews depth first)
    /// whose `tag` is `tag` (UIView.h).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func removeFromSuperview() {
        playgroundRemoveFromSuperview()  // with UIKit's notifications (UIView+Hierarchy.swift)
    }

    /// Lays out the subviews: by default, with the constraints of the subtree (Apple: "the default implementation
    /// uses any constraints you have set to determine the size and position of any subviews"; docs/cells.md,
    /// "Auto Layout").
    open func layoutSubviews() { playgroundLayoutWithConstraints() }
    /// Lays out the sublayers of `layer` (CALayerDelegate's `layoutSublayers(of:)`, which UIView implements as its
    /// layer's delegate): for the view's own layer, the view's layout — its view controller's
    /// `viewWillLayoutSubviews()`, `layoutSubviews()`, then `viewDidLayoutSubviews()`. A subclass overrides it and
    /// calls super, as on iOS.
    ///
    /// Decided (Apple documents that "the layoutSublayers() method calls this method when the delegate is set" and
    /// that the layer's delegate is its view, not that layoutSubviews() runs inside it): UIKit's layout pass runs
    /// through this method, so the view's layout happens inside its override's call to super, as iOS's stack shows.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        let controller = playgroundViewController
        controller?.updatePropertiesIfNeeded()
        updatePropertiesIfNeeded()
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
    /// Updates the view's properties before its layout (iOS 26, UIView.h; subclasses override it): the layout pass
    /// calls it before `layoutSubviews()` (and a view controller's before `viewWillLayoutSubviews()`) when the view
    /// needs it — once before its first layout, then after `setNeedsUpdateProperties()`. Nothing by default.
    ///
    /// Playground: approximated: iOS 26 also tracks the `@Observable` properties it reads and calls it again when
    /// one changes; here only `setNeedsUpdateProperties()` asks for another call.
    open func updateProperties() { playgroundPropertiesUpdate.reachedBase = true }
    /// Asks for `updateProperties()` before the next layout, and a layout (iOS 26).
    open func setNeedsUpdateProperties() { playgroundPropertiesUpdate.needed = true; setNeedsLayout() }
    /// Calls `updateProperties()` now when the view needs it (iOS 26).
    open func updatePropertiesIfNeeded() {
        playgroundPropertiesUpdate.run("UIView.updateProperties()") { updateProperties() }
    }
    /// Whether `updateProperties()` is due (UIView+UpdateProperties.swift).
    package let playgroundPropertiesUpdate = PlaygroundPropertiesUpdate()
    /// Updates the view's constraints before layout (subclasses override it and call super last); nothing by default.
    open func updateConstraints() {}
    /// Whether the view needs Auto Layout to work (UIView.h): false by default.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The view's Auto Layout state (UIView+Constraints.swift).
    package let playgroundAutoLayout = PlaygroundAutoLayoutState()
    /// Marks the view as needing layout; the next `layoutIfNeeded()` (or the window's frame) lays it out.
    open func setNeedsLayout() { playgroundNeedsLayout = true }
    /// Lays out the subtree rooted at this view now, where it needs it (docs/uikit-machinery.md, "Layout pass").
    open func layoutIfNeeded() { playgroundLayoutSubtreeIfNeeded() }
    /// The window the view is in, if any.
    open var window: UIWindow? { playgroundWindow }
    /// Whether the view must be laid out at the next pass.
    package var playgroundNeedsLayout = false
    /// The view's `layoutSubviews()` is running (a `layoutIfNeeded()` from inside it does not lay it out again).
    var playgroundInLayout = false
    /// The bounds size the bridge last laid the view out at when drawing it (nil: never), so that an unchanged view
    /// tree is not laid out again every frame (UIKitBridge's ViewTreeDrawing+Layout.swift).
    package var playgroundDrawnLayoutSize: CGSize?
    /// The view controller whose root view this is (it gets viewWillLayoutSubviews / viewDidLayoutSubviews).
    package weak var playgroundViewController: UIViewController?
    /// The storyboard segue a click on this view triggers (a prototype cell's, a control's; PlaygroundStoryboardSegue).
    package var playgroundSegue: PlaygroundStoryboardSegue?
    /// The view's trait-change registrations (UITraitChangeObservable.swift).
    package let playgroundTraitRegistrations = PlaygroundTraitRegistrations()
    /// Playground: does nothing: no view is drawn here (cells are the playground's own; docs/uikit.md).
    open func setNeedsDisplay() {
        PlaygroundNotices.record("UIView.setNeedsDisplay()", .doesNothing, "no view is drawn here")
    }
    /// The existing size of the view (Apple, "sizeThatFits(_:)": "The default implementation of this method returns
    /// the existing size of the view").
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Sets the size to `sizeThatFits(bounds.size)`, keeping the frame's origin (UIView.h: "calls sizeThatFits: with
    /// current view bounds and changes bounds size").
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    /// UIView.noIntrinsicMetric: no natural size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The view's natural size from its content (a label's text); none for a plain view.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Intrinsic sizes are computed when asked here, so nothing is cached; the superview lays out again.
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }
    /// The view whose first baseline satisfies this view's first-baseline constraints (UIView.h,
    /// `forFirstBaselineLayout`: "returns self" unless a subclass returns a subview).
    ///
    /// Playground: Auto Layout reads a baseline from the constrained view itself; a subclass that returns a subview
    /// is told once (a notice) and its own baseline is used.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline satisfies this view's last-baseline constraints (UIView.h,
    /// `forLastBaselineLayout`: self unless a subclass returns a subview).
    ///
    /// Playground: as `forFirstBaselineLayout`, a subview returned here is not consulted (a notice).
    open var forLastBaselineLayout: UIView { self }
    /// Converts up the superview chain and down to `view` (nil: the root), through frames, bounds and affine
    /// transforms (UIView+Conversion.swift).
    ///
    /// Playground: a view's `transform3D` is left out (its affine `transform` is applied; docs/uikit.md).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertedPoint(point, to: view) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertedPoint(point, from: view) }
    /// The bounding box of the rectangle's converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convertedPoint($0, to: view) }
    }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convertedPoint($0, from: view) }
    }

    /// Called after loading from a nib or storyboard; UIKit's default does nothing (Apple, "awakeFromNib()").
    open func awakeFromNib() {}

    /// Runs `animations` at once, as iOS sets the model values at once, and `completion(true)` when the playground's
    /// clock passes `delay + duration` (docs/uikit.md, "Animations").
    ///
    /// Playground: the views take their final values at once, as on iOS, and are drawn moving from their old values
    /// on the ease-in-out curve (alpha, transform, frame, background colour; a hosted collection view's batch
    /// updates and layout invalidations inside animate in the window); the completion runs on the playground's
    /// clock, at once where no clock runs (but on the main queue's next turn for a zero duration, as iOS's next run
    /// loop cycle).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        noteAnimate("UIView.animate(withDuration:animations:completion:)")
        PlaygroundAnimationBlock.run(duration: duration, animations)
        playgroundComplete(after: 0, duration: duration, repeats: false,
                           symbol: "UIView.animate(withDuration:animations:completion:)", completion)
    }

    /// Playground: the views take their final values at once and are drawn moving on the options' curve (with
    /// `.repeat` / `.autoreverse`); the completion runs on the playground's clock (docs/uikit.md, "Animations");
    /// with `.repeat` it never runs, as on iOS.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        noteAnimate("UIView.animate(withDuration:delay:options:animations:completion:)")
        PlaygroundAnimationBlock.run(duration: duration, delay: delay, curve: PlaygroundAnimationBlock.curve(options.playgroundCurve),
                                     repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse), animations)
        playgroundComplete(after: delay, duration: duration, repeats: options.contains(.repeat),
                           symbol: "UIView.animate(withDuration:delay:options:animations:completion:)", completion)
    }

    /// Playground: the views take their final values at once and are drawn moving on a damped spring that settles
    /// at `duration`; the completion runs on the playground's clock after `delay + duration` (docs/uikit.md,
    /// "Animations").
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        noteAnimate("UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)")
        let spring = PlaygroundSpringCurve.curve(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
                                                 duration: duration)
        PlaygroundAnimationBlock.run(duration: duration, delay: delay, curve: spring, repeats: options.contains(.repeat),
                                     autoreverses: options.contains(.autoreverse), animations)
        playgroundComplete(after: delay, duration: duration, repeats: options.contains(.repeat),
                           symbol: "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
                           completion)
    }

    private class func noteAnimate(_ symbol: String) {
        PlaygroundNotices.record(symbol, .approximated, "the views take their final values at once and are drawn moving (alpha, transform, frame, background colour; transforms entry by entry); the completion runs on the playground's clock")
    }

    /// Runs the block with animations disabled (Apple, performWithoutAnimation(_:): "Disables a view transition
    /// animation"): a collection view's batch update inside it is not animated in the window.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let was = playgroundAnimationsEnabled
        playgroundAnimationsEnabled = false
        defer { playgroundAnimationsEnabled = was }
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled (Apple: "A Boolean value that indicates whether animations are enabled"):
    /// false inside `performWithoutAnimation(_:)` or after `setAnimationsEnabled(false)`.
    open class var areAnimationsEnabled: Bool { playgroundAnimationsEnabled }

    /// Enables or disables animations (a collection view's batch updates in the window: docs/uikit.md, "Batch updates").
    open class func setAnimationsEnabled(_ enabled: Bool) { playgroundAnimationsEnabled = enabled }

    /// `areAnimationsEnabled`'s value (one per process, as UIKit's).
    package static var playgroundAnimationsEnabled = true

    // Members iOS apps override, declared in the class so that a subclass can (Swift cannot override what an
    // extension declares).

    /// Draws the view's own content.
    ///
    /// Playground: does nothing: a view is drawn from its properties, layers and subviews; its `draw(_:)` is not
    /// called (docs/cells.md, "Drawn cells").
    open func draw(_ rect: CGRect) {}
    /// Whether `point` (in the view's coordinates) is inside the view: its bounds (UIView.h, pointInside:withEvent:).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// The farthest descendant that contains `point` (Apple, hitTest(_:with:): "ignores view objects that are
    /// hidden, that have disabled user interactions, or have an alpha level less than 0.01"; subviews front to back).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
    /// Called when `tintColor` changes.
    open func tintColorDidChange() {}
    /// Called when `layoutMargins` changes.
    open func layoutMarginsDidChange() {}
    /// Called when the safe area changes.
    ///
    /// Playground: approximated: the safe area is computed when asked, so this is not called (docs/uikit-machinery.md).
    open func safeAreaInsetsDidChange() {}
    /// Called by Interface Builder only; never here (as on a device).
    open func prepareForInterfaceBuilder() {}
    /// The size the view's constraints give it closest to `targetSize` (UIView+Constraints.swift).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { playgroundSystemLayoutSizeFitting(targetSize) }
    /// As `systemLayoutSizeFitting(_:)`, with each axis pulled towards the target at its priority (`.required`
    /// fixes it: a cell's width in a list).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        playgroundSystemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                          verticalFittingPriority: verticalFittingPriority)
    }
    /// Attaches `gestureRecognizer` (UIGestureRecognizer.swift).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        playgroundAddGestureRecognizer(gestureRecognizer)
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        playgroundRemoveGestureRecognizer(gestureRecognizer)
    }
    /// A snapshot of the view.
    ///
    /// Playground: approximated: a plain view of the same frame, background colour and corner radius, without the
    /// content (nothing is rendered into views here).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        PlaygroundNotices.record("UIView.snapshotView(afterScreenUpdates:)", .approximated,
                                 "a plain view of the same frame, background colour and corner radius, without the content")
        let snapshot = UIView(frame: frame)
        snapshot.backgroundColor = backgroundColor
        snapshot.layer.cornerRadius = layer.cornerRadius
        return snapshot
    }
    /// Renders the view's hierarchy into the current graphics context; true when the snapshot is complete.
    ///
    /// Playground: does nothing and answers false (Apple: "false if the snapshot is missing image data"): views are
    /// not rendered into contexts here.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        PlaygroundNotices.record("UIView.drawHierarchy(in:afterScreenUpdates:)", .doesNothing,
                                 "views are not rendered into graphics contexts here: nothing drawn, false")
        return false
    }
    /// A snapshot of the part `rect` (in the view's coordinates) of the view, stretchable outside `capInsets`.
    ///
    /// Playground: approximated: a plain view of `rect`'s size with the view's background colour, without the
    /// content (nothing is rendered into views here).
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        PlaygroundNotices.record("UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)", .approximated,
                                 "a plain view of the rect's size with the view's background colour, without the content")
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }
    /// The next responder: the view controller whose root view this is, else the superview (UIResponder.h).
    open override var next: UIResponder? { playgroundViewController ?? superview }

    /// The layer for `layerClass`: Core Animation's own classes as themselves, another class as the nearest of them.
    private static func playgroundMakeLayer(of layerClass: AnyClass) -> CALayer {
        if layerClass == CALayer.self { return CALayer() }
        if layerClass == CAShapeLayer.self { return CAShapeLayer() }
        if layerClass == CAGradientLayer.self { return CAGradientLayer() }
        PlaygroundNotices.record("UIView.layer", .approximated, "a layerClass of your own CALayer subclass is made as "
            + "its nearest Core Animation class (CAShapeLayer, CAGradientLayer or CALayer)")
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        return CALayer()
    }
}
