import Foundation

/// A blur (UIBlurEffect.h), raw values of its styles as there.
///
/// Playground: approximated: a UIVisualEffectView with a blur draws a translucent fill (white at 75 % for the light
/// styles, near-black at 75 % for the dark ones; the system materials follow the light appearance), not a blur.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, extraDark, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The fill drawn instead of the blur: white or near-black, more opaque for thicker materials.
    package var playgroundFill: UIColor {
        let dark: Bool
        switch style {
        case .dark, .extraDark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark: dark = true
        default: dark = false
        }
        let alpha: CGFloat
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: alpha = 0.5
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: alpha = 0.65
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .extraLight, .extraDark: alpha = 0.9
        default: alpha = 0.75
        }
        return dark ? UIColor(white: 0.1, alpha: alpha) : UIColor(white: 0.97, alpha: alpha)
    }
}
