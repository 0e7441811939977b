/// Small pieces of Swift source text for the exporters (docs/export.md): literals and names.
enum SwiftSource {
    /// The first line of every exported file. Built from parts so that this source holds no line that reads as an
    /// import of UIKit (PurityTests reads the core's lines).
    static let importUIKit = ["import", "UIKit"].joined(separator: " ")

    /// A number as a Swift literal: `10`, `0.85`, `-0.3` (whole numbers without a point, as a person writes them;
    /// others in Swift's shortest round-trip form, so the value is exactly the model's).
    ///
    ///     SwiftSource.number(10)     // "10"
    ///     SwiftSource.number(0.85)   // "0.85"
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }

    /// A string literal: `"badge"`, with `"` and `\` escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += "\\u{\(String(u.value, radix: 16))}" } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    /// A type name made of a free name: words split at anything not a letter or a digit, each capitalised.
    ///
    ///     SwiftSource.typeName("nested-groups")   // "NestedGroups"
    ///     SwiftSource.typeName("2col")            // "Layout2col"
    static func typeName(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for ch in name.unicodeScalars {
            let isASCIIAlnum = (ch.value >= 48 && ch.value <= 57) || (ch.value >= 65 && ch.value <= 90)
                || (ch.value >= 97 && ch.value <= 122)
            if isASCIIAlnum { word.unicodeScalars.append(ch) } else if !word.isEmpty { words.append(word); word = "" }
        }
        if !word.isEmpty { words.append(word) }
        var out = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if out.isEmpty { out = "Exported" }
        if let first = out.unicodeScalars.first, first.value >= 48 && first.value <= 57 { out = "Layout" + out }
        return out
    }

    /// Swift's reserved words (`SwiftNames.keywords`).
    static var keywords: Set<String> { SwiftNames.keywords }

    /// One line of generated Swift made safe to write (issue 38, 4): every character that would end a line or a
    /// `//` comment early in Swift's lexer (LF, CR, and the other controls, U+0085, U+2028, U+2029) or that a
    /// terminal would act on is written as a visible `\u{…}` instead. Generated code itself never holds these (its
    /// string literals are `string(_:)`'s, already escaped), so only user text, in comments, is changed:
    /// `SwiftWriter.line` passes every line through here.
    ///
    ///     SwiftSource.oneLine("// kind \"a\rlet x = 1\"")   // "// kind \"a\\u{d}let x = 1\""
    static func oneLine(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: isLineBreaking) else { return s }
        var out = ""
        for u in s.unicodeScalars {
            if isLineBreaking(u) { out += "\\u{\(String(u.value, radix: 16))}" } else { out.unicodeScalars.append(u) }
        }
        return out
    }

    private static func isLineBreaking(_ u: Unicode.Scalar) -> Bool {
        (u.value < 0x20 && u != "\t") || u.value == 0x7F || u.value == 0x85 || u.value == 0x2028 || u.value == 0x2029
    }

    /// `typeName` with a lower-case first letter: `nestedGroups`.
    static func memberName(_ name: String) -> String {
        let t = typeName(name)
        return t.prefix(1).lowercased() + t.dropFirst()
    }
}

/// Lines of Swift with indentation.
struct SwiftWriter {
    private(set) var text = ""
    var indent = 0

    /// One line; anything in `s` that would end it early is escaped (`SwiftSource.oneLine`).
    mutating func line(_ s: String = "") {
        if s.isEmpty { text += "\n"; return }
        text += String(repeating: " ", count: indent * 4) + SwiftSource.oneLine(s) + "\n"
    }

    /// `// …` lines, each prefixed with the indentation.
    mutating func comment(_ s: String) {
        // Split on every line break (a "\r\n" is one Character): each piece stays in its own comment line.
        for l in s.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
            line(l.isEmpty ? "//" : "// " + l)
        }
    }

    mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(open)
        indent += 1
        body(&self)
        indent -= 1
        line(close)
    }
}
