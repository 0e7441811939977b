/// Which characters of a line of text are emoji, drawn and measured from a colour emoji font instead of the text's
/// own (Inter has no emoji; its missing-glyph box drew them as bars). One rule for every process: UIKit's
/// measuring (`PlaygroundTypeface`) and the renderer's drawing (`TextRunRenderer`) split text with it, so what is
/// measured is what is drawn (docs/cells.md, "Emoji").
///
///     EmojiFallback.segments(of: "Hi 👋🏽!")   // [("Hi ", false), ("👋🏽", true), ("!", false)]
///
/// A Character (grapheme cluster) is emoji when it would show as one on iOS: a scalar with the Emoji_Presentation
/// property, or an Emoji scalar followed by the emoji variation selector U+FE0F, or a keycap, flag or ZWJ sequence
/// (Unicode Technical Standard #51, "Unicode Emoji", sections 1.4.1–1.4.6 and 2.8), or an Emoji pictograph from
/// U+1F000 up even without U+FE0F ("🏔", which text fonts lack). Text-default symbols below that, such as "©", "☺"
/// or a bare digit, stay text.
public enum EmojiFallback {
    /// Debian's fonts-noto-color-emoji: colour bitmaps (CBDT) in one 109-pixel strike.
    /// `LAYOUT_PLAYGROUND_EMOJI_FONT` names another file; a missing file draws each emoji as a placeholder box.
    public static let defaultFontFile = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// Whether `c` is drawn from the emoji font.
    public static func isEmoji(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first, first.value >= 0x23 else { return false }
        var hasEmoji = false
        for s in scalars {
            let p = s.properties
            // Emoji_Presentation, or an Emoji pictograph above U+1F000 (text-default ones such as 🏔 or 🖥 have
            // no glyph in a text font, so iOS draws them from Apple Color Emoji all the same).
            if p.isEmojiPresentation || (p.isEmoji && s.value >= 0x1F000) { return true }
            switch s.value {
            case 0xFE0F, 0x20E3, 0x200D where hasEmoji: return true   // VS16, keycap, ZWJ after an emoji
            case 0x1F1E6...0x1F1FF: return true                        // regional indicators (flags)
            default: break
            }
            if p.isEmoji { hasEmoji = true }
        }
        return false
    }

    /// `text` cut into runs of emoji and of other characters, in order; empty for empty text.
    public static func segments(of text: String) -> [(text: Substring, isEmoji: Bool)] {
        var result: [(text: Substring, isEmoji: Bool)] = []
        var start = text.startIndex
        var current: Bool?
        var i = text.startIndex
        while i < text.endIndex {
            let emoji = isEmoji(text[i])
            if let c = current, c != emoji {
                result.append((text[start..<i], c))
                start = i
            }
            current = emoji
            i = text.index(after: i)
        }
        if let c = current { result.append((text[start..<text.endIndex], c)) }
        return result
    }

    /// Whether any character of `text` is emoji (the common case, none, keeps one run).
    public static func containsEmoji(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x2000 } && text.contains(where: isEmoji)
    }
}
