import Foundation

/// A view that applies a visual effect behind its `contentView` (UIVisualEffectView.h): subviews go in
/// `contentView`, which fills the view.
///
/// Playground: approximated: a blur is drawn as a translucent fill (UIBlurEffect), vibrancy does nothing.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the effect view.
    public let contentView = UIView()
    private let playgroundBackdrop = UIView()

    open var effect: UIVisualEffect? { didSet { playgroundApplyEffect() } }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        playgroundSetUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        playgroundSetUp()
    }

    private func playgroundSetUp() {
        addSubview(playgroundBackdrop)
        addSubview(contentView)
        playgroundApplyEffect()
    }

    private func playgroundApplyEffect() {
        if let blur = effect as? UIBlurEffect {
            PlaygroundNotices.record("UIBlurEffect", .approximated, "drawn as a translucent fill, not a blur")
            playgroundBackdrop.backgroundColor = blur.playgroundFill
        } else {
            if effect is UIVibrancyEffect {
                PlaygroundNotices.record("UIVibrancyEffect", .doesNothing, "the content is drawn as it is")
            }
            playgroundBackdrop.backgroundColor = nil
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        playgroundBackdrop.frame = bounds
        contentView.frame = bounds
    }
}
