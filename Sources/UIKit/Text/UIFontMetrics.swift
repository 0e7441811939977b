import Foundation

/// Scales fonts and values for Dynamic Type, relative to a text style (UIFontMetrics.h, iOS 11).
///
///     UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 12, weight: .bold))   // 12 points, bold
///
/// Apple's documentation: a font metrics object scales a font "for the user's current content size category"
/// relative to the text style's size at `.large`, the default category, where the scale is 1 and the font comes
/// back unchanged. The playground's text sizes are always the default category's (`UIFont.preferredFont(forTextStyle:)`
/// gives the `.large` sizes too), so the scale here is always 1.
///
/// Playground: fonts and values are not scaled for another content size category (a trait collection's
/// `preferredContentSizeCategory` other than `.large` records a notice); `maximumPointSize` still caps the size.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style this object scales for.
    private let textStyle: UIFont.TextStyle

    /// The metrics for the body text style (`UIFontMetrics.default`).
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        noteCategory(traitCollection)
        return font
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        // Apple: a maximumPointSize of 0 means no maximum.
        return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        noteCategory(traitCollection)
        return value
    }

    private func noteCategory(_ traits: UITraitCollection?) {
        guard let category = traits?.preferredContentSizeCategory, category != .large, category != .unspecified
        else { return }
        PlaygroundNotices.record("UIFontMetrics", .approximated,
                                 "fonts and values are not scaled for content size categories other than large")
    }
}
