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

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var contentSize: CGSize = .zero
    /// Insets around the content; a layout may set them in `prepare` (the scroll range follows).
    open var contentInset: UIEdgeInsets = .zero
    /// The content inset plus the safe area (zero here): equal to `contentInset`.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
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
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollsToTop = true
    open var isDirectionalLockEnabled = false
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    /// Moves the content at once (the playground's scrolling owns the offset; see docs/uikit.md).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Playground: does nothing: the playground owns the content offset (docs/uikit.md).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        PlaygroundNotices.record("UIScrollView.scrollRectToVisible(_:animated:)", .doesNothing,
                                 "the playground owns the content offset")
    }
    /// Playground: does nothing: the playground draws its own scroll indicators (docs/uikit.md).
    open func flashScrollIndicators() {
        PlaygroundNotices.record("UIScrollView.flashScrollIndicators()", .doesNothing,
                                 "the playground draws its own scroll indicators")
    }
}
