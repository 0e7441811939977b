/// Whether the device senses touch pressure (UIForceTouchCapability, UIKit's UITraitCollection.h; iOS 9): 3D Touch
/// for peek and pop, `UITouch.force`.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0, unavailable = 1, available = 2
}

extension UITraitCollection {
    /// The device's force-touch capability (Apple: "Indicates whether the device supports 3D Touch"):
    /// `.unavailable`, as on every iPhone since the 11 and every iPad: a mouse and a trackpad give no pressure here,
    /// so code that registers for previewing only when it is available (peek and pop) takes its other branch.
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }

}
