/// A JSON value with object keys kept in order, a parser (RFC 8259) and a compact serializer.
/// The core imports no Foundation, so scripts and traces are read and written with this.
///
///     try JSON.parse(#"{"a": [1, true, null]}"#)["a"]?[0]?.number   // 1
public enum JSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (l: JSON, r: JSON) -> Bool {
        switch (l, r) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .null: h.combine(0)
        case .bool(let b): h.combine(b)
        case .number(let n): h.combine(n)
        case .string(let s): h.combine(s)
        case .array(let a): h.combine(a)
        case .object(let o): for (k, v) in o { h.combine(k); h.combine(v) }
        }
    }

    // MARK: Access

    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.0 == key })?.1
    }

    public subscript(index: Int) -> JSON? {
        guard case .array(let a) = self, a.indices.contains(index) else { return nil }
        return a[index]
    }

    public var number: Double? { if case .number(let n) = self { n } else { nil } }
    public var string: String? { if case .string(let s) = self { s } else { nil } }
    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var array: [JSON]? { if case .array(let a) = self { a } else { nil } }
    public var object: [(String, JSON)]? { if case .object(let o) = self { o } else { nil } }
    public var isNull: Bool { self == .null }

    // MARK: Building

    public init(_ p: Point) { self = .array([.number(p.x), .number(p.y)]) }
    public init(_ s: Size) { self = .array([.number(s.width), .number(s.height)]) }
    public init(_ r: Rect) { self = .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
    public init(_ numbers: [Double]) { self = .array(numbers.map { .number($0) }) }
    public init(_ ints: [Int]) { self = .array(ints.map { .number(Double($0)) }) }
}

// MARK: - Serializing

extension JSON {
    /// Compact JSON text. Non-finite numbers (never valid JSON) are written as null.
    public func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let a):
            out += "["
            for (i, v) in a.enumerated() {
                if i > 0 { out += "," }
                v.write(to: &out)
            }
            out += "]"
        case .object(let o):
            out += "{"
            for (i, (k, v)) in o.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(k, to: &out)
                out += ":"
                v.write(to: &out)
            }
            out += "}"
        }
    }

    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }
}

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
