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
    ///
    /// Playground: 0.55 of the point size per character, 1.2 of it tall (no font is loaded; docs/uikit.md).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        PlaygroundNotices.record("String.size(withAttributes:)", .approximated,
                                 "text measures 0.55 of the point size per character, 1.2 of it tall (no font is loaded)")
        return ((attrs?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 17)).measure(self)
    }

    /// The approximate bounding box, wrapped to `size.width` when `.usesLineFragmentOrigin` is given.
    ///
    /// Playground: measured as `size(withAttributes:)` is, wrapped at whole widths (no font is loaded; docs/uikit.md).
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
    /// Playground: measured as `String.size(withAttributes:)` is (no font is loaded; docs/uikit.md).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(describing: self).size(withAttributes: attrs)
    }

    /// Playground: measured as `String.boundingRect(with:options:attributes:context:)` is (docs/uikit.md).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: AnyObject?) -> CGRect {
        String(describing: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
