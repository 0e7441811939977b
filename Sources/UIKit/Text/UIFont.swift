import Foundation

/// A font: the system font (Inter standing in for SF Pro, `PlaygroundFontFiles`) at a size and weight, measured
/// with FreeType and HarfBuzz from the same file the renderer draws with (docs/cells.md, "Text").
///
///     let body = UIFont.preferredFont(forTextStyle: .body)   // 17 points
///     body.lineHeight                                        // 20.59 (Inter: 1.211 em; SF Pro: 20.29)
///
/// Playground: every font is the system font: `UIFont(name:size:)` gives Inter at the weight its name says
/// (docs/cells.md, "Text").
open class UIFont: NSObject, @unchecked Sendable {
    /// UIFont.TextStyle (UIFontDescriptor.h): the Dynamic Type styles.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// UIFont.Weight (UIFontDescriptor.h): Apple's raw values, -0.8 (ultraLight) … 0.62 (black).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The text styles at the default Dynamic Type size (Large): point size, weight and line height (leading), points,
    /// from Apple's Human Interface Guidelines, "Typography", "iOS, iPadOS Dynamic Type sizes", Large. The line height
    /// is the style's design leading; UIKit's labels set lines `lineHeight` apart (the font's own metrics), as here.
    package static let playgroundTextStyles: [TextStyle: (size: CGFloat, weight: Weight, leading: CGFloat)] = [
        .largeTitle: (34, .regular, 41), .title1: (28, .regular, 34), .title2: (22, .regular, 28),
        .title3: (20, .regular, 25), .headline: (17, .semibold, 22), .body: (17, .regular, 22),
        .callout: (16, .regular, 21), .subheadline: (15, .regular, 20), .footnote: (13, .regular, 18),
        .caption1: (12, .regular, 16), .caption2: (11, .regular, 13),
    ]

    /// Apple's system font switches from its Text cut to its Display cut at 20 points (Human Interface Guidelines,
    /// "Typography", San Francisco: "SF Pro Display for text 20 points or larger"); Inter's Display cut likewise.
    static let displayCutFrom: CGFloat = 20

    public let pointSize: CGFloat
    /// The weight asked for (UIFontDescriptor's weight trait).
    package let playgroundWeight: Weight
    let isItalic: Bool
    /// The file this font measures and draws with; nil when no font file is installed (then text measures 0.55 em
    /// a character, 1.2 em a line, with a notice).
    package let playgroundFontFile: String?
    private let face: PlaygroundTypeface?

    package init(pointSize: CGFloat, weight: Weight, italic: Bool = false) {
        self.pointSize = max(0, pointSize.isFinite ? pointSize : 0)
        playgroundWeight = weight
        isItalic = italic
        playgroundFontFile = PlaygroundFontFiles.systemFontFile(weight: weight.rawValue, italic: italic,
                                                                display: pointSize >= Self.displayCutFrom)
        face = playgroundFontFile.flatMap(PlaygroundTypeface.face(at:))
        super.init()
        if face == nil {
            PlaygroundNotices.record("UIFont", .approximated, "no font file (install fonts-inter): text measures "
                + "0.55 em a character and 1.2 em a line, and draws in no font")
        }
    }

    /// A font by name.
    ///
    /// Playground: any name gives Inter at the weight the name's last word says ("Avenir-Heavy" → heavy,
    /// "HelveticaNeue-Bold" → bold; italic when it says "Italic" or "Oblique"); never nil.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        PlaygroundNotices.record("UIFont.init?(name:size:)", .approximated,
                                 "every font is the system font (Inter) at the weight its name says")
        let n = fontName.lowercased()
        let weights: [(String, Weight)] = [("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
                                           ("light", .light), ("medium", .medium), ("semibold", .semibold),
                                           ("demibold", .semibold), ("extrabold", .heavy), ("heavy", .heavy),
                                           ("black", .black), ("bold", .bold)]
        let weight = weights.first { n.contains($0.0) }?.1 ?? .regular
        self.init(pointSize: fontSize, weight: weight, italic: n.contains("italic") || n.contains("oblique"))
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, italic: true)
    }

    /// The text style's font at the default content size (`playgroundTextStyles`).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let s = playgroundTextStyles[style] ?? (17, .regular, 22)
        return UIFont(pointSize: s.size, weight: s.weight)
    }

    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var buttonFontSize: CGFloat { 18 }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: playgroundWeight, italic: isItalic) }

    /// The font file's name ("Inter-Regular"); Apple's system font answers ".SFUI-Regular".
    open var fontName: String {
        playgroundFontFile.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension } ?? "System"
    }
    open var familyName: String { fontName.hasPrefix("InterDisplay") ? "Inter Display" : fontName.hasPrefix("Inter") ? "Inter" : "System" }

    private var metrics: PlaygroundFontMetrics {
        face?.metrics ?? .init(ascender: 1, descender: -0.2, lineGap: 0, capHeight: 0.7, xHeight: 0.5)
    }

    /// Points above the baseline (hhea's ascender).
    open var ascender: CGFloat { CGFloat(metrics.ascender) * pointSize }
    /// Points below the baseline, negative (hhea's descender).
    open var descender: CGFloat { CGFloat(metrics.descender) * pointSize }
    open var leading: CGFloat { CGFloat(metrics.lineGap) * pointSize }
    open var capHeight: CGFloat { CGFloat(metrics.capHeight) * pointSize }
    open var xHeight: CGFloat { CGFloat(metrics.xHeight) * pointSize }
    /// ascender − descender + leading, points: how far apart a label sets its lines.
    open var lineHeight: CGFloat { ascender - descender + leading }

    /// The advance of each character of `text`, points.
    package func playgroundCharacterWidths(_ text: String) -> [CGFloat] {
        guard let face else { return text.map { _ in pointSize * 0.55 } }
        return face.characterWidths(of: text).map { CGFloat($0) * pointSize }
    }

    /// The advance of `text`, points.
    package func playgroundWidth(of text: String) -> CGFloat {
        guard let face else { return CGFloat(text.count) * pointSize * 0.55 }
        return CGFloat(face.width(of: text)) * pointSize
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o.pointSize == pointSize && o.playgroundWeight == playgroundWeight && o.isItalic == isItalic
    }

    open override var hash: Int { pointSize.hashValue ^ playgroundWeight.rawValue.hashValue }

    open override var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }
}
