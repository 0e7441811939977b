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

    /// Whether `message` (from `find(in:)`) names a line of the user's own file (`Cards.swift:54: …`), not the
    /// standard library's (`Swift/Array.swift:…`) or none (a failed `as!`, no message at all).
    static func namesUserLine(_ message: String?) -> Bool {
        guard let message, !message.hasPrefix("Swift/") else { return false }
        return message.range(of: #"^[^ /:]+\.swift:[0-9]+: "#, options: .regularExpression) != nil
    }

    /// The first frame of the runtime's backtrace (`SWIFT_BACKTRACE=enable=yes`) in a file under `folder` (the
    /// user's file or folder: the rewrite's `#sourceLocation` lines name the user's files), as `File.swift:LINE`.
    ///
    ///     TrapMessage.userLine(in: "  2 [ra] 0x55… Radial.size() + 395 in lib at /work/x/Radial.swift:88:57",
    ///                          under: "/work/x")   // "Radial.swift:88"
    static func userLine(in errors: String, under folder: String) -> String? {
        let isFile = folder.hasSuffix(".swift")
        let prefix = isFile ? String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]) + "/" : folder.hasSuffix("/") ? folder : folder + "/"
        for raw in errors.split(separator: "\n") {
            guard let at = raw.range(of: " at /", options: .backwards) else { continue }
            let location = raw[raw.index(before: at.upperBound)...]   // "/path/File.swift:LINE:COL"
            let parts = location.split(separator: ":")
            guard parts.count >= 2, parts[0].hasSuffix(".swift"), let line = Int(parts[1]), line > 0,
                  parts[0].hasPrefix(prefix), !isFile || parts[0] == Substring(folder) else { continue }
            return "\(parts[0].split(separator: "/").last ?? parts[0]):\(line)"
        }
        return nil
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
