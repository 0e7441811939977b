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
