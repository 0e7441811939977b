import Foundation

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
}

/// Options for measuring text (NSStringDrawingOptions, NSStringDrawing.h).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Measuring with the font's file (FreeType + HarfBuzz, the file the renderer draws with; docs/cells.md, "Text").
/// Sizes are fractional points, as on iOS (round them up, as Apple's documentation says, to size a view).
extension String {
    /// The size of the string on one line per paragraph in the attributes' font (the 12-point system font when none
    /// is given, NSStringDrawing.h's default: Helvetica 12 on iOS).
    ///
    ///     "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])   // about 39.8 × 20.6
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let l = PlaygroundTextLayout(runs: [(self, NSString.playgroundFont(attrs))])
        return CGSize(width: l.width, height: l.height)
    }

    /// The rectangle the string takes: wrapped to `size.width` with `.usesLineFragmentOrigin` (lines that do not fit
    /// `size.height` dropped, the first always kept), else one line per paragraph. The origin is zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: AnyObject?) -> CGRect {
        NSString.playgroundBoundingRect(runs: [(self, NSString.playgroundFont(attributes))], size: size,
                                        options: options)
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

    /// The attributes' font; NSStringDrawing's default, 12 points, without one.
    package static func playgroundFont(_ attrs: [NSAttributedString.Key: Any]?) -> UIFont {
        (attrs?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
    }

    package static func playgroundBoundingRect(runs: [(String, UIFont)], size: CGSize,
                                               options: NSStringDrawingOptions) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let l = PlaygroundTextLayout(runs: runs, width: wraps ? size.width : .greatestFiniteMagnitude,
                                     lineBreakMode: options.contains(.truncatesLastVisibleLine) ? 4 : 0)
        var height: CGFloat = 0
        var width: CGFloat = 0
        for (i, line) in l.lines.enumerated() {
            if wraps, i > 0, line.top + line.height > size.height + 0.001 { break }
            height = line.top + line.height
            width = max(width, line.width)
        }
        return CGRect(x: 0, y: 0, width: width, height: height)
    }
}

extension NSAttributedString {
    /// The runs of the string with their fonts (12-point system font where none is set) and colours.
    package var playgroundRuns: [(text: String, font: UIFont, color: UIColor?)] {
        var runs: [(String, UIFont, UIColor?)] = []
        let whole = string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attrs, range, _ in
            if attrs[.paragraphStyle] is NSParagraphStyle { NSParagraphStyle.noteNotApplied() }
            runs.append((whole.substring(with: range), NSString.playgroundFont(attrs),
                         attrs[.foregroundColor] as? UIColor))
        }
        return runs
    }

    /// The size of the string, one line per paragraph, each run in its font.
    public func size() -> CGSize {
        let runs = playgroundRuns
        let l = PlaygroundTextLayout(runs: runs.map { ($0.text, $0.font) })
        return CGSize(width: l.width, height: l.height)
    }

    /// As `String.boundingRect(with:options:attributes:context:)`, each run in its font.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: AnyObject?) -> CGRect {
        NSString.playgroundBoundingRect(runs: playgroundRuns.map { ($0.text, $0.font) }, size: size, options: options)
    }
}
