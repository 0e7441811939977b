/// A view: geometry stored as UIKit keeps it (frame = center ± bounds size / 2; bounds.origin is the scroll
/// offset in a scroll view), nothing drawn.
@preconcurrency @MainActor
open class UIView: UIResponder {
    private var frameOrigin = CGPoint.zero
    /// The view's own coordinate system: its origin (a scroll view's content offset) and size.
    open var bounds: CGRect = .zero {
        // Apple, layoutSubviews(): a view lays out again when its size changes.
        didSet {
            guard bounds.size != oldValue.size else { return }
            setNeedsLayout()
            if autoresizesSubviews { playgroundAutoresizeSubviews(from: oldValue.size) }
        }
    }
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: bounds.size) }
        set { frameOrigin = newValue.origin; bounds.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frameOrigin = CGPoint(x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2) }
    }
    open var transform = CGAffineTransform.identity
    open var transform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    /// Whether subviews are cut to the bounds (and the layer's rounded corners).
    ///
    /// Playground: exact when the views between are only translated; under a transform, subviews are drawn whole
    /// (docs/cells.md, "Drawn cells").
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var tag = 0
    /// How the view's content fills its bounds.
    ///
    /// Playground: an image view draws the modes other than scaleToFill, scaleAspectFit, scaleAspectFill and center
    /// centred (docs/cells.md).
    open var contentMode: ContentMode = .scaleToFill
    open var layer = CALayer()
    /// The part of the window's safe area this view overlaps (zero outside a window; docs/uikit-machinery.md).
    open var safeAreaInsets: UIEdgeInsets { playgroundComputedSafeAreaInsets }
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var traitCollection = UITraitCollection()
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view's frame follows its superview's size (UIView+Autoresizing.swift).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the subviews' autoresizing masks apply when this view's size changes (Apple: default true).
    open var autoresizesSubviews = true
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection { attribute == .forceRightToLeft ? .rightToLeft : .leftToRight }
    /// The recognizers attached to the view (UIView.h); adding one sets its `view`.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        didSet { for r in gestureRecognizers ?? [] { r.view = self } }
    }
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    public override convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init() }

    /// Adds `view` on top of the subviews (Apple: "If view already has a superview and that view is not the
    /// receiver, this method removes the previous superview"; adding it again brings it to the front).
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
        }
        subviews.append(view)
        view.superview = self
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// The first view in the hierarchy rooted at this view (this view first, then its subviews depth first)
    /// whose `tag` is `tag` (UIView.h).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Lays out the subviews: nothing by default here (UIKit's default applies constraints, issue uikit-cells).
    open func layoutSubviews() {}
    /// Marks the view as needing layout; the next `layoutIfNeeded()` (or the window's frame) lays it out.
    open func setNeedsLayout() { playgroundNeedsLayout = true }
    /// Lays out the subtree rooted at this view now, where it needs it (docs/uikit-machinery.md, "Layout pass").
    open func layoutIfNeeded() { playgroundLayoutSubtreeIfNeeded() }
    /// The window the view is in, if any.
    open var window: UIWindow? { playgroundWindow }
    /// Whether the view must be laid out at the next pass.
    package var playgroundNeedsLayout = false
    /// The view controller whose root view this is (it gets viewWillLayoutSubviews / viewDidLayoutSubviews).
    package weak var playgroundViewController: UIViewController?
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
    /// Intrinsic sizes are computed when asked here, so nothing is cached to invalidate.
    open func invalidateIntrinsicContentSize() {}
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

    /// UIView.ContentMode (UIView.h): how a view's content (an image view's image) fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
             topRight, bottomLeft, bottomRight
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Runs `animations` at once (nothing animates here; the playground animates layout changes itself).
    ///
    /// Playground: the changes happen at once and `completion` gets `true` (no animation runs; docs/uikit.md).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        noteAnimate("UIView.animate(withDuration:animations:completion:)")
        animations()
        completion?(true)
    }

    /// Playground: the changes happen at once and `completion` gets `true` (no animation runs; docs/uikit.md).
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        noteAnimate("UIView.animate(withDuration:delay:options:animations:completion:)")
        animations()
        completion?(true)
    }

    /// Playground: the changes happen at once and `completion` gets `true` (no animation runs; docs/uikit.md).
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        noteAnimate("UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)")
        animations()
        completion?(true)
    }

    private class func noteAnimate(_ symbol: String) {
        PlaygroundNotices.record(symbol, .approximated, "the changes happen at once and the completion gets true (no animation runs)")
    }

    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}
