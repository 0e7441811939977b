/// A JSON value with object keys kept in order, and its compact serializer: what the documented outputs (traces,
/// dumps, order files, `bench --json`) are built from. Output only: every file is read with Foundation's
/// JSONDecoder at the edge into the core's `Decodable` types. JSONEncoder cannot write these formats byte for byte:
/// it orders keys as a Dictionary does (differently in each process), writes -0 as `-0` and refuses non-finite
/// numbers, where the contracts (docs/dump.md, docs/replay.md) keep keys in a fixed order, write -0 as `0` and
/// non-finite numbers as null (docs/dependencies.md).
///
///     JSON.object([("a", .array([.number(1), .bool(true), .null]))]).serialized()   // {"a":[1,true,null]}
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
