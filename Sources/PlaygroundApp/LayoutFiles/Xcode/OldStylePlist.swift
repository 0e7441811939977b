import Foundation

/// A value of an old-style (OpenStep / NeXTSTEP) property list, the text format of Xcode's `project.pbxproj`
/// (Apple, "Property List Programming Guide", "Old-Style ASCII Property Lists"): strings, `( … , )` arrays,
/// `{ key = value; }` dictionaries and `<hex>` data (kept as its text).
enum OldStylePlist: Equatable, Sendable {
    case string(String)
    case array([OldStylePlist])
    case dictionary([String: OldStylePlist])

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var array: [OldStylePlist]? { if case .array(let a) = self { a } else { nil } }
    var dictionary: [String: OldStylePlist]? { if case .dictionary(let d) = self { d } else { nil } }
    subscript(key: String) -> OldStylePlist? { dictionary?[key] }

    /// Why a text is not an old-style property list: one line, with the line number.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var line: Int
        var reason: String
        var description: String { "line \(line): \(reason)" }
    }

    /// Parses `text` (a `// !$*UTF8*$!` first line and comments anywhere are skipped). A tolerant reader: a missing
    /// `;` before `}` or a trailing `,` in an array is accepted as Xcode's own reader accepts them; anything else that
    /// is not the grammar is a `ParseError`, never a crash. Nesting deeper than `maximumDepth` is refused.
    static func parse(_ text: String) throws(ParseError) -> OldStylePlist {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        try parser.skipSpace()
        guard parser.atEnd else { throw parser.error("unexpected text after the top-level value") }
        return value
    }

    /// Deeper than any project Xcode writes (a pbxproj is 3 levels: root, objects, object); bounds the recursion.
    static let maximumDepth = 64

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        var atEnd: Bool { index >= bytes.count }

        func error(_ reason: String) -> ParseError { ParseError(line: line, reason: reason) }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }

        /// Skips white space and `/* … */` and `// …` comments.
        mutating func skipSpace() throws(ParseError) {
            while !atEnd {
                let c = bytes[index]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                    advance()
                } else if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    let start = line
                    index += 2
                    while !atEnd, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                        advance()
                    }
                    guard !atEnd else { throw ParseError(line: start, reason: "a /* comment is not closed") }
                    index += 2
                } else if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while !atEnd, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        static func isUnquoted(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
                || "_$+/:.-~".utf8.contains(c) || c >= 0x80
        }

        mutating func value(depth: Int) throws(ParseError) -> OldStylePlist {
            guard depth < OldStylePlist.maximumDepth else { throw error("nested deeper than \(OldStylePlist.maximumDepth) levels") }
            try skipSpace()
            guard !atEnd else { throw error("the text ends where a value was expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                advance()
                var dictionary: [String: OldStylePlist] = [:]
                while true {
                    try skipSpace()
                    guard !atEnd else { throw error("a { dictionary is not closed") }
                    if bytes[index] == UInt8(ascii: "}") { advance(); return .dictionary(dictionary) }
                    guard case .string(let key) = try value(depth: depth + 1) else { throw error("a dictionary key is not a string") }
                    try skipSpace()
                    guard !atEnd, bytes[index] == UInt8(ascii: "=") else { throw error("expected = after key \"\(key)\"") }
                    advance()
                    dictionary[key] = try value(depth: depth + 1)
                    try skipSpace()
                    guard !atEnd else { throw error("a { dictionary is not closed") }
                    if bytes[index] == UInt8(ascii: ";") { advance() }
                    else if bytes[index] != UInt8(ascii: "}") { throw error("expected ; after the value of \"\(key)\"") }
                }
            case UInt8(ascii: "("):
                advance()
                var array: [OldStylePlist] = []
                while true {
                    try skipSpace()
                    guard !atEnd else { throw error("a ( array is not closed") }
                    if bytes[index] == UInt8(ascii: ")") { advance(); return .array(array) }
                    array.append(try value(depth: depth + 1))
                    try skipSpace()
                    guard !atEnd else { throw error("a ( array is not closed") }
                    if bytes[index] == UInt8(ascii: ",") { advance() }
                    else if bytes[index] != UInt8(ascii: ")") { throw error("expected , or ) in an array") }
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return .string(try quoted())
            case UInt8(ascii: "<"):
                let start = index
                while !atEnd, bytes[index] != UInt8(ascii: ">") { advance() }
                guard !atEnd else { throw error("a <data> value is not closed") }
                advance()
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            case let c where Self.isUnquoted(c):
                let start = index
                while !atEnd, Self.isUnquoted(bytes[index]) { index += 1 }
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            case let c:
                throw error("unexpected character '\(String(decoding: [c], as: UTF8.self))'")
            }
        }

        /// A quoted string: `\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx` and octal `\ooo` escapes.
        mutating func quoted() throws(ParseError) -> String {
            let quote = bytes[index]
            let startLine = line
            advance()
            var out: [UInt8] = []
            while true {
                guard !atEnd else { throw ParseError(line: startLine, reason: "a quoted string is not closed") }
                let c = bytes[index]
                if c == quote { advance(); break }
                if c == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    let e = bytes[index]
                    switch e {
                    case UInt8(ascii: "n"): out.append(0x0A); index += 1
                    case UInt8(ascii: "t"): out.append(0x09); index += 1
                    case UInt8(ascii: "r"): out.append(0x0D); index += 1
                    case UInt8(ascii: "U"), UInt8(ascii: "u"):
                        index += 1
                        var hex = ""
                        while hex.count < 4, !atEnd, let d = Character(UnicodeScalar(bytes[index])).hexDigitValue {
                            hex += String(d, radix: 16); index += 1
                        }
                        if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out += Array(String(scalar).utf8) }
                    case UInt8(ascii: "0")...UInt8(ascii: "7"):
                        var v = 0, n = 0
                        while n < 3, !atEnd, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") {
                            v = v * 8 + Int(bytes[index] - UInt8(ascii: "0")); index += 1; n += 1
                        }
                        out.append(UInt8(truncatingIfNeeded: v))
                    default:
                        out.append(e); advance()
                    }
                } else {
                    out.append(c); advance()
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
