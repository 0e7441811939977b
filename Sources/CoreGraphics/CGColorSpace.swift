import Foundation

/// A color space (CGColorSpace.h), named as Core Graphics names them.
///
/// Playground: approximated: a name only; every colour here is sRGB (docs/cells.md), whatever space it was made in.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, …), nil for a device space.
    public let name: CFString?
    /// Red, green and blue, or one for a gray space.
    public let numberOfComponents: Int

    /// A space of one of Core Graphics' names; nil for a name that is not one.
    public init?(name: CFString) {
        let known: Set<String> = [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
                                  CGColorSpace.displayP3, CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray]
            .reduce(into: []) { $0.insert($1 as String) }
        guard known.contains(name as String) else { return nil }
        self.name = name
        numberOfComponents = (name as String).contains("Gray") ? 1 : 3
    }

    package init(device components: Int) {
        name = nil
        numberOfComponents = components
    }

    public static var sRGB: CFString { "kCGColorSpaceSRGB" as CFString }
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" as CFString }
    public static var linearSRGB: CFString { "kCGColorSpaceLinearSRGB" as CFString }
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" as CFString }
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" as CFString }
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" as CFString }
}

/// The device's RGB space (CGColorSpace.h).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(device: 3) }

/// The device's gray space (CGColorSpace.h).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(device: 1) }
