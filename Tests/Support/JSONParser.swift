import PlaygroundCore

// The hand-written JSON parser the core used to read files with, kept for the tests only: they check the key order of
// the documented outputs, which Foundation's JSONSerialization and JSONDecoder do not keep. The app reads every file
// with JSONDecoder (Sources/PlaygroundJSON/JSONInput.swift).

// MARK: - Parsing

/// A JSON syntax error with its byte offset.
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public var description: String { "\(message) at byte \(offset)" }
}

extension JSON {
    /// Parses JSON text (nesting up to 512 levels).
    public static func parse(_ text: String) throws(JSONError) -> JSON {
        var p = Parser(bytes: Array(text.utf8))
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        guard p.i == p.bytes.count else { throw JSONError(message: "unexpected text after the JSON value", offset: p.i) }
        return v
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        }

        func fail(_ m: String) -> JSONError { JSONError(message: m, offset: i) }

        mutating func value(depth: Int) throws(JSONError) -> JSON {
            guard depth < 512 else { throw fail("JSON nested too deeply") }
            guard i < bytes.count else { throw fail("unexpected end of JSON") }
            switch bytes[i] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw fail("unexpected character '\(Character(Unicode.Scalar(bytes[i])))'")
            }
        }

        mutating func literal(_ word: String) throws(JSONError) {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else { throw fail("invalid literal") }
            i += w.count
        }

        mutating func number() throws(JSONError) -> Double {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            func digits(_ p: inout Parser) -> Int {
                let s = p.i
                while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
                return p.i - s
            }
            guard digits(&self) > 0 else { throw fail("invalid number") }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard digits(&self) > 0 else { throw fail("invalid number") }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard digits(&self) > 0 else { throw fail("invalid number") }
            }
            guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw fail("invalid number") }
            return v
        }

        mutating func hex4() throws(JSONError) -> UInt32 {
            guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16)
            else { throw fail("invalid \\u escape") }
            i += 4
            return v
        }

        mutating func string() throws(JSONError) -> String {
            i += 1  // opening quote
            var scalars = String.UnicodeScalarView()
            var run = i
            func flush(_ p: Parser, _ run: Int, into s: inout String.UnicodeScalarView) {
                s.append(contentsOf: String(decoding: p.bytes[run..<p.i], as: UTF8.self).unicodeScalars)
            }
            while true {
                guard i < bytes.count else { throw fail("unterminated string") }
                let c = bytes[i]
                if c == UInt8(ascii: "\"") {
                    flush(self, run, into: &scalars)
                    i += 1
                    return String(scalars)
                }
                if c < 0x20 { throw fail("control character in string") }
                if c != UInt8(ascii: "\\") { i += 1; continue }
                flush(self, run, into: &scalars)
                i += 1
                guard i < bytes.count else { throw fail("unterminated string") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var v = try hex4()
                    if (0xD800...0xDBFF).contains(v), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"),
                       bytes[i + 1] == UInt8(ascii: "u") {
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("invalid surrogate pair") }
                        v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(v) ?? "\u{FFFD}")
                default: throw fail("invalid escape")
                }
                run = i
            }
        }

        mutating func array(depth: Int) throws(JSONError) -> JSON {
            i += 1
            var items: [JSON] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fail("unterminated array") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                throw fail("expected ',' or ']'")
            }
        }

        mutating func object(depth: Int) throws(JSONError) -> JSON {
            i += 1
            var members: [(String, JSON)] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                i += 1
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard i < bytes.count else { throw fail("unterminated object") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                throw fail("expected ',' or '}'")
            }
        }
    }
}
