import Foundation

/// A label: text in a font and colour, aligned, on at most `numberOfLines` lines, drawn by the playground with the
/// same font file it measures with (docs/cells.md, "Text"). Lines wrap at spaces (a long word between characters);
/// with a width to fill, the text is centred vertically in the label's bounds, as UIKit's labels do.
///
///     let label = UILabel()
///     label.text = "collection"
///     label.font = .preferredFont(forTextStyle: .body)
///     label.intrinsicContentSize   // the text's width and one line's height, rounded up to the pixel (½ point)
open class UILabel: UIView {
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set { storedText = newValue; storedAttributedText = nil; invalidateIntrinsicContentSize() }
    }
    /// Default: the 17-point system font (UILabel's default).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: 17) }
            invalidateIntrinsicContentSize()   // the text's size changes with the font (as UIKit's label does)
        }
    }
    /// Default: `.label` (black in light mode).
    open var textColor: UIColor! = UIColor.label {
        didSet { if textColor == nil { textColor = UIColor.label } }
    }
    open var textAlignment: NSTextAlignment = .natural
    /// 1 by default; 0, as many lines as the text needs.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set { storedAttributedText = newValue; storedText = nil; invalidateIntrinsicContentSize() }
    }
    /// The width a multi-line label wraps at when asked for its intrinsic size (0: its bounds' width, or one line).
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    /// The text's shadow colour (UILabel.h: "default is nil (no shadow)").
    /// Playground: stored; the label's text is drawn without its shadow.
    open var shadowColor: UIColor?
    /// The text's shadow offset (UILabel.h: "default is CGSizeMake(0, -1) -- a top shadow").
    /// Playground: stored; the label's text is drawn without its shadow.
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var isHighlighted = false
    /// Playground: does nothing: the text keeps its font size (truncated when it does not fit).
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// A standard UIKit control or label is an accessibility element by default (UIAccessibility.h).
    package override var playgroundIsAccessibilityElementByDefault: Bool { true }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The runs to set: the attributed text's (a run without a font or colour takes the label's), else the text in
    /// the label's font.
    package var playgroundRuns: [(text: String, font: UIFont, color: UIColor)] {
        if let attributed = storedAttributedText {
            var runs: [(String, UIFont, UIColor)] = []
            let whole = attributed.string as NSString
            attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { a, r, _ in
                runs.append((whole.substring(with: r), (a[.font] as? UIFont) ?? font,
                             (a[.foregroundColor] as? UIColor) ?? textColor))
            }
            return runs
        }
        guard let storedText, !storedText.isEmpty else { return [] }
        return [(storedText, font, textColor)]
    }

    /// The lines of the text within `width` points.
    package func playgroundTextLayout(width: CGFloat) -> PlaygroundTextLayout {
        let runs = playgroundRuns
        if adjustsFontSizeToFitWidth {
            PlaygroundNotices.record("UILabel.adjustsFontSizeToFitWidth", .doesNothing,
                                     "the text keeps its font size (truncated when it does not fit)")
        }
        return PlaygroundTextLayout(runs: runs.map { ($0.text, $0.font) }, colors: runs.map { $0.color },
                                    width: width, maxLines: numberOfLines, lineBreakMode: lineBreakMode.rawValue)
    }

    /// Rounds up to the pixel (2 pixels a point here, UIScreen.main.scale), as UIKit rounds a label's sizes.
    static func pixelCeil(_ v: CGFloat) -> CGFloat { (v * 2).rounded(.up) / 2 }

    /// The text's size within `size` (its width wraps the lines; a zero or unbounded width, one line per paragraph),
    /// rounded up to the pixel. A one-line label's is its whole line, whatever the width asked.
    ///
    /// Decided (Apple documents sizeThatFits(_:) only as "the size that best fits the specified size"): a label of
    /// one line answers its full line's width, wider than `size` when the text is, as iOS's does (Framezilla's suite
    /// asks a one-line label for 30 points and expects at least 30: truncated to fit, the text measured 27).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude
        let l = playgroundTextLayout(width: width)
        guard !l.lines.isEmpty, !playgroundRuns.isEmpty else { return .zero }
        return CGSize(width: Self.pixelCeil(l.width), height: Self.pixelCeil(l.height))
    }

    open override func sizeToFit() {
        let s = sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : bounds.width, height: 0))
        frame = CGRect(origin: frame.origin, size: s)
    }

    /// One line's worth (or `preferredMaxLayoutWidth`'s wrapping for multi-line labels; with it 0, the width Auto
    /// Layout gave the label, as iOS wraps at it), rounded up to the pixel.
    /// An empty label is zero wide and zero tall.
    open override var intrinsicContentSize: CGSize {
        var width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : 0
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, let engine = playgroundAutoLayout.engineWidth {
            width = engine
        }
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    /// Where the text sits in `bounds`: its lines' box, centred vertically (and clipped to at most `numberOfLines`).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let l = playgroundTextLayout(width: bounds.width)
        let h = min(l.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - h) / 2, width: min(l.width, bounds.width),
                      height: h)
    }

    /// Draws the text in `rect`.
    ///
    /// Playground: does nothing: a label is drawn from its properties by the bridge; its `drawText(in:)` is not
    /// called (docs/cells.md, "Drawn cells").
    open func drawText(in rect: CGRect) {}
}
