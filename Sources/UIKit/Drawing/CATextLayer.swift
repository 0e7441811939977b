import Foundation
import QuartzCore

/// A layer that shows a string (CATextLayer.h): real code adds one as a sublayer to label a cell or a badge, and sets
/// its string, font, size, colour, alignment and wrapping. Declared in UIKit here (not QuartzCore) so that setting
/// its text can tell the user what is not shown; the class is Core Animation's everywhere else.
///
///     let text = CATextLayer()
///     text.string = "42"
///     text.fontSize = 17
///     text.alignmentMode = .center
///     cell.layer.addSublayer(text)   // its frame, background and border are drawn; its text is not
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (CATextLayer.h: "Defaults to nil").
    ///
    /// Playground: does nothing: the layer is drawn as a plain layer (background, border, corners); its text is
    /// kept but not drawn (docs/cells.md, "Drawn cells").
    open var string: Any? {
        didSet {
            if string != nil {
                PlaygroundNotices.record("CATextLayer.string", .doesNothing,
                                         "a text layer's text is not drawn: only its background and border are")
            }
        }
    }
    /// The font: a font name, a `CGFont` or a `UIFont` (CATextLayer.h: "Defaults to the Helvetica font"); kept.
    open var font: AnyObject?
    /// The font size, points (CATextLayer.h: "Defaults to 36").
    open var fontSize: CGFloat = 36
    /// The colour of the text (CATextLayer.h: "Defaults to opaque white").
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Whether the text wraps to the layer's bounds (CATextLayer.h: "Defaults to NO").
    open var isWrapped = false
    /// How a line too long for the bounds is cut (CATextLayer.h: "Defaults to `none`").
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How the text is aligned within the bounds (CATextLayer.h: "Defaults to `natural`").
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether the text is drawn with subpixel-positioned glyphs (CATextLayer.h: "Defaults to NO").
    open var allowsFontSubpixelQuantization = false

    public override init() { super.init() }
    /// A copy of `layer`'s properties, a text layer's own included (CALayer.h, `initWithLayer:`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; font = other.font; fontSize = other.fontSize; foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped; truncationMode = other.truncationMode; alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// How a text layer cuts a line too long for its bounds (CATextLayer.h, `CATextLayerTruncationMode`: the strings
/// "none", "start", "end", "middle").
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its text (CATextLayer.h, `CATextLayerAlignmentMode`: the strings "natural", "left",
/// "right", "center", "justified").
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
