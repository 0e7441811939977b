import Foundation

/// A view that shows an image, placed by its `contentMode` (drawn by the bridge; docs/cells.md).
///
/// Playground: content modes other than scaleToFill, scaleAspectFit, scaleAspectFill and center draw as center (a
/// notice).
open class UIImageView: UIView {
    /// The image; a new one changes the view's intrinsic size (the image's), so its superview lays out again.
    open var image: UIImage? { didSet { if image !== oldValue { invalidateIntrinsicContentSize() } } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    /// The symbol configuration a symbol image is drawn with.
    ///
    /// Playground: does nothing: stored only (UIImage.SymbolConfiguration).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            PlaygroundNotices.record("UIImageView.preferredSymbolConfiguration", .doesNothing,
                                     "stored only: symbols are drawn as the playground's placeholder")
        }
    }

    // MARK: Animating images (UIImageView.h)

    /// The frames `startAnimating()` shows in turn; nil by default.
    open var animationImages: [UIImage]?
    /// The frames shown while highlighted; nil by default.
    open var highlightedAnimationImages: [UIImage]?
    /// How long one pass through `animationImages` takes, in seconds (UIImageView.h: "default is number of images
    /// * 1/30th of a second"): 0 reads as that default.
    open var animationDuration: TimeInterval {
        get { storedAnimationDuration > 0 ? storedAnimationDuration : Double(animationImages?.count ?? 0) / 30 }
        set { storedAnimationDuration = newValue }
    }
    private var storedAnimationDuration: TimeInterval = 0
    /// How many passes the animation makes; 0, the default, repeats it for ever (UIImageView.h).
    open var animationRepeatCount = 0
    /// Whether `startAnimating()` started the frames and `stopAnimating()` has not stopped them.
    open private(set) var isAnimating = false

    /// Starts showing `animationImages` in turn; does nothing without them (UIImageView.h: "`animationImages`
    /// … if non-nil, overrides the image").
    ///
    /// Playground: approximated: the frames are not cycled; the view draws its `image` (a notice).
    open func startAnimating() {
        guard let frames = animationImages, !frames.isEmpty else { return }
        isAnimating = true
        PlaygroundNotices.record("UIImageView.startAnimating()", .approximated,
                                 "its animationImages are not cycled: the image view draws its image")
    }

    /// Stops the frames `startAnimating()` started.
    open func stopAnimating() { isAnimating = false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Where the image is drawn in `bounds`, and which part of it (normalized), for the content mode.
    package func playgroundImagePlacement() -> (rect: CGRect, part: CGRect)? {
        guard let image, image.size.width > 0, image.size.height > 0 else { return nil }
        let b = bounds, s = image.size
        let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
        switch contentMode {
        case .scaleToFill, .redraw:
            return (b, whole)
        case .scaleAspectFit, .scaleAspectFill:
            let k = contentMode == .scaleAspectFit ? min(b.width / s.width, b.height / s.height)
                : max(b.width / s.width, b.height / s.height)
            let w = s.width * k, h = s.height * k
            return (CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h), whole)
        default:
            if contentMode != .center {
                PlaygroundNotices.record("UIView.contentMode", .approximated,
                                         "modes other than fill, aspect fit, aspect fill and center draw centered")
            }
            return (CGRect(x: b.midX - s.width / 2, y: b.midY - s.height / 2, width: s.width, height: s.height), whole)
        }
    }
}
