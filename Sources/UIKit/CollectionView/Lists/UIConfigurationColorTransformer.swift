/// A function from a colour to a colour that a configuration applies to its colour (iOS 14): a background
/// configuration's `backgroundColorTransformer`, say "30 % of the tint". Two transformers are equal when they are
/// the same value (a copy of one), as closures cannot be compared.
///
///     let faded = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
///     faded(.systemBlue)   // systemBlue at 30 %
@preconcurrency @MainActor
public struct UIConfigurationColorTransformer: Hashable {
    public let transform: (UIColor) -> UIColor
    private let identity = PlaygroundIdentity()

    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour as a grey of the same luminance (Rec. 709 weights: 0.2126 R + 0.7152 G + 0.0722 B).
    public static let grayscale = UIConfigurationColorTransformer { c in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
    }
    /// The tint colour (the playground's: systemBlue).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }
    /// The tint colour, keeping the input's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { c in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor.tintColor.withAlphaComponent(a)
    }

    private final class PlaygroundIdentity: Sendable {}

    public nonisolated static func == (a: UIConfigurationColorTransformer, b: UIConfigurationColorTransformer) -> Bool {
        a.identity === b.identity
    }

    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
