/// A scroll view as a layout sees it: bounds.origin is the content offset.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// UIScrollView.DecelerationRate: the velocity factor per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond (UIScrollView.DecelerationRate.normal).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond (UIScrollView.DecelerationRate.fast).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// A scroll view clips its content to its bounds: what is scrolled out of view is not drawn. Decided: `true`
    /// from the start, as iOS's scroll views are made (UIView.h gives `clipsToBounds` NO by default, but a scroll
    /// view's `-initWithFrame:`/`-initWithCoder:` turn it on; Interface Builder's Scroll View, Collection View and
    /// Table View are archived with "Clip to Bounds" on, `clipsSubviews="YES"`). A storyboard's explicit attribute is
    /// set afterwards by the nib loader.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The delegate of a scroll view that is not a collection view (`UIScrollView.delegate`, UIScrollView+Delegate.swift).
    package weak var playgroundScrollDelegate: (any UIScrollViewDelegate)?

    /// The pull-to-refresh control (UIScrollView.h). Playground: stored, not shown (UIRefreshControl).
    open var refreshControl: UIRefreshControl?

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    /// Setting it moves the content at once (Apple, "contentOffset"); the window follows (the bridge takes
    /// `playgroundOffsetRequest` after the app's code ran).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let moved = bounds.origin != newValue
            bounds.origin = newValue
            playgroundOffsetRequest = PlaygroundOffsetRequest(offset: newValue, animated: false)
            // UIScrollViewDelegate: the delegate hears every change of the offset, the app's own too (at once, as
            // the setter returns on iOS).
            if moved { delegate?.scrollViewDidScroll(self) }
        }
    }
    /// An offset the app asked for (`contentOffset` set, `setContentOffset(_:animated:)`, `scrollToItem`,
    /// `scrollRectToVisible`) since the playground last took it; the playground's own scrolling sets `bounds` and
    /// leaves it alone.
    package struct PlaygroundOffsetRequest: Equatable, Sendable {
        package var offset: CGPoint
        package var animated: Bool
    }
    package var playgroundOffsetRequest: PlaygroundOffsetRequest?
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { NSKeyValueObservation.playgroundDeliverChanges(of: self) } }
    }
    /// Insets around the content; a layout may set them in `prepare` (the scroll range follows).
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { NSKeyValueObservation.playgroundDeliverChanges(of: self) } }
    }
    /// The content inset plus the safe area where `contentInsetAdjustmentBehavior` says (Apple,
    /// ContentInsetAdjustmentBehavior: `.always` every edge, `.never` none, `.scrollableAxes` the edges of the axes
    /// that scroll (content larger than the bounds, or always-bouncing), `.automatic` as `.scrollableAxes` and the
    /// top and bottom always for a vertical scroll view: docs/uikit-machinery.md). Zero safe area outside a window.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var horizontal: Bool, vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (horizontal, vertical) = (true, true)
        case .never: (horizontal, vertical) = (false, false)
        case .scrollableAxes, .automatic:
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
                || (contentInsetAdjustmentBehavior == .automatic && !horizontal)
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0),
                            left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
                            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Scrolling (the bounds' origin moving) lays the scroll view out again, as UIKit does.
    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
    }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var isPagingEnabled = false
    /// Read by the playground's physics when the layout or its setup set it (docs/uikit.md).
    open var decelerationRate: DecelerationRate = .normal {
        didSet { playgroundDecelerationRateWasSet = true }
    }
    package var playgroundDecelerationRateWasSet = false
    open var isScrollEnabled = true
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    /// Playground: stored; the playground draws no scroll indicators.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// Playground: stored; the playground draws no scroll indicators.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Playground: stored; the playground draws no scroll indicators.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicators' insets follow the adjusted content insets (UIScrollView.h: "default is YES").
    /// Playground: stored; the playground draws no scroll indicators.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollsToTop = true
    /// Whether a touch waits to see if it is a scroll before reaching the content (UIScrollView.h: default true).
    ///
    /// Playground: does nothing: stored only; the playground's own drag decides between a scroll and a tap.
    open var delaysContentTouches = true
    /// Whether a scroll may take over a touch the content has (UIScrollView.h: default true).
    ///
    /// Playground: does nothing: stored only (as `delaysContentTouches`).
    open var canCancelContentTouches = true
    open var isDirectionalLockEnabled = false
    /// The scroll view's own drag recognizer (UIScrollView.h); see UIGestureRecognizer for what feeds it here.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer()
        recognizer.view = self
        return recognizer
    }()
    /// The smallest zoom scale (UIScrollView.h: default 1.0).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (UIScrollView.h: default 1.0; "must be greater than the minimum zoom scale for zooming
    /// to be enabled").
    open var maximumZoomScale: CGFloat = 1
    /// Whether zooming past the limits bounces back (UIScrollView.h: default true). Stored.
    open var bouncesZoom = true
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    /// How much the content is scaled (UIScrollView.h: default 1.0). Apple, `viewForZooming(in:)`: "If the delegate
    /// returns nil, no zooming occurs", so a scroll view whose delegate gives no view keeps 1; otherwise the value
    /// is kept between `minimumZoomScale` and `maximumZoomScale` and the delegate is told (`scrollViewDidZoom`).
    ///
    /// Playground: approximated: the zoomed view is not scaled on screen (only the playground's own collection view
    /// zooms, with the window's zoom; docs/uikit.md).
    open var zoomScale: CGFloat {
        get { playgroundZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var playgroundZoomScale: CGFloat = 1
    /// Sets `zoomScale` (animated or not: the value is at once what it will be, as `contentOffset` is).
    ///
    /// Playground: approximated: as `zoomScale`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, let delegate, delegate.viewForZooming(in: self) != nil else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        guard clamped != playgroundZoomScale else { return }
        PlaygroundNotices.record("UIScrollView.zoomScale", .approximated,
                                 "the zoom scale is kept and the delegate told; the zoomed view is not scaled here")
        playgroundZoomScale = clamped
        delegate.scrollViewDidZoom(self)
    }
    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the bounds: the scale that fits it on both axes,
    /// within the limits (Apple, `zoom(to:animated:)`).
    ///
    /// Playground: approximated: as `zoomScale` (the scale is set; nothing is scrolled to the rectangle).
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }
    /// Zooming is not offered here (no `viewForZooming`): nil, as on iOS for a scroll view that does not zoom.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
    /// Whether the user's finger is on the content to scroll it (UIScrollView.h).
    ///
    /// Playground: approximated: true from the moment the drag begins (past the touch slop) to the release, as
    /// `isDragging`; a press that has not moved yet does not count.
    open var isTracking: Bool { playgroundScrollPhase == .dragging }
    /// Whether the user is dragging the content (UIScrollView.h): from the drag's start to the release.
    open var isDragging: Bool { playgroundScrollPhase == .dragging }
    /// Whether the content moves on after the user lifted the finger (UIScrollView.h), until it rests.
    open var isDecelerating: Bool { playgroundScrollPhase == .decelerating }
    /// Where the playground's scrolling of this scroll view is (the bridge sets it; docs/uikit.md, "What the scroll
    /// view's delegate hears").
    package enum PlaygroundScrollPhase: Sendable { case idle, dragging, decelerating, animating }
    package var playgroundScrollPhase = PlaygroundScrollPhase.idle

    /// Moves the content to `contentOffset`: `contentOffset` reads the new value at once, as on iOS; with `animated`
    /// the window scrolls there over `playgroundScrollAnimationDuration` (docs/uikit.md, "Scrolling from the app").
    ///
    /// Playground: the animation's duration and curve are the playground's (Apple documents neither).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated {
            PlaygroundNotices.record("UIScrollView.setContentOffset(_:animated:)", .approximated,
                                     "animates over 0.3 s, eased: UIKit's duration and curve are not documented")
            playgroundOffsetRequest?.animated = true
        }
    }
    /// The window's scroll animation for `setContentOffset(_:animated: true)` and the like, seconds: decided here
    /// (Apple documents no duration; "Scroll View Programming Guide for iOS", Scrolling to a Specific Offset, only
    /// says the content scrolls from the current position to the new one).
    package static let playgroundScrollAnimationDuration = 0.3
    /// Scrolls the least that shows `rect` (content coordinates) inside the bounds less `adjustedContentInset`
    /// (Apple: "Scrolls a specific area of the content so that it is visible"; nothing when it already is), kept
    /// within the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        var offset = contentOffset
        let visible = CGRect(x: offset.x + inset.left, y: offset.y + inset.top,
                             width: bounds.width - inset.left - inset.right,
                             height: bounds.height - inset.top - inset.bottom)
        // Per axis: the rect's start when it is before the visible area (or larger than it), else its end.
        if rect.minX < visible.minX || rect.width > visible.width {
            offset.x = rect.minX - inset.left
        } else if rect.maxX > visible.maxX {
            offset.x = rect.maxX - inset.left - visible.width
        }
        if rect.minY < visible.minY || rect.height > visible.height {
            offset.y = rect.minY - inset.top
        } else if rect.maxY > visible.maxY {
            offset.y = rect.maxY - inset.top - visible.height
        }
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }
    /// Playground: does nothing: the playground draws its own scroll indicators (docs/uikit.md).
    open func flashScrollIndicators() {
        PlaygroundNotices.record("UIScrollView.flashScrollIndicators()", .doesNothing,
                                 "the playground draws its own scroll indicators")
    }

    // Members iOS apps override, declared in the class so that a subclass can.

    /// Whether touches in `view` may begin tracking (UIScrollView.h: true).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Whether a touch in `view` is cancelled when scrolling starts (UIScrollView.h: true unless `view` is a control).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    /// Called when `adjustedContentInset` changes.
    ///
    /// Playground: approximated: the adjusted inset is computed when asked, so this is not called.
    open func adjustedContentInsetDidChange() {}
}
