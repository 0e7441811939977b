/// The screen: its scale and bounds (the playground's window is not known here: 2 and 390×844).
///
/// `scale`, `bounds` and `nativeScale` are read-only, as in UIKit's UIScreen.h (`@property(nonatomic,readonly)`):
/// one layout cannot change what another reads (`UIScreen.main.scale = 0` in one blanked the others; issue 38).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()
    /// The device preset's screen, when the playground shows one (`--device`; set by the bridge).
    nonisolated(unsafe) package static var playgroundDevice: (bounds: CGRect, scale: CGFloat)?
    /// Points to pixels: the device's (`--device`, docs/devices.md).
    ///
    /// Playground: without a device, always 2, an iPhone's; the playground draws at its window's own scale.
    open var scale: CGFloat {
        if let device = Self.playgroundDevice { return device.scale }
        PlaygroundNotices.record("UIScreen.scale", .approximated, "always 2, an iPhone's, whatever the window's scale")
        return 2
    }
    /// The screen's bounds in points: the device's in its orientation (`--device`, docs/devices.md).
    ///
    /// Playground: without a device, always 390×844 points, an iPhone 14's portrait screen, whatever the window's size.
    open var bounds: CGRect {
        if let device = Self.playgroundDevice { return device.bounds }
        PlaygroundNotices.record("UIScreen.bounds", .approximated, "always 390×844 points, whatever the window's size")
        return CGRect(x: 0, y: 0, width: 390, height: 844)
    }
    open var nativeScale: CGFloat { scale }
    /// The screen's traits (UIScreen is a UITraitEnvironment, UIScreen.h): its scale, the device's idiom, as the
    /// window scene's.
    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }
    /// Does nothing: the screen's traits do not change here (one screen, one scale).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The physical screen in pixels, portrait-up whatever the orientation (Apple, UIScreen.nativeBounds: "measured
    /// in pixels … based on the device in a portrait-up orientation. This value does not change as the device
    /// rotates"): `bounds` turned to portrait, times `nativeScale`.
    open var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(x: 0, y: 0, width: min(size.width, size.height) * nativeScale,
                      height: max(size.width, size.height) * nativeScale)
    }
}

extension UIScreen: UITraitEnvironment {}
