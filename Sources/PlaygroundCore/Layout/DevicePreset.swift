/// A screen to lay out for: its size in points and its scale (pixels per point), portrait; `landscape` swaps the
/// sides. The names are the CLI's (`snapshot --device iphone-16,ipad-pro-11-landscape`, docs/tests-on-linux.md).
///
/// Sizes and scales are Apple's (Human Interface Guidelines, "Layout", device screen sizes and orientations:
/// points, and the @2x / @3x scale factor).
///
///     DevicePreset.named("iphone-16-landscape")?.size   // Size(width: 852, height: 393)
public struct DevicePreset: Hashable, Sendable {
    public var name: String
    /// Points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double

    public init(name: String, size: Size, scale: Double) {
        self.name = name
        self.size = size
        self.scale = scale
    }

    /// The portrait presets (each also `NAME-landscape`).
    public static let portrait: [DevicePreset] = [
        DevicePreset(name: "iphone-se", size: Size(width: 375, height: 667), scale: 2),            // iPhone SE (3rd gen.)
        DevicePreset(name: "iphone-16", size: Size(width: 393, height: 852), scale: 3),            // iPhone 16
        DevicePreset(name: "iphone-16-pro-max", size: Size(width: 440, height: 956), scale: 3),    // iPhone 16 Pro Max
        DevicePreset(name: "ipad-pro-11", size: Size(width: 834, height: 1194), scale: 2),         // iPad Pro 11-inch
        DevicePreset(name: "ipad-pro-13", size: Size(width: 1032, height: 1376), scale: 2),        // iPad Pro 13-inch (M4)
    ]

    /// Every preset: the portrait ones, then each in landscape.
    public static var all: [DevicePreset] { portrait + portrait.map(\.landscape) }

    /// The same screen turned: sides swapped, `-landscape` added to the name.
    public var landscape: DevicePreset {
        DevicePreset(name: name + "-landscape", size: Size(width: size.height, height: size.width), scale: scale)
    }

    /// The preset of that name, or nil.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}
