/// The horizontal direction of the user interface (UIUserInterfaceLayoutDirection): left-to-right (English) or
/// right-to-left (Arabic, Hebrew). Named as the CLI's `--layout-direction ltr|rtl`.
public enum InterfaceDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The direction of a CLI or script word: `ltr`, `rtl` (or the long names), else a one-line error.
    public static func parse(_ text: String) throws(ParameterError) -> InterfaceDirection {
        switch text.lowercased() {
        case "ltr", "lefttoright", "left-to-right": return .leftToRight
        case "rtl", "righttoleft", "right-to-left": return .rightToLeft
        default: throw ParameterError("unknown layout direction '\(text)' (ltr, rtl)")
        }
    }

    /// `leftToRight` or `rightToLeft`, as the status file and UIKit name them.
    public var name: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}

/// What the screen tells a layout beyond its size: the device it stands for (scale, safe area, size classes,
/// idiom) and the layout direction. Pure data (a device is data; the core takes sizes): the UIKit bridge turns it
/// into `UIScreen.main`, the collection view's `traitCollection` and `safeAreaInsets` (docs/devices.md).
///
///     ScreenTraits(device: DevicePreset.named("iphone-16")).safeArea   // Insets(top: 59, bottom: 34)
///     ScreenTraits().safeArea                                         // .zero: a free-form window
public struct ScreenTraits: Hashable, Sendable {
    /// The device preset shown, or nil for a free-form window (the window's size, scale 2, no safe area).
    public var device: DevicePreset?
    public var layoutDirection: InterfaceDirection

    public init(device: DevicePreset? = nil, layoutDirection: InterfaceDirection = .leftToRight) {
        self.device = device
        self.layoutDirection = layoutDirection
    }

    /// The device's safe area, or none.
    public var safeArea: Insets { device?.safeArea ?? .zero }
    /// The device's scale, else 2 (an iPhone's, as the playground's UIScreen has always said).
    public var scale: Double { device?.scale ?? 2 }
    /// Whether the interface is right-to-left.
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}
