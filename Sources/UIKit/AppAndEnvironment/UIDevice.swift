public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac, vision }

/// The device: a phone.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    public static let current = UIDevice()
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var systemVersion: String { "17.0" }
    open var name: String { "Layout Playground" }
    /// How many begins of orientation notifications are not ended (UIDevice+Orientation.swift).
    package var playgroundOrientationNotifications = 0
}

/// The current device's idiom (UIDevice.h's `UI_USER_INTERFACE_IDIOM()` macro, deprecated in iOS 13 for
/// `UIDevice.current.userInterfaceIdiom`, which it returns).
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
