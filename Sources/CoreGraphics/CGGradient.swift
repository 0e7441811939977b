import Foundation

/// A gradient's colours and their locations (CGGradient.h), for `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
///
/// Playground: approximated: kept, not drawn (a context keeps nothing drawn into it here; `CAGradientLayer` draws).
public final class CGGradient: @unchecked Sendable {
    /// How many colours it has. Playground extension (not in UIKit).
    public let playgroundColorCount: Int

    /// A gradient of `colors` (CGColor objects) at `locations` (0…1; nil: evenly spaced). Nil for no colours, as
    /// Core Graphics answers.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        guard colors.count > 0 else { return nil }
        playgroundColorCount = colors.count
    }

    /// A gradient of `count` colours given as components of `space` (its `numberOfComponents` + alpha each).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        playgroundColorCount = count
    }
}
