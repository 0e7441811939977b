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
    public init(pointSize: CGFloat) { self.pointSize = pointSize; super.init() }
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(pointSize: fontSize) }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }

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

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// Options for measuring text (NSStringDrawingOptions).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
}

extension String {
    /// The approximate size of the string in the attributes' font (17-point system font by default).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        ((attrs?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 17)).measure(self)
    }

    /// The approximate bounding box, wrapped to `size.width` when `.usesLineFragmentOrigin` is given.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: AnyObject?) -> CGRect {
        let one = self.size(withAttributes: attributes)
        guard options.contains(.usesLineFragmentOrigin), size.width > 0, one.width > size.width else {
            return CGRect(origin: .zero, size: one)
        }
        let lines = (one.width / size.width).rounded(.up)
        return CGRect(x: 0, y: 0, width: size.width, height: min(size.height, one.height * lines))
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(describing: self).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: AnyObject?) -> CGRect {
        String(describing: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
