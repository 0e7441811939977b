/// Fonts and text measuring, as far as layouts that size tags by their text reach them. No font is loaded here:
/// a string measures 0.55 of the point size per character and 1.2 of it tall (an approximation of the system font;
/// docs/uikit.md).
open class UIFont: NSObject, @unchecked Sendable {
    public enum TextStyle: String, Sendable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    public let pointSize: CGFloat
    /// The weight asked for (`.regular` unless a weighted or bold system font was made).
    let weight: Weight
    public init(pointSize: CGFloat) { self.pointSize = pointSize; weight = .regular; super.init() }
    init(pointSize: CGFloat, weight: Weight) { self.pointSize = pointSize; self.weight = weight; super.init() }

    /// Playground: any name gives the system font at `fontSize` (no font files are loaded here; docs/uikit.md).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        PlaygroundNotices.record("UIFont.init?(name:size:)", .approximated,
                                 "any font name gives the system font's approximate metrics (no fonts are loaded)")
        self.init(pointSize: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    /// Playground: the weight is kept but text measures as the regular weight (no font is loaded; docs/uikit.md).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        if weight != .regular {
            PlaygroundNotices.record("UIFont.systemFont(ofSize:weight:)", .approximated,
                                     "text in a weighted font measures as the regular weight (no font is loaded)")
        }
        return UIFont(pointSize: fontSize, weight: weight)
    }
    /// Playground: measures as the regular weight (no font is loaded; docs/uikit.md).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        PlaygroundNotices.record("UIFont.boldSystemFont(ofSize:)", .approximated,
                                 "bold text measures as the regular weight (no font is loaded)")
        return UIFont(pointSize: fontSize, weight: .bold)
    }

    /// Apple's default sizes of the text styles (points, at the default content size).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17,
                                           .subheadline: 15, .body: 17, .callout: 16, .footnote: 13, .caption1: 12,
                                           .caption2: 11]
        return UIFont(pointSize: sizes[style] ?? 17)
    }

    open var lineHeight: CGFloat { pointSize * 1.2 }

    /// The approximate size of `text` in this font.
    func measure(_ text: String) -> CGSize {
        CGSize(width: (CGFloat(text.count) * pointSize * 0.55).rounded(.up), height: lineHeight.rounded(.up))
    }
}
