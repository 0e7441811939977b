import Foundation

extension UIImage {
    /// What an image is drawn for: the base of symbol configurations (Apple, UIImage.Configuration).
    @preconcurrency @MainActor
    open class Configuration: NSObject {
        public override init() { super.init() }
    }

    /// Apple, UIImage.SymbolScale: a symbol's size relative to its font.
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }

    /// Apple, UIImage.SymbolWeight: a symbol's stroke weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// How a symbol image is sized and weighted: a point size or text style or font, a weight, a scale (Apple,
    /// UIImage.SymbolConfiguration).
    ///
    /// Playground: does nothing: stored only: symbols are drawn as the playground's placeholder at the image view's size
    /// (docs/cells.md), whatever the configuration says.
    @preconcurrency @MainActor
    open class SymbolConfiguration: Configuration {
        public private(set) var pointSize: CGFloat = 0
        public private(set) var weight: SymbolWeight = .unspecified
        public private(set) var scale: SymbolScale = .unspecified
        public private(set) var textStyle: UIFont.TextStyle?
        public private(set) var font: UIFont?

        public static var unspecified: SymbolConfiguration { SymbolConfiguration(weight: .unspecified) }

        private init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?, font: UIFont?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
            super.init()
            PlaygroundNotices.record("UIImage.SymbolConfiguration", .doesNothing,
                                     "stored only: symbols are drawn as the playground's placeholder")
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, font: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle, font: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil, font: nil) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil, font: nil) }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil, font: font)
        }

        /// This configuration with `other`'s specified values over it (Apple, "applying(_:)").
        open func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                                       weight: other.weight != .unspecified ? other.weight : weight,
                                       scale: other.scale != .unspecified ? other.scale : scale,
                                       textStyle: other.textStyle ?? textStyle, font: other.font ?? font)
        }
    }
}

extension UIImage {
    /// A symbol image with a configuration.
    ///
    /// Playground: approximated as `init?(systemName:)`: the configuration is stored (`symbolConfiguration`), the
    /// placeholder keeps its size.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
        playgroundConfiguration = configuration
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// The configuration the image was made or configured with.
    public var configuration: UIImage.Configuration? { playgroundConfiguration }
    /// The symbol configuration, when the image has one.
    public var symbolConfiguration: UIImage.SymbolConfiguration? { playgroundConfiguration as? UIImage.SymbolConfiguration }

    /// The image with `configuration`: a new image of the same pixels, the configuration stored (approximated:
    /// the configuration does not change how it is drawn).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        let image = UIImage(source: playgroundSource, size: size, scale: scale)
        image.playgroundConfiguration = configuration
        return image
    }
}
