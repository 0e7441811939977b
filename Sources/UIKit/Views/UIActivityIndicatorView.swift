import Foundation

/// The spinner that shows a task in progress (UIActivityIndicatorView.h): `startAnimating()`, `stopAnimating()`,
/// `isAnimating`, `hidesWhenStopped` (true by default, as UIKit's header documents: the view is hidden while it is
/// stopped), `color` and its styles. Its size is the style's: 20 points for `.medium` (and the deprecated `.white`
/// and `.gray`), 37 for `.large` and `.whiteLarge` (the sizes iOS's `sizeToFit()` gives each style).
///
/// Playground: stored, not drawn: the spinner does not show or spin (a notice on the first `startAnimating()`).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// UIActivityIndicatorViewStyle.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
    }

    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// The style's name before iOS 13 (deprecated there, still answered).
    open var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }
    open var color: UIColor! = .gray
    open var hidesWhenStopped = true { didSet { if !animating { isHidden = hidesWhenStopped } } }
    open var isAnimating: Bool { animating }
    private var animating = false

    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
        isHidden = hidesWhenStopped
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Starts the spinner: shown while animating.
    ///
    /// Playground: approximated: the spinner is stored, not drawn: it does not show or spin here.
    open func startAnimating() {
        PlaygroundNotices.record("UIActivityIndicatorView.startAnimating()", .approximated,
                                 "the spinner is stored, not drawn: it does not show or spin here")
        animating = true
        isHidden = false
    }

    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    private var side: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: side, height: side) }
    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
}
