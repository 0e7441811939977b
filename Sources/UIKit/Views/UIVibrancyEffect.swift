import Foundation

/// Vibrancy for the content over a blur (UIVibrancyEffect.h).
///
/// Playground: does nothing: the content is drawn as it is.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    public let blurEffect: UIBlurEffect
    public let vibrancyStyle: Style?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.vibrancyStyle = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.vibrancyStyle = style
        super.init()
    }
}
