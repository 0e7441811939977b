/// A screen to lay out for: its size in points, its scale (pixels per point), its safe area, its size classes and
/// idiom, in one orientation; `landscape` turns a portrait preset. The names are the CLI's (`--device iphone-16`,
/// `snapshot --device iphone-16,ipad-pro-11-landscape`; docs/devices.md).
///
/// Sources (docs/devices.md has the table): sizes and scales from Apple's Human Interface Guidelines, "Layout",
/// "Specifications — iOS, iPadOS device screen sizes and orientations" (points, @2x/@3x); size classes from the same
/// page's "Device size classes" table (an iPhone is compact wide and regular tall in portrait; in landscape the
/// Max and Plus iPhones are regular wide, the others compact wide, all compact tall; an iPad is regular both ways);
/// safe areas are what UIKit reports as the window's `safeAreaInsets` on these devices (Apple does not tabulate
/// them: the HIG shows them as figures; the numbers are the simulator's, see docs/devices.md).
///
///     DevicePreset.named("iphone-16-landscape")?.size       // Size(width: 852, height: 393)
///     DevicePreset.named("iphone-16-landscape")?.safeArea   // Insets(top: 0, left: 59, bottom: 21, right: 59)
public struct DevicePreset: Hashable, Sendable {
    /// A size class (UIUserInterfaceSizeClass).
    public enum SizeClass: String, Hashable, Sendable { case compact, regular }
    /// The kind of device (UIUserInterfaceIdiom).
    public enum Idiom: String, Hashable, Sendable { case phone, pad }

    public var name: String
    /// Points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    /// The window's safe-area insets in this orientation, points (status bar or sensor housing, home indicator).
    public var safeArea: Insets
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var idiom: Idiom
    /// The landscape preset's safe area and horizontal size class (a portrait preset's own are above).
    var turned: (safeArea: Insets, horizontalSizeClass: SizeClass)?

    public init(name: String, size: Size, scale: Double, safeArea: Insets = .zero,
                horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                idiom: Idiom = .phone) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
    }

    public static func == (a: DevicePreset, b: DevicePreset) -> Bool {
        a.name == b.name && a.size == b.size && a.scale == b.scale && a.safeArea == b.safeArea
            && a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.idiom == b.idiom
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static func phone(_ name: String, _ w: Double, _ h: Double, scale: Double, portrait: Insets,
                              landscape: Insets, landscapeWidthClass: SizeClass) -> DevicePreset {
        var p = DevicePreset(name: name, size: Size(width: w, height: h), scale: scale, safeArea: portrait)
        p.turned = (landscape, landscapeWidthClass)
        return p
    }

    private static func pad(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
        // iPads with a home indicator: a 24-point status bar and a 20-point home indicator, both orientations.
        let insets = Insets(top: 24, left: 0, bottom: 20, right: 0)
        var p = DevicePreset(name: name, size: Size(width: w, height: h), scale: 2, safeArea: insets,
                             horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .pad)
        p.turned = (insets, .regular)
        return p
    }

    /// The portrait presets (each also `NAME-landscape`).
    public static let portrait: [DevicePreset] = [
        // iPhone SE (3rd generation): a 20-point status bar in portrait; none in landscape (hidden) — no notch.
        phone("iphone-se", 375, 667, scale: 2, portrait: Insets(top: 20), landscape: .zero, landscapeWidthClass: .compact),
        // iPhone 16: Dynamic Island 59 points, home indicator 34 (portrait); 59 each side and 21 below (landscape).
        phone("iphone-16", 393, 852, scale: 3, portrait: Insets(top: 59, bottom: 34),
              landscape: Insets(top: 0, left: 59, bottom: 21, right: 59), landscapeWidthClass: .compact),
        // iPhone 16 Pro Max: 62 and 34 (portrait); 62 each side and 21 below (landscape); regular wide in landscape.
        phone("iphone-16-pro-max", 440, 956, scale: 3, portrait: Insets(top: 62, bottom: 34),
              landscape: Insets(top: 0, left: 62, bottom: 21, right: 62), landscapeWidthClass: .regular),
        pad("ipad-pro-11", 834, 1194),    // iPad Pro 11-inch (M4)
        pad("ipad-pro-13", 1032, 1376),   // iPad Pro 13-inch (M4)
    ]

    /// Every preset: the portrait ones, then each in landscape.
    public static var all: [DevicePreset] { portrait + portrait.map(\.landscape) }

    /// Whether the preset is a landscape one.
    public var isLandscape: Bool { name.hasSuffix("-landscape") }

    /// The same screen turned to landscape: sides swapped, `-landscape` added to the name, the landscape safe area
    /// and size classes (vertical compact on an iPhone).
    public var landscape: DevicePreset {
        guard !isLandscape else { return self }
        let t = turned ?? (safeArea, horizontalSizeClass)
        var l = DevicePreset(name: name + "-landscape", size: Size(width: size.height, height: size.width),
                             scale: scale, safeArea: t.safeArea, horizontalSizeClass: t.horizontalSizeClass,
                             verticalSizeClass: idiom == .pad ? .regular : .compact, idiom: idiom)
        l.turned = turned
        return l
    }

    /// The other orientation of the same device (what the rotation key turns to).
    ///
    ///     DevicePreset.named("ipad-pro-11")?.rotated.name   // "ipad-pro-11-landscape"
    public var rotated: DevicePreset {
        guard isLandscape else { return landscape }
        let base = String(name.dropLast("-landscape".count))
        return Self.portrait.first { $0.name == base } ?? self
    }

    /// The preset of that name, or nil.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// The preset of that name, or a one-line error listing the names.
    public static func resolve(_ name: String) throws(ParameterError) -> DevicePreset {
        guard let preset = named(name) else {
            throw ParameterError("unknown device '\(name)'; devices: \(all.map(\.name).joined(separator: ", "))")
        }
        return preset
    }

    /// One line per preset, as `--device list` prints them.
    public var listLine: String {
        func f(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let s = safeArea
        return "\(name): \(f(size.width))x\(f(size.height)) pt @\(f(scale))x, safe area "
            + "\(f(s.top)) \(f(s.left)) \(f(s.bottom)) \(f(s.right)) (top left bottom right), "
            + "\(horizontalSizeClass.rawValue) width, \(verticalSizeClass.rawValue) height, \(idiom.rawValue)"
    }
}
