import Foundation

/// NSTextAlignment (NSText.h): `.natural` is left here (left-to-right only).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// NSLineBreakMode (NSParagraphStyle.h).
///
/// Playground: `.byTruncatingHead` and `.byTruncatingMiddle` truncate at the tail (a notice says so).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping
    /// Playground: truncates at the tail, as `.byTruncatingTail`.
    case byTruncatingHead
    case byTruncatingTail
    /// Playground: truncates at the tail, as `.byTruncatingTail`.
    case byTruncatingMiddle
}

/// The writing direction of a paragraph (NSParagraphStyle.h): `.natural` follows the text's own direction.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// How lines of a paragraph break (NSParagraphStyle.h, iOS 14).
public struct NSLineBreakStrategy: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let pushOut = NSLineBreakStrategy(rawValue: 1 << 0)
    public static let hangulWordPriority = NSLineBreakStrategy(rawValue: 1 << 1)
    public static let standard = NSLineBreakStrategy(rawValue: 0xFFFF)
}

/// A paragraph's layout values (NSParagraphStyle.h, in UIKit on iOS): the value of
/// `NSAttributedString.Key.paragraphStyle`. Immutable; `NSMutableParagraphStyle` sets them, and `mutableCopy()` of
/// one gives a mutable one, as on iOS (`NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`).
/// Defaults are NSParagraphStyle.h's: every spacing and indent 0, `.natural` alignment, `.byWordWrapping`, a
/// hyphenation factor of 0, a default tab interval of 0.
///
/// Playground: the values are kept (and copied) but the text layout does not apply them yet: text is laid out left
/// to right, wrapped by words, with the font's line height (a notice says so when a paragraph style is used).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The default paragraph style (NSParagraphStyle.h `defaultParagraphStyle`).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction a language's text goes in; `.natural` answers left to right here (no right-to-left
    /// language is told apart).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .leftToRight }

    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var baseWritingDirection: NSWritingDirection = .natural
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var hyphenationFactor: Float = 0
    open internal(set) var defaultTabInterval: CGFloat = 0
    open internal(set) var allowsDefaultTighteningForTruncation = false
    open internal(set) var lineBreakStrategy: NSLineBreakStrategy = []

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The values of `other`, into this one (copies).
    func playgroundTake(_ other: NSParagraphStyle) {
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        alignment = other.alignment
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        lineBreakMode = other.lineBreakMode
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        baseWritingDirection = other.baseWritingDirection
        lineHeightMultiple = other.lineHeightMultiple
        paragraphSpacingBefore = other.paragraphSpacingBefore
        hyphenationFactor = other.hyphenationFactor
        defaultTabInterval = other.defaultTabInterval
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
        lineBreakStrategy = other.lineBreakStrategy
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.playgroundTake(self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.playgroundTake(self)
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
            && alignment == other.alignment && firstLineHeadIndent == other.firstLineHeadIndent
            && headIndent == other.headIndent && tailIndent == other.tailIndent
            && lineBreakMode == other.lineBreakMode && minimumLineHeight == other.minimumLineHeight
            && maximumLineHeight == other.maximumLineHeight && baseWritingDirection == other.baseWritingDirection
            && lineHeightMultiple == other.lineHeightMultiple && paragraphSpacingBefore == other.paragraphSpacingBefore
            && hyphenationFactor == other.hyphenationFactor && defaultTabInterval == other.defaultTabInterval
            && allowsDefaultTighteningForTruncation == other.allowsDefaultTighteningForTruncation
            && lineBreakStrategy == other.lineBreakStrategy
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(lineSpacing)
        hasher.combine(paragraphSpacing)
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(lineHeightMultiple)
        return hasher.finalize()
    }

    static func noteNotApplied() {
        PlaygroundNotices.record("NSParagraphStyle", .approximated,
                                 "paragraph styles are kept but the text layout does not apply them yet")
    }
}

/// A paragraph style whose values can be set (NSParagraphStyle.h).
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection } set { super.baseWritingDirection = newValue }
    }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    open override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
    }
    open override var lineBreakStrategy: NSLineBreakStrategy {
        get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue }
    }

    /// The values of `obj`, set on this one (NSParagraphStyle.h `setParagraphStyle:`).
    open func setParagraphStyle(_ obj: NSParagraphStyle) { playgroundTake(obj) }
}
