/// What a use says a placeholder's value must be (issue 32; docs/hosting.md, "Types of its repository that are not
/// here"): the type a learnt method's result is used as when the binding names none (`let n = delegate.columns(…)`
/// then `n * 2`, `CGSize(width: n, …)`, `return n`), and the type a namespace's constant is used as
/// (`Constants.spacing` in `CGFloat` arithmetic, `UIColor.random` assigned to a colour).
///
/// Decided (Apple has nothing to say; the compiler's own messages are read):
/// - `let n = receiver.learnt(…)` with no written type takes the overload that returns nothing (Swift prefers the
///   non-generic one when nothing fixes `R`), and its uses then fail with `'()'` in the message. The type the message
///   asks for (`cannot convert value of type '()' to expected argument type 'CGFloat'`, `… operands of type '()'
///   and 'Int'`, `cannot convert return expression of type '()' to return type 'CGFloat'`) is written on the binding
///   (`let n: CGFloat = …`, only that line changes) and the files compiled again: the call still stops when it runs.
///   A conversion's type wins over an operator's (whose other operand may be a literal's default type, `Int`).
/// - A namespace's constant (`static let spacing = "Constants.spacing"`) or a static property another module's type
///   is given (`CGFloat.screenWidth`, `UIColor.random`) used as another type becomes a static property of that type
///   which stops when read, naming itself: a spacing, size or colour of its repository is not guessed (a zero or a
///   default would draw a plausible layout that is not the file's).
public enum UIKitPlaceholderResults {
    /// The type a use wants instead of `actual` (`'()'` or `'String'`), read from one of the compiler's messages, and
    /// whether it came from a conversion (else from an operator's other operand). Nil for any other message, or
    /// when the wanted type is no plain type name.
    public static func wantedType(_ message: String, insteadOf actual: String) -> (type: String, conversion: Bool)? {
        let conversions = ["cannot convert value of type '\(actual)' to expected argument type '",
                           "cannot convert value of type '\(actual)' to specified type '",
                           "cannot convert value of type '\(actual)' to type '",
                           "cannot assign value of type '\(actual)' to type '",
                           "cannot convert return expression of type '\(actual)' to return type '"]
        for lead in conversions where message.hasPrefix(lead) {
            let type = String(message.dropFirst(lead.count).prefix { $0 != "'" })
            return plain(type) ? (type, true) : nil
        }
        // A generic function whose first argument fixed its type to `actual` (`max(n, 0.0)`: `T` is `()`): the other
        // argument's type, read from the whole line as an operator's.
        if message.hasPrefix("cannot convert value of type '"), message.hasSuffix("' to expected argument type '\(actual)'") {
            let type = String(message.dropFirst("cannot convert value of type '".count).prefix { $0 != "'" })
            return plain(type) && type != actual ? (type, false) : nil
        }
        if message.hasPrefix("binary operator '"), let r = message.range(of: "operands of type '") {
            let rest = message[r.upperBound...]
            let left = String(rest.prefix { $0 != "'" })
            guard let and = rest.range(of: "' and '") else { return nil }
            let right = String(rest[and.upperBound...].prefix { $0 != "'" })
            let other = left == actual ? right : right == actual ? left : nil
            guard let other, plain(other) else { return nil }
            return (other, false)
        }
        return nil
    }

    /// `member 'random' in 'UIColor?' produces result of type 'String', but context expects 'UIColor?'` (an implicit
    /// member, `.random`): the type (without `?`), the member and the type the context expects.
    public static func implicitMember(_ message: String, insteadOf actual: String) -> (type: String, member: String, wanted: String)? {
        guard message.hasPrefix("member '"), let inR = message.range(of: "' in '"),
              let producesR = message.range(of: "' produces result of type '\(actual)', but context expects '") else { return nil }
        let member = String(message.dropFirst(8).prefix { $0 != "'" })
        var type = String(message[inR.upperBound..<producesR.lowerBound])
        while type.last == "?" || type.last == "!" { type.removeLast() }
        let wanted = String(message[producesR.upperBound...].prefix { $0 != "'" })
        guard plain(wanted), plain(type) else { return nil }
        return (type, member, wanted)
    }

    /// Whether `type` is written as a type the placeholder may name: identifiers, dots, optionals, arrays and
    /// dictionaries, generic arguments (never `()`, a function type or a tuple).
    public static func plain(_ type: String) -> Bool {
        guard let first = type.first, first.isLetter || first == "[" || first == "_" else { return false }
        return type.allSatisfy { $0.isLetter || $0.isNumber || "_.?![]<>:, ".contains($0) } && type != "Any"
    }

    /// `text` with the type written on the binding of the first identifier of `line` (from `column` on for a
    /// conversion, the whole line for an operator) that is bound, on a line before, by an untyped `let`/`var`
    /// (`if let`, `guard let` too) to a call of one of `methods` (`let n = delegate.columns(in: self)`): `let n: Int =
    /// …`. Nil when no such binding is found.
    public static func typingBinding(in text: String, line: Int, column: Int, wholeLine: Bool, methods: Set<String>,
                                     as type: String) -> (text: String, name: String)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 1, line <= lines.count, !methods.isEmpty else { return nil }
        let row = Array(lines[line - 1].utf8)
        let from = wholeLine ? 0 : max(0, min(row.count, column - 1))
        var names: [String] = []
        var i = from
        while i < row.count {
            if UIKitPlaceholderMembers.isIdentifier(row[i]), i == 0 || !(UIKitPlaceholderMembers.isIdentifier(row[i - 1]) || row[i - 1] == UInt8(ascii: ".")) {
                var j = i
                while j < row.count, UIKitPlaceholderMembers.isIdentifier(row[j]) { j += 1 }
                let name = String(decoding: row[i..<j], as: UTF8.self)
                if let f = name.unicodeScalars.first, !("0"..."9").contains(f) { names.append(name) }
                if !wholeLine { break }
                i = j
            } else { i += 1 }
        }
        for name in names {
            for index in stride(from: line - 1, through: max(0, line - 300), by: -1) {
                guard let (start, end) = untypedBinding(of: name, in: lines[index]) else { continue }
                let value = lines[index].utf8.dropFirst(end)
                let valueText = String(decoding: value, as: UTF8.self)
                guard methods.contains(where: { calls($0, in: valueText) }) else { break }
                var bytes = Array(lines[index].utf8)
                bytes.insert(contentsOf: Array(": \(type)".utf8), at: start)
                lines[index] = String(decoding: bytes, as: UTF8.self)
                return (lines.joined(separator: "\n"), name)
            }
        }
        return nil
    }

    /// `text` with the type written on `name`'s binding on a line before `line` (`let n: Int = …`) replaced by `type`;
    /// nil when there is no such binding.
    public static func retypingBinding(of name: String, written old: String, in text: String, line: Int,
                                       as type: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 1, line <= lines.count else { return nil }
        for index in stride(from: line - 1, through: max(0, line - 300), by: -1) {
            for keyword in ["let ", "var "] {
                let written = keyword + name + ": " + old + " ="
                guard let r = lines[index].range(of: written) else { continue }
                lines[index].replaceSubrange(r, with: keyword + name + ": " + type + " =")
                return lines.joined(separator: "\n")
            }
        }
        return nil
    }

    /// The members of `properties` read on `line` of `text` as `.member` (not called): `UIScreen.main.screenWidth`,
    /// `view?.safeWidth`, each once, in order.
    public static func propertyReads(in text: String, line: Int, properties: Set<String>) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, !properties.isEmpty else { return [] }
        let row = Array(lines[line - 1].utf8)
        var found: [String] = []
        var i = 0
        while i < row.count {
            guard row[i] == UInt8(ascii: ".") else { i += 1; continue }
            var j = i + 1
            while j < row.count, UIKitPlaceholderMembers.isIdentifier(row[j]) { j += 1 }
            let name = String(decoding: row[(i + 1)..<j], as: UTF8.self)
            let next = UIKitPlaceholderMembers.skipSpaces(row, j, newlines: false)
            if properties.contains(name), !(next < row.count && row[next] == UInt8(ascii: "(")), !found.contains(name) {
                found.append(name)
            }
            i = max(j, i + 1)
        }
        return found
    }

    /// The identifier starting at (`line`, `column`) of `text`, if any.
    public static func identifier(in text: String, line: Int, column: Int) -> String? {
        UIKitPlaceholderMembers.identifier(in: text, line: line, column: column)
    }

    /// The offset just past `name` in `let name =` / `var name =` on `line` (with `if`/`guard` before, any
    /// indentation), and the offset just past the `=`; nil when `line` binds no `name` so, or writes its type.
    static func untypedBinding(of name: String, in line: String) -> (Int, Int)? {
        let bytes = Array(line.utf8)
        for keyword in ["let ", "var "] {
            let pattern = Array((keyword + name).utf8)
            var i = 0
            while i + pattern.count <= bytes.count {
                defer { i += 1 }
                guard Array(bytes[i..<i + pattern.count]) == pattern,
                      i == 0 || !UIKitPlaceholderMembers.isIdentifier(bytes[i - 1]) else { continue }
                let after = i + pattern.count
                let eq = UIKitPlaceholderMembers.skipSpaces(bytes, after, newlines: false)
                guard eq < bytes.count, bytes[eq] == UInt8(ascii: "="),
                      eq + 1 < bytes.count, bytes[eq + 1] != UInt8(ascii: "=") else { continue }
                return (after, eq + 1)
            }
        }
        return nil
    }

    /// Whether `text` calls `method` (`.method(`, `.method?(`, `.method (` once its `?` was blanked, or `method(` for
    /// a top-level function).
    static func calls(_ method: String, in text: String) -> Bool {
        let bytes = Array(text.utf8), name = Array(method.utf8)
        var i = 0
        while i + name.count <= bytes.count {
            defer { i += 1 }
            guard Array(bytes[i..<i + name.count]) == name,
                  i == 0 || !UIKitPlaceholderMembers.isIdentifier(bytes[i - 1]) else { continue }
            var j = i + name.count
            if j < bytes.count, bytes[j] == UInt8(ascii: "?") || bytes[j] == UInt8(ascii: "!") { j += 1 }
            j = UIKitPlaceholderMembers.skipSpaces(bytes, j, newlines: false)
            if j < bytes.count, bytes[j] == UInt8(ascii: "(") || bytes[j] == UInt8(ascii: "{") { return true }
        }
        return false
    }

    /// The `Name.member` reads on `line` of `text` whose `Name` is one of `types` (from `column` on when `wholeLine`
    /// is false: the one read there), each as (type, member).
    public static func staticReads(in text: String, line: Int, column: Int, wholeLine: Bool,
                                   types: Set<String>) -> [(type: String, member: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return [] }
        let row = Array(lines[line - 1].utf8)
        var found: [(type: String, member: String)] = []
        var i = wholeLine ? 0 : max(0, min(row.count, column - 1))
        // A message may point at the member (`CGFloat.hairline`'s `hairline`): the read starts at its type.
        // (`K.Layout.inset`'s `inset`: back to `K`).
        while !wholeLine, i > 1, row[i - 1] == UInt8(ascii: "."), UIKitPlaceholderMembers.isIdentifier(row[i - 2]) {
            i -= 1
            while i > 0, UIKitPlaceholderMembers.isIdentifier(row[i - 1]) { i -= 1 }
        }
        while i < row.count {
            guard UIKitPlaceholderMembers.isIdentifier(row[i]),
                  i == 0 || !(UIKitPlaceholderMembers.isIdentifier(row[i - 1]) || row[i - 1] == UInt8(ascii: ".")) else {
                if !wholeLine { break }
                i += 1; continue
            }
            var j = i
            while j < row.count, UIKitPlaceholderMembers.isIdentifier(row[j]) { j += 1 }
            // The dotted chain read there (`K.Layout.inset`): the longest leading part that is one of `types` is the
            // type, the name after it the member.
            var chain = [String(decoding: row[i..<j], as: UTF8.self)]
            var ends = [j]
            while ends.last! < row.count, row[ends.last!] == UInt8(ascii: ".") {
                var k = ends.last! + 1
                while k < row.count, UIKitPlaceholderMembers.isIdentifier(row[k]) { k += 1 }
                guard k > ends.last! + 1 else { break }
                chain.append(String(decoding: row[(ends.last! + 1)..<k], as: UTF8.self))
                ends.append(k)
            }
            if let n = (1..<max(1, chain.count)).reversed().first(where: { types.contains(chain[..<$0].joined(separator: ".")) }) {
                found.append((chain[..<n].joined(separator: "."), chain[n]))
                j = ends[n]
            }
            if !wholeLine { break }
            i = j
        }
        return found
    }
}
