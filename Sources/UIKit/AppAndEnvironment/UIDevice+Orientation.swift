import Foundation

extension UIDevice {
    /// The device's orientation: landscape (left) when the playground's screen is wider than tall, else portrait.
    ///
    /// Playground: approximated: there is no accelerometer; the orientation follows the device the playground
    /// simulates (`--device`, docs/devices.md).
    public var orientation: UIDeviceOrientation {
        PlaygroundNotices.record("UIDevice.orientation", .approximated,
                                 "follows the playground's screen: landscape when wider than tall")
        let b = UIScreen.main.bounds
        return b.width > b.height ? .landscapeLeft : .portrait
    }
    /// Whether orientation notifications are generated (true once begun).
    public var isGeneratingDeviceOrientationNotifications: Bool { playgroundOrientationNotifications > 0 }
    public func beginGeneratingDeviceOrientationNotifications() { playgroundOrientationNotifications += 1 }
    public func endGeneratingDeviceOrientationNotifications() {
        playgroundOrientationNotifications = max(0, playgroundOrientationNotifications - 1)
    }
    /// Posted when the orientation changes (never here: the device does not turn).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
