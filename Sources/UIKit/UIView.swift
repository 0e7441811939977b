/// UIKit's views as a layout sees them. No view is drawn here: cells are the playground's own, so view and layer
/// properties are stored and otherwise do nothing (docs/uikit.md).
open class UIResponder: NSObject {
    public override init() { super.init() }
}

/// A colour (stored, never drawn).
open class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        super.init()
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(red: brightness, green: brightness, blue: brightness, alpha: alpha)
    }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(white: 0.95, alpha: 1)
    public static let label = UIColor.black
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components + [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: cgColor.alpha)
    }
}

/// The size classes and scale a layout may consult (UITraitCollection).
open class UITraitCollection: NSObject {
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
    /// Points to pixels; 2 unless the playground says otherwise.
    open var displayScale: CGFloat
    open var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    open var horizontalSizeClass: SizeClass = .compact
    open var verticalSizeClass: SizeClass = .regular
    open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    public init(displayScale: CGFloat = 2) { self.displayScale = displayScale; super.init() }
    public override convenience init() { self.init(displayScale: 2) }
    public convenience init(horizontalSizeClass: SizeClass) {
        self.init(displayScale: 2)
        self.horizontalSizeClass = horizontalSizeClass
    }
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac, vision }

/// The application: its layout direction (left to right).
open class UIApplication: UIResponder {
    nonisolated(unsafe) public static let shared = UIApplication()
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
}

/// The device: a phone.
open class UIDevice: NSObject {
    nonisolated(unsafe) public static let current = UIDevice()
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var systemVersion: String { "17.0" }
    open var name: String { "Layout Playground" }
}

/// The screen: its scale and bounds (the playground's window is not known here: 2 and 390×844).
open class UIScreen: NSObject {
    nonisolated(unsafe) public static let main = UIScreen()
    open var scale: CGFloat = 2
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    open var nativeScale: CGFloat { scale }
}

/// A view: geometry stored as UIKit keeps it (frame = center ± bounds size / 2; bounds.origin is the scroll
/// offset in a scroll view), nothing drawn.
open class UIView: UIResponder {
    private var frameOrigin = CGPoint.zero
    /// The view's own coordinate system: its origin (a scroll view's content offset) and size.
    open var bounds: CGRect = .zero
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
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var contentMode = 0
    open var layer = CALayer()
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var traitCollection = UITraitCollection()
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var translatesAutoresizingMaskIntoConstraints = true
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection { attribute == .forceRightToLeft ? .rightToLeft : .leftToRight }
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    public override convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init() }

    open func addSubview(_ view: UIView) { subviews.append(view); view.superview = self }
    open func removeFromSuperview() { superview?.subviews.removeAll { $0 === self }; superview = nil }
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() {}
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }

    open func awakeFromNib() {}

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
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}

/// A scroll view as a layout sees it: bounds.origin is the content offset.
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
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
}
