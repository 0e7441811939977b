import Foundation

/// A progress bar (UIProgressView.h), drawn as two views inside it: the track and, over its leading
/// `progress` fraction, the bar.
///
/// As iOS: `progress` is pinned to 0…1 (Apple: "Values less than 0.0 and greater than 1.0 are pinned to those
/// limits"), 0 by default; its height is 4 points for the default style (2.5 for the bar style: the system's bar).
/// The bar's colour is `progressTintColor`, else the tint colour; the track's `trackTintColor`, else systemGray5
/// (229, 229, 234; Apple's UI element colors).
///
/// Playground: approximated: `setProgress(_:animated:)` jumps without animating; the progress and track images are
/// stored only.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }

    open var progressViewStyle: Style = .default { didSet { invalidateIntrinsicContentSize() } }
    open var progress: Float {
        get { playgroundProgress }
        set { playgroundProgress = min(max(newValue.isNaN ? 0 : newValue, 0), 1); setNeedsLayout() }
    }
    private var playgroundProgress: Float = 0
    open var progressTintColor: UIColor? { didSet { playgroundColor() } }
    open var trackTintColor: UIColor? { didSet { playgroundColor() } }
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?

    private let playgroundTrack = UIView()
    private let playgroundBar = UIView()

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size = CGSize(width: 0, height: playgroundHeight)
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
        addSubview(playgroundTrack)
        addSubview(playgroundBar)
        playgroundColor()
    }

    private var playgroundHeight: CGFloat { progressViewStyle == .bar ? 2.5 : 4 }

    private func playgroundColor() {
        playgroundTrack.backgroundColor = trackTintColor ?? UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
        playgroundBar.backgroundColor = progressTintColor ?? tintColor ?? .tintColor
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        playgroundColor()
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override func layoutSubviews() {
        super.layoutSubviews()
        playgroundTrack.frame = bounds
        let w = bounds.width * CGFloat(playgroundProgress)
        playgroundBar.frame = CGRect(x: effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - w : bounds.minX,
                                     y: bounds.minY, width: w, height: bounds.height)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: playgroundHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: playgroundHeight) }
}
