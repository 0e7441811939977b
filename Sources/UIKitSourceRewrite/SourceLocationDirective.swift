/// The `#sourceLocation(file:line:)` lines every generated source carries (UIKit, SwiftUI and native layout files), so
/// the compiler's messages name the user's file and lines.
public enum SourceLocationDirective {
    /// The quoted file name of a `#sourceLocation(file:line:)` directive. The compiler takes that string's text as it
    /// is written (an escape sequence there makes it ignore the directive: checked with Swift 6.3.1), so a control
    /// character cannot be escaped: it is written as its Unicode control picture (a newline as `␊`, U+240A), which
    /// keeps the directive on one line and the compiler's messages one line each (issue 38: a file whose name holds a
    /// newline loads). A quote or a backslash keeps a backslash before it, which the messages then show.
    public static func file(_ path: String) -> String {
        var out = "\""
        for scalar in path.unicodeScalars {
            switch scalar.value {
            case 0x5C, 0x22: out += "\\"; out.unicodeScalars.append(scalar)
            case 0..<0x20: out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out += "\u{2421}"
            case 0x80..<0xA0, 0x2028, 0x2029: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
