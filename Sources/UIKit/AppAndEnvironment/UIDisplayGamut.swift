/// A display's colour gamut (UIKit's UIDisplayGamut, UITraitCollection.h: `UIDisplayGamutUnspecified = -1`,
/// `UIDisplayGamutSRGB`, `UIDisplayGamutP3`).
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1
}
