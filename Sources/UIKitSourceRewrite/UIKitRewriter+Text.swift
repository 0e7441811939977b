import Foundation

/// The text helpers of the rewrite: the `#sourceLocation` of a moved member and Swift string literals.
extension UIKitRewriter {
    /// A moved member's text under a `#sourceLocation` naming where it was written.
    static func moved(_ text: String, from file: String, line: Int, column: Int) -> String {
        "\n#sourceLocation(file: \(file), line: \(line))\n" + String(repeating: " ", count: column - 1) + text
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
