/// One change to a file's UTF-8 text: `bytes` replaced by `text`.
///
/// The rewrite keeps the user's lines and columns: a removal is blanked with as many spaces (newlines kept), an
/// insertion adds characters only after everything else on its line that the compiler is likely to talk about.
struct SourceEdit {
    var start: Int
    var end: Int
    var text: String

    /// `start..<end` blanked: every byte but a newline becomes a space, so lines and columns stay where they were.
    static func blank(_ start: Int, _ end: Int, in bytes: [UInt8]) -> SourceEdit {
        SourceEdit(start: start, end: end,
                   text: String(decoding: bytes[start..<end].map { $0 == 10 ? 10 : 32 }, as: UTF8.self))
    }

    /// `text` in place of `start..<end`, padded with spaces to the same width (the replacement must not be longer).
    /// A range over several lines (`#if os(\n iOS)`) keeps its newlines, and the last line its width, so every
    /// later line and column stays where it was (error lines were off after a multi-line `#if`, issue 38).
    static func padded(_ start: Int, _ end: Int, _ text: String, in bytes: [UInt8]? = nil) -> SourceEdit {
        if let bytes, let lastNewline = bytes[start..<end].lastIndex(of: 10) {
            let newlines = bytes[start..<end].filter { $0 == 10 }.count
            return SourceEdit(start: start, end: end, text: text + String(repeating: "\n", count: newlines)
                + String(repeating: " ", count: end - lastNewline - 1))
        }
        return SourceEdit(start: start, end: end, text: text + String(repeating: " ", count: max(0, end - start - text.utf8.count)))
    }

    /// Applies `edits` (sorted by position, not overlapping) to `bytes`.
    static func apply(_ edits: [SourceEdit], to bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var at = bytes.startIndex
        for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) where edit.start >= at {
            out += bytes[at..<edit.start]
            out += Array(edit.text.utf8)
            at = edit.end
        }
        out += bytes[at..<bytes.endIndex]
        return String(decoding: out, as: UTF8.self)
    }
}

/// What the rewrite changed, for `run --trace` and `dump --verbose`: `Masonry.swift:12:5: @objc removed`.
public struct RewriteNote: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// What was done, in a few words (`@objc removed`, `optional requirement heightForItem → returns CGFloat?`).
    public var what: String

    public init(file: String, line: Int, column: Int, what: String) {
        self.file = file
        self.line = line
        self.column = column
        self.what = what
    }

    public var description: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line):\(column): \(what)"
    }
}
