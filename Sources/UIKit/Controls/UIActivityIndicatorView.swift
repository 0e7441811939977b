import Foundation

/// A spinning activity indicator (UIActivityIndicatorView.h).
///
/// As iOS: `hidesWhenStopped` is true by default, and while it is true the view is hidden whenever it is not
/// animating (Apple: "the receiver sets its isHidden property to true when receiver is not animating"), so a new
/// indicator is hidden until `startAnimating()`. Sizes as iOS: 20 × 20 points for the medium (and deprecated white
/// and gray) styles, 37 × 37 for the large and whiteLarge styles.
///
/// Playground: approximated: the spinner itself is not drawn.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// Raw values as UIActivityIndicatorView.h (the deprecated styles 0…2, the iOS 13 ones 100 and 101).
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        /// Deprecated in iOS 13 (use `.large`): large, white.
        case whiteLarge = 0
        /// Deprecated in iOS 13 (use `.medium`): medium, white.
        case white = 1
        /// Deprecated in iOS 13 (use `.medium`): medium, gray.
        case gray = 2
    }

    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// Deprecated spelling of `style`.
    open var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }
    open var color: UIColor!
    /// Changing it while stopped shows or hides the stopped indicator at once (the playground's reading of
    /// Apple's "the receiver is not hidden when animation stops" when false).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating, hidesWhenStopped != oldValue { isHidden = hidesWhenStopped } }
    }
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = playgroundSide
        playgroundSetUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        playgroundSetUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        playgroundSetUp()
    }

    private func playgroundSetUp() {
        isUserInteractionEnabled = false
        playgroundUpdateHidden()
    }

    /// The deprecated white styles draw white, gray and the new ones the system's grey (UIActivityIndicatorView.h).
    private var playgroundDefaultColor: UIColor {
        switch style.rawValue {
        case 0, 1: .white
        default: .gray
        }
    }

    private var playgroundSide: CGSize {
        switch style.rawValue {
        case 0, 101: CGSize(width: 37, height: 37)
        default: CGSize(width: 20, height: 20)
        }
    }

    open func startAnimating() {
        PlaygroundNotices.record("UIActivityIndicatorView", .approximated, "the spinner is not drawn here")
        isAnimating = true
        playgroundUpdateHidden()
    }

    open func stopAnimating() {
        isAnimating = false
        playgroundUpdateHidden()
    }

    private func playgroundUpdateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    open override var intrinsicContentSize: CGSize { playgroundSide }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { playgroundSide }
}
