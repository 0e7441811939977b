import Foundation

/// Lines of text as UIKit's text system sets them for a label or a bounding rectangle: words wrapped at
/// whitespace (a word wider than the line broken between characters), hard breaks at newlines, at most a number of
/// lines, the last one truncated with "…" at its tail when text is left over (`.byTruncatingTail`), or cut
/// (`.byClipping`, `.byWordWrapping`, `.byCharWrapping`). Lines are `lineHeight` apart (the tallest font on the
/// line); the first baseline is its ascender below the top.
///
///     let lines = PlaygroundTextLayout(runs: [("Hello world", .systemFont(ofSize: 17))], width: 60)
///     lines.lines.map(\.text)   // ["Hello", "world"]
///
/// Every measure comes from `UIFont`'s font file (FreeType + HarfBuzz), the one the renderer draws with.
package struct PlaygroundTextLayout {
    package private(set) var lines: [PlaygroundTextLine] = []
    /// The widest line, points.
    package private(set) var width: CGFloat = 0
    /// The lines' heights together, points.
    package private(set) var height: CGFloat = 0

    /// One character with what it is drawn in.
    private struct Glyph {
        var character: Character
        var font: UIFont
        var color: UIColor?
        var width: CGFloat
        var isSpace: Bool { character.isWhitespace }
    }

    /// - Parameters:
    ///   - runs: the text and its fonts, in order (an attributed string's runs).
    ///   - width: the widest a line may be, points (`.greatestFiniteMagnitude`: no wrapping).
    ///   - maxLines: at most this many lines; 0, any number.
    ///   - lineBreakMode: `NSLineBreakMode`'s raw value (0 word wrap … 4 truncate tail).
    package init(runs: [(String, UIFont)], colors: [UIColor?] = [], width: CGFloat = .greatestFiniteMagnitude,
                 maxLines: Int = 0, lineBreakMode: Int = 0) {
        var paragraphs: [[Glyph]] = [[]]
        for (i, (text, font)) in runs.enumerated() {
            let color = i < colors.count ? colors[i] : nil
            let widths = font.playgroundCharacterWidths(text)
            for (c, w) in zip(text, widths) {
                if c == "\n" || c == "\r\n" || c == "\u{2029}" {
                    paragraphs.append([])
                } else {
                    paragraphs[paragraphs.count - 1].append(Glyph(character: c, font: font, color: color, width: w))
                }
            }
        }
        let fallbackFont = runs.first?.1 ?? UIFont.systemFont(ofSize: 17)
        let limit = width.isFinite && width > 0 ? width : .greatestFiniteMagnitude
        var broken: [[Glyph]] = []
        // Whether each line was ended by wrapping (its trailing whitespace hangs, uncounted) or ends its paragraph
        // (counted, as NSString's measuring counts a trailing space).
        var wrapped: [Bool] = []
        for p in paragraphs {
            let lines = Self.wrap(p, width: limit)
            broken += lines
            wrapped += lines.indices.map { $0 < lines.count - 1 }
        }
        var truncated = false
        if maxLines > 0, broken.count > maxLines {
            // The last line holds the rest of the text, to be truncated (UIKit fills it before the "…").
            let rest = broken[maxLines...].flatMap { $0 }
            broken = Array(broken.prefix(maxLines))
            wrapped = Array(wrapped.prefix(maxLines))
            if lineBreakMode >= 3 { broken[maxLines - 1] += rest }
            truncated = true
        }
        if truncated || (limit < .greatestFiniteMagnitude && broken.contains { Self.width($0) > limit + 0.001 }) {
            // Tail truncation (4) puts "…" at the end of the last line (or of any line too long for one word).
            if lineBreakMode == 4 || lineBreakMode == 3 || lineBreakMode == 5 {
                if lineBreakMode != 4 {
                    PlaygroundNotices.record(lineBreakMode == 3 ? "NSLineBreakMode.byTruncatingHead"
                                                 : "NSLineBreakMode.byTruncatingMiddle", .approximated,
                                             "truncates at the tail, as .byTruncatingTail")
                }
                let last = broken.count - 1
                if last >= 0 { broken[last] = Self.truncateTail(broken[last], width: limit, keepAll: !truncated) }
            }
        }
        var top: CGFloat = 0
        for (n, glyphs) in broken.enumerated() {
            let fonts = glyphs.isEmpty ? [fallbackFont] : glyphs.map(\.font)
            let ascender = fonts.map(\.ascender).max() ?? 0
            let lineHeight = fonts.map(\.lineHeight).max() ?? 0
            let counted = wrapped[n] ? Self.width(glyphs) : glyphs.reduce(0) { $0 + $1.width }
            var line = PlaygroundTextLine(runs: [], width: counted, baseline: top + ascender, top: top, height: lineHeight)
            var x: CGFloat = 0
            for g in glyphs {
                if let last = line.runs.last, last.font === g.font, last.color === g.color {
                    line.runs[line.runs.count - 1].text.append(g.character)
                    line.runs[line.runs.count - 1].width += g.width
                } else {
                    line.runs.append(PlaygroundTextRun(text: String(g.character), font: g.font, color: g.color, x: x, width: g.width))
                }
                x += g.width
            }
            lines.append(line)
            top += lineHeight
            self.width = max(self.width, line.width)
        }
        height = top
    }

    /// The width of a line without its trailing whitespace.
    private static func width(_ glyphs: [Glyph]) -> CGFloat {
        var end = glyphs.count
        while end > 0, glyphs[end - 1].isSpace { end -= 1 }
        return glyphs[..<end].reduce(0) { $0 + $1.width }
    }

    /// Greedy line filling: break after the last whitespace that fits; a word longer than a line breaks between
    /// characters. Whitespace at a break hangs past the line's end (not counted in its width).
    private static func wrap(_ glyphs: [Glyph], width: CGFloat) -> [[Glyph]] {
        guard width < .greatestFiniteMagnitude else { return [glyphs] }
        var lines: [[Glyph]] = []
        var start = 0
        while start < glyphs.count {
            var x: CGFloat = 0
            var i = start
            var lastBreak: Int?  // index after a whitespace run
            while i < glyphs.count {
                let g = glyphs[i]
                if g.isSpace {
                    x += g.width
                    i += 1
                    lastBreak = i
                    continue
                }
                if x + g.width > width + 0.001, i > start { break }
                x += g.width
                i += 1
            }
            if i >= glyphs.count {
                lines.append(Array(glyphs[start...]))
                break
            }
            let end = lastBreak.map { $0 > start ? $0 : i } ?? i
            lines.append(Array(glyphs[start..<end]))
            start = end
        }
        return lines.isEmpty ? [[]] : lines
    }

    /// The line cut so that it and "…" fit `width`; with `keepAll` a line that already fits is kept.
    private static func truncateTail(_ glyphs: [Glyph], width: CGFloat, keepAll: Bool) -> [Glyph] {
        guard let font = glyphs.last?.font else { return glyphs }
        if keepAll, Self.width(glyphs) <= width + 0.001 { return glyphs }
        let ellipsis = Glyph(character: "…", font: font, color: glyphs.last?.color,
                             width: font.playgroundWidth(of: "…"))
        var kept = glyphs
        while !kept.isEmpty, Self.width(kept) + ellipsis.width > width + 0.001 || kept.last!.isSpace { kept.removeLast() }
        return kept + [ellipsis]
    }
}

/// A piece of one line of `PlaygroundTextLayout` in one font.
package struct PlaygroundTextRun {
    package var text: String
    package var font: UIFont
    package var color: UIColor?
    /// From the line's left edge, points.
    package var x: CGFloat
    package var width: CGFloat
}

/// One line of `PlaygroundTextLayout`.
package struct PlaygroundTextLine {
    package var runs: [PlaygroundTextRun]
    /// The line's width without trailing whitespace, points.
    package var width: CGFloat
    /// The baseline, points below the layout's top.
    package var baseline: CGFloat
    /// The line's top, and its height (`lineHeight` of its tallest font).
    package var top: CGFloat
    package var height: CGFloat
    package var text: String { runs.map(\.text).joined() }
}

