/// User input quoted in a message, safe for a terminal and one line long (issue 26, 12): the one helper every
/// message uses for what the user gave (a spec's `name`, a preset value, a `--layout` argument, a file name).
///
///     UserText.escaped("a\u{1B}[2Jb\n")          // "a\\x1B[2Jb\\n"
///     UserText.quoted(String(repeating: "x", count: 10_000_000)).count   // about 130: head … tail (N bytes)
public enum UserText {
    /// Most characters of a value shown in a message: a 10 MB preset value is cut to its head and tail.
    public static let quoteLimit = 120

    /// `text` with every non-printable escaped (`escaped(bytes:)`), cut to `limit` characters: the head, ` … `, the
    /// tail and the full length in bytes.
    public static func quoted<S: StringProtocol>(_ value: S, limit: Int = quoteLimit) -> String {
        let text = String(value)
        let bytes = Array(text.utf8)
        guard bytes.count > limit else { return escaped(bytes: bytes) }
        let half = max(1, limit / 2)
        // Cut at character boundaries so no half UTF-8 sequence shows as \xNN.
        let head = String(text.prefix(half)), tail = String(text.suffix(half / 2))
        return escaped(head) + " … " + escaped(tail) + " (\(bytes.count) bytes)"
    }

    /// `text` with every non-printable escaped.
    public static func escaped(_ text: String) -> String { escaped(bytes: Array(text.utf8)) }

    /// A whole message as one line: control characters escaped (newlines, escape sequences), other text as it is
    /// (backslashes too: the message may already hold escaped names).
    public static func oneLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isControl) else { return message }
        var out = ""
        for scalar in message.unicodeScalars {
            if isControl(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Bytes as one line of text: valid UTF-8 stays as it is; a byte that is not part of valid UTF-8 becomes
    /// `\xNN`, a control character `\n`, `\t`, `\r` or `\xNN` (C1 controls, U+0080…U+009F, as their two bytes), and a
    /// backslash `\\` (so the escaping is one-to-one: two names never show the same).
    public static func escaped(bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = utf8SequenceLength(bytes, at: i)
            if length > 1 {
                out += String(decoding: bytes[i..<(i + length)], as: UTF8.self)
                i += length
                continue
            }
            switch b {
            case UInt8(ascii: "\\"): out += "\\\\"
            case UInt8(ascii: "\n"): out += "\\n"
            case UInt8(ascii: "\t"): out += "\\t"
            case UInt8(ascii: "\r"): out += "\\r"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(b))
            default: out += hex(b)
            }
            i += 1
        }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }

    private static func escape(_ s: Unicode.Scalar) -> String {
        switch s {
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: String(s).utf8.map(hex).joined()
        }
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(b >> 4)]) + String(digits[Int(b & 15)])
    }

    /// The length of the valid multi-byte UTF-8 sequence at `i` (2…4), or 1 (ASCII, a C1 control, or not valid).
    private static func utf8SequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let b = bytes[i]
        let (length, low, high): (Int, UInt8, UInt8)  // allowed range of the second byte (RFC 3629 §4)
        switch b {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return 1
        }
        guard i + length <= bytes.count, (low...high).contains(bytes[i + 1]) else { return 1 }
        for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return 1 }
        // Control characters above ASCII (U+0080…U+009F, C1) would reach the terminal: escape them too.
        if b == 0xC2, bytes[i + 1] < 0xA0 { return 1 }
        return length
    }
}
