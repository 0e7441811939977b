/// The author's own words when a layout traps (issue 32, "Messages that hide the cause"): the Swift runtime prints
/// `FILE:LINE: PREFIX: MESSAGE` on standard error before it stops the process, for `fatalError`, `assert`,
/// `assertionFailure`, `precondition`, `preconditionFailure` and its own checks (`Fatal error: Index out of range`,
/// `Fatal error: Unexpectedly found nil while unwrapping an Optional value`). This finds that line and says it with
/// the file's name and line: `CardsLayout.swift:54: Assertion failed: Multiple sections aren't supported!`.
///
/// The file is the user's own: the rewrite's `#sourceLocation` lines make `#file` name it (docs/uikit.md). A check of
/// the standard library's (`Swift/Array.swift:…`) keeps its module path, which says it was not the author's text.
enum TrapMessage {
    /// The prefixes the runtime prints (`_assertionFailure`'s `prefix` argument).
    static let prefixes = ["Fatal error", "Assertion failed", "Precondition failed"]

    /// The runtime's message in `errors` (a child's standard error), one line, or nil when it printed none.
    ///
    ///     TrapMessage.find(in: "/tmp/b/Cards.swift:54: Assertion failed: one section\n")
    ///     // "Cards.swift:54: Assertion failed: one section"
    static func find(in errors: String) -> String? {
        for raw in errors.split(separator: "\n") {
            let line = Substring(raw)
            if line.hasPrefix(castPrefix) { return cast(line) }
            for prefix in prefixes {
                guard let range = line.range(of: prefix) else { continue }
                let after = line[range.upperBound...]
                // `PREFIX` at the end, or followed by `: message` (a message-less `fatalError()`).
                guard after.isEmpty || after.hasPrefix(":") else { continue }
                let head = line[..<range.lowerBound]
                return where_(head).map { "\($0): \(line[range.lowerBound...])" } ?? String(line[range.lowerBound...])
            }
        }
        return nil
    }

    /// The runtime's line for a failed `as!` (it aborts without a file and line): `Could not cast value of type
    /// 'UIKit.UICollectionViewCell' (0x…) to 'UserLayout_Grid_1.TagCell' (0x…).`
    static let castPrefix = "Could not cast value of type '"

    /// That line without the addresses and the modules' names: `Could not cast value of type 'UICollectionViewCell'
    /// to 'TagCell' (an as! failed)`: the user's class by its own name.
    static func cast(_ line: Substring) -> String {
        let names = line.split(separator: "'", omittingEmptySubsequences: false)
        guard names.count >= 4 else { return String(line) }
        func short(_ name: Substring) -> Substring { name.split(separator: ".").last ?? name }
        return "Could not cast value of type '\(short(names[1]))' to '\(short(names[3]))' (an as! failed)"
    }

    /// `FILE:LINE: ` before the prefix → `File.swift:LINE` (the file's last component, or `Swift/Array.swift`
    /// kept whole for the standard library's own checks); nil when the head is not that shape.
    static func where_(_ head: Substring) -> String? {
        guard head.hasSuffix(": ") else { return nil }
        let location = head.dropLast(2)
        guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]),
              line > 0 else { return nil }
        let file = location[..<colon]
        guard !file.isEmpty else { return nil }
        // The user's file by its last component, whether the build folder's path is absolute or relative
        // (`UserLayout_Cards_1/CardsLayout.swift`); the standard library's `Swift/…` kept whole.
        let name = file.hasPrefix("Swift/") ? String(file) : file.split(separator: "/").last.map(String.init) ?? String(file)
        return "\(name):\(line)"
    }

    /// `message` with what it means for a layout when the runtime's words do not say it: a NaN or infinite
    /// `Double` made an `Int` is the layout's own arithmetic (a division by a zero size or count, say).
    static func explained(_ message: String) -> String {
        guard message.contains("cannot be converted to Int because it is either infinite or NaN") else { return message }
        return message + " (the layout's own arithmetic made a NaN or an infinite number: a division by a zero size or count?)"
    }

    /// Whether `errors` (a child's standard error) says memory ran out: a line of the runtime's or the C library's
    /// that mentions allocating, not a backtrace's frame (`__allocating_init` names every class's initializer) and
    /// not when the runtime printed the author's own trap message about something else.
    static func ranOutOfMemory(_ errors: String) -> Bool {
        if let trap = find(in: errors), !trap.contains("allocat") { return false }
        return errors.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.first?.isNumber != true && line.contains("allocat")
        }
    }
}
