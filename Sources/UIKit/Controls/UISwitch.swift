import Foundation

/// An on/off switch (UISwitch.h): `isOn`, `setOn(_:animated:)`, its tint colours; 51 × 31 points, the size iOS
/// gives every switch whatever its frame (Apple: "the size of the switch is fixed").
///
/// Playground: stored, not drawn, and taps do not reach it.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}
