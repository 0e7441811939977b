import Foundation

/// An on/off switch (UISwitch.h): `isOn`, `setOn(_:animated:)`, its tint colours; 51 × 31 points, the size iOS
/// gives every switch whatever its frame (Apple: "the size of the switch is fixed").
///
/// Playground: drawn (a capsule track and a thumb, iOS's look by eye); taps do not reach it; no animation.
/// Two private views: a 51 × 31 capsule track and a 27-point thumb 2 points inside it (left when off, right when
/// on); the track `onTintColor` (systemGreen by default) when on, systemGray5 when off, the thumb `thumbTintColor`
/// (white) with a soft shadow. Apple publishes the switch's size only; `setOn(_:animated:)` does not animate.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn = false { didSet { playgroundRestyle() } }
    open var onTintColor: UIColor? { didSet { playgroundRestyle() } }
    open var thumbTintColor: UIColor? { didSet { playgroundRestyle() } }

    /// The drawn track and thumb (UIKit's own switch has private subviews too).
    private let playgroundTrack = UIView()
    private let playgroundThumb = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        playgroundBuild()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        playgroundBuild()
    }

    private func playgroundBuild() {
        playgroundTrack.isUserInteractionEnabled = false
        playgroundTrack.layer.cornerRadius = 15.5
        playgroundThumb.isUserInteractionEnabled = false
        playgroundThumb.layer.cornerRadius = 13.5
        playgroundThumb.layer.shadowColor = UIColor.black.cgColor
        playgroundThumb.layer.shadowOpacity = 0.15
        playgroundThumb.layer.shadowRadius = 3
        playgroundThumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(playgroundTrack)
        addSubview(playgroundThumb)
        playgroundRestyle()
    }

    private func playgroundRestyle() {
        playgroundTrack.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : .systemGray5
        playgroundThumb.backgroundColor = thumbTintColor ?? .white
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        playgroundTrack.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        playgroundThumb.frame = CGRect(x: isOn ? 22 : 2, y: 2, width: 27, height: 27)
    }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}
