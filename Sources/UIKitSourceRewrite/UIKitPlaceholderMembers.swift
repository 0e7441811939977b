/// The members a file uses of types its repository declares elsewhere (issue 32): a placeholder's methods
/// (`animator.animate { progress, finished in … }`, `cell.transform(progress:)`), an enum's cases
/// (`JZSupplementaryViewKinds.header`, `.noneDiv`), and what the repository adds to another module's types
/// (`CGFloat.toDecimal1Value()`), learnt from the compiler's `has no member` errors and read at their call sites.
///
/// Decided (Apple has nothing to say; docs/hosting.md, "Types of its repository that are not here"):
/// - a **method** is declared with the call site's labels and arity, each parameter `Any` (a closure literal's
///   parameter a function of the closure's arity taking `Any`s), twice: returning nothing (a statement) and returning
///   any type the call site wants (a value); calling either stops with a message naming it. A closure literal passed
///   to it is never called, so its body is not compiled (made blank, lines and columns kept: `blankingClosures`);
/// - a **static member read** of a placeholder named as a type (`var division: JZHourGridDivision`, `.noneDiv`) makes
///   it an `enum` with those cases, `String` raw values unless the files use its `rawValue` as an `Int`; of a name used
///   only in expressions (`JZSupplementaryViewKinds.header`, a namespace of constants) a `static let` whose value is
///   its qualified name (`"JZSupplementaryViewKinds.header"`: distinct, as element kinds must be);
/// - a **method of another module's type** called without arguments (`(x / 2).toDecimal1Value()`) returns its
///   receiver unchanged (an approximation, said in the load's warning); with arguments it is declared as above;
/// - a **static property of another module's type** (`$0.className`) is the type's name (`String(describing:)`).
/// What the compiler then still refuses is reported as the first failure, which names the missing type.
public enum UIKitPlaceholderMembers {
    /// How a member is used at its call site.
    public enum Shape: Hashable, Sendable {
        case property
        /// A call: each argument's label (nil for none) and, for a closure literal, its parameter count.
        case method(labels: [String?], closures: [Int?])
    }

    /// One member of a type, as used.
    public struct Member: Hashable, Sendable {
        public var name: String
        public var isStatic: Bool
        public var shape: Shape

        public init(name: String, isStatic: Bool, shape: Shape) {
            self.name = name
            self.isStatic = isStatic
            self.shape = shape
        }

        /// Whether this is an initializer (`init(columns:)`, learnt from `GridMetrics(columns: 3)`).
        public var isInitializer: Bool { name == "init" && !isStatic }

        /// `animate(_:)`, `transform(progress:)`, `noneDiv`: the member's name as Swift writes it.
        public var signature: String {
            guard case .method(let labels, _) = shape else { return name }
            return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        }
    }

    /// A compiler message about a member a type lacks: the type (without `?`, `!`, `any `, `.Type`), the member, and
    /// whether it is a static member. `value of type 'ViewAnimator?' has no member 'animate'` is
    /// ("ViewAnimator", "animate", false); `type 'JZHourGridDivision' has no member 'noneDiv'` is static.
    public static func missingMember(_ message: String) -> (type: String, member: String, isStatic: Bool)? {
        let forms: [(lead: String, isStatic: Bool)] = [("value of type '", false), ("type '", true)]
        for form in forms {
            guard message.hasPrefix(form.lead), let mid = message.range(of: "' has no member '") else { continue }
            var type = String(message[message.index(message.startIndex, offsetBy: form.lead.count)..<mid.lowerBound])
            let member = String(message[mid.upperBound...].prefix { $0 != "'" })
            var isStatic = form.isStatic
            if type.hasPrefix("any ") { type.removeFirst(4) }
            while let last = type.last, last == "?" || last == "!" { type.removeLast() }
            if type.hasSuffix(".Type") { type.removeLast(5); isStatic = true }
            guard let first = type.first, first.isUppercase, type.last != ".", !type.contains(".."),
                  type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                  !member.isEmpty, member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return (type, member, isStatic)
        }
        return nil
    }

    /// The offset just past `member` when it starts at byte `column` (1-based) of `line` (1-based) in `bytes`; nil when
    /// the text there is not `member`.
    static func end(of member: String, in bytes: [UInt8], line: Int, column: Int) -> Int? {
        var offset = 0, current = 1
        while current < line, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { current += 1 }
            offset += 1
        }
        offset += column - 1
        let name = Array(member.utf8)
        guard current == line, offset >= 0, offset + name.count <= bytes.count,
              Array(bytes[offset..<offset + name.count]) == name else { return nil }
        return offset + name.count
    }

    /// The shape of the use of `member` that starts at byte `column` (1-based) of `line` in `text`: a call with its
    /// labels and closures (read up to the matching parenthesis and a trailing closure), else a property. Nil when the
    /// text there is not `member`.
    public static func shape(of member: String, in text: String, line: Int, column: Int) -> Shape? {
        let bytes = Array(text.utf8)
        guard let after = end(of: member, in: bytes, line: line, column: column) else { return nil }
        var i = skipSpaces(bytes, after, newlines: false)
        // An optional requirement's call, `delegate?.collectionView?(cv, layout: self, …)`: a call too (its `?` is
        // blanked when the member is learnt: `optionalCallMark`).
        if let mark = optionalCallMark(bytes, at: i) { i = mark + 1 }
        var labels: [String?] = [], closures: [Int?] = []
        var called = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
            called = true
            guard let close = matching(bytes, from: i) else { return nil }
            for argument in arguments(bytes, from: i + 1, to: close) {
                labels.append(argument.label)
                closures.append(argument.closure)
            }
            i = skipSpaces(bytes, close + 1, newlines: false)
        }
        // Trailing closures: `{ … }` then `label: { … }` (SE-0279); none in a statement's condition, where the `{`
        // opens the statement's body (`if let size = delegate?.size?(for: 0) {`).
        var first = true
        while i < bytes.count, !inCondition(bytes, memberStart: after - Array(member.utf8).count) {
            if bytes[i] == UInt8(ascii: "{") {
                // `var behavior: Behavior = .normal { didSet { … } }`: the brace opens the property's observers
                // (The Swift Programming Language, "Property Observers"), not a trailing closure.
                guard first, !opensPropertyObservers(bytes, at: i), let close = matching(bytes, from: i) else { break }
                labels.append(nil)
                closures.append(closureArity(bytes, open: i, close: close))
                called = true
                first = false
                i = skipSpaces(bytes, close + 1, newlines: false)
                continue
            }
            guard !first else { break }
            var j = i
            while j < bytes.count, isIdentifier(bytes[j]) { j += 1 }
            let k = skipSpaces(bytes, j, newlines: false)
            guard j > i, k < bytes.count, bytes[k] == UInt8(ascii: ":") else { break }
            let open = skipSpaces(bytes, k + 1, newlines: false)
            guard open < bytes.count, bytes[open] == UInt8(ascii: "{"), let close = matching(bytes, from: open) else { break }
            labels.append(String(decoding: bytes[i..<j], as: UTF8.self))
            closures.append(closureArity(bytes, open: open, close: close))
            i = skipSpaces(bytes, close + 1, newlines: false)
        }
        return called ? .method(labels: labels, closures: closures) : .property
    }

    /// Whether the `{` at `open` begins a property's observers (`{ didSet …`, `{ willSet …`), not a closure.
    static func opensPropertyObservers(_ bytes: [UInt8], at open: Int) -> Bool {
        let start = skipSpaces(bytes, open + 1, newlines: true)
        for keyword in ["didSet", "willSet"] {
            let word = Array(keyword.utf8), end = start + word.count
            guard end <= bytes.count, Array(bytes[start..<end]) == word else { continue }
            if end == bytes.count || !isIdentifier(bytes[end]) { return true }
        }
        return false
    }

    /// Whether the use of `member` at (`line`, `column`) is followed by `.name`, a member of its own (`Layout` in
    /// `K.Layout.inset`); a call's `(` or anything else is not.
    public static func isFollowedByMember(_ member: String, in text: String, line: Int, column: Int) -> Bool {
        let bytes = Array(text.utf8)
        guard let after = end(of: member, in: bytes, line: line, column: column),
              after + 1 < bytes.count, bytes[after] == UInt8(ascii: ".") else { return false }
        return isIdentifier(bytes[after + 1]) && !(bytes[after + 1] >= 0x30 && bytes[after + 1] <= 0x39)
    }

    /// `text` with the bodies of the closure literals passed at the call of `member` starting at (`line`, `column`)
    /// made blank (each character but a newline a space; the capture list and parameters kept): such a closure is
    /// passed to a placeholder method that never calls it. `text` unchanged when nothing is there.
    public static func blankingClosures(of member: String, in text: String, line: Int, column: Int) -> String {
        var bytes = Array(text.utf8)
        guard let after = end(of: member, in: bytes, line: line, column: column) else { return text }
        var i = skipSpaces(bytes, after, newlines: false)
        var bodies: [(Int, Int)] = []
        if i < bytes.count, bytes[i] == UInt8(ascii: "("), let close = matching(bytes, from: i) {
            var j = i + 1
            while j < close {
                if bytes[j] == UInt8(ascii: "{"), let end = matching(bytes, from: j) {
                    bodies.append((j, end)); j = end + 1
                } else if bytes[j] == UInt8(ascii: "("), let end = matching(bytes, from: j) {
                    j = end + 1
                } else if bytes[j] == UInt8(ascii: "\"") {
                    j = endOfString(bytes, from: j)
                } else { j += 1 }
            }
            i = skipSpaces(bytes, close + 1, newlines: false)
        }
        while i < bytes.count, !inCondition(bytes, memberStart: after - Array(member.utf8).count) {
            var open = i
            if bytes[i] != UInt8(ascii: "{") {
                var j = i
                while j < bytes.count, isIdentifier(bytes[j]) { j += 1 }
                let k = skipSpaces(bytes, j, newlines: false)
                guard !bodies.isEmpty, j > i, k < bytes.count, bytes[k] == UInt8(ascii: ":") else { break }
                open = skipSpaces(bytes, k + 1, newlines: false)
            }
            guard open < bytes.count, bytes[open] == UInt8(ascii: "{"), !opensPropertyObservers(bytes, at: open),
                  let close = matching(bytes, from: open) else { break }
            bodies.append((open, close))
            i = skipSpaces(bytes, close + 1, newlines: false)
        }
        guard !bodies.isEmpty else { return text }
        for (open, close) in bodies {
            let start = bodyStart(bytes, open: open, close: close)
            for k in start..<close where bytes[k] != UInt8(ascii: "\n") { bytes[k] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the member starting at `memberStart` is in the condition of an `if`, `guard`, `while` or `switch`
    /// statement that starts its line, outside any parenthesis: Swift reads no trailing closure there (The Swift
    /// Programming Language, "Trailing Closures": not in a condition; the brace is the statement's body).
    static func inCondition(_ bytes: [UInt8], memberStart: Int) -> Bool {
        var start = memberStart
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var head = String(decoding: bytes[start..<memberStart], as: UTF8.self).trimmingCharactersInSet(" \t")
        if head.hasPrefix("} else ") { head.removeFirst(7) }
        guard ["if ", "guard ", "while ", "switch ", "else if "].contains(where: { head.hasPrefix($0) }) else { return false }
        return head.filter { $0 == "(" }.count == head.filter { $0 == ")" }.count
    }

    /// The offset of the `?` or `!` of an optional requirement's call (`….collectionView?(…)`, `….f!(…)`) when the text
    /// at `at` is one, followed by `(`; nil for anything else.
    static func optionalCallMark(_ bytes: [UInt8], at: Int) -> Int? {
        guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "?") || bytes[at] == UInt8(ascii: "!"),
              bytes[at + 1] == UInt8(ascii: "(") else { return nil }
        return at
    }

    /// `text` with the `?` (or `!`) of the optional call of `member` at (`line`, `column`) made a space
    /// (`delegate?.collectionView?(cv, …)` → `delegate?.collectionView (cv, …)`, columns kept): a placeholder
    /// protocol's method, learnt from the call, is no optional requirement (Swift has those only in `@objc` protocols),
    /// and the optional chain before it (`delegate?.`) still makes the result optional. `text` unchanged when there is
    /// no such call there.
    public static func blankingOptionalCall(of member: String, in text: String, line: Int, column: Int) -> String {
        var bytes = Array(text.utf8)
        guard let after = end(of: member, in: bytes, line: line, column: column),
              let mark = optionalCallMark(bytes, at: skipSpaces(bytes, after, newlines: false)) else { return text }
        bytes[mark] = UInt8(ascii: " ")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The other calls of `member` on the same receiver as the use at (`line`, `column`), by their line and column
    /// (1-based, the member's first byte): `delegate?.collectionView?(cv, layout: self, heightForItemAt: ip)` then
    /// `delegate?.collectionView?(cv, layout: self, widthForItemAt: ip)`. A protocol's overloads differ in their labels,
    /// and once one is declared the compiler's error at another is no longer `has no member` (`missing argument for
    /// parameter #3 in call`): each call is read here, the receiver's text (`delegate`, `self.delegate`) the same.
    public static func callsOnSameReceiver(of member: String, in text: String, line: Int, column: Int) -> [(line: Int, column: Int)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return [] }
        guard let receiver = receiverText(Array(lines[line - 1].utf8.prefix(max(0, column - 1)))) else { return [] }
        var found: [(line: Int, column: Int)] = []
        let name = Array(member.utf8)
        for (index, row) in lines.enumerated() {
            let bytes = Array(row.utf8)
            var i = 0
            while i + name.count <= bytes.count {
                if Array(bytes[i..<i + name.count]) == name, i > 0, bytes[i - 1] == UInt8(ascii: "."),
                   i + name.count == bytes.count || !isIdentifier(bytes[i + name.count]),
                   receiverText(Array(bytes[..<i])) == receiver, !(index + 1 == line && i + 1 == column) {
                    found.append((index + 1, i + 1))
                }
                i += 1
            }
        }
        return found
    }

    /// The receiver's text before a member's `.` (`delegate?.` → `delegate`, `self.delegate!.` → `self.delegate`): the
    /// identifiers and dots ending `head`, without a trailing `?` or `!`; nil when `head` does not end in `.`.
    static func receiverText(_ head: [UInt8]) -> String? {
        guard head.last == UInt8(ascii: ".") else { return nil }
        var end = head.count - 1
        if end > 0, head[end - 1] == UInt8(ascii: "?") || head[end - 1] == UInt8(ascii: "!") { end -= 1 }
        var start = end
        while start > 0, isIdentifier(head[start - 1]) || head[start - 1] == UInt8(ascii: ".") { start -= 1 }
        guard start < end else { return nil }
        return String(decoding: head[start..<end], as: UTF8.self)
    }

    /// The placeholder a value is declared as, for a call whose member the placeholder's superclass shadows
    /// (`cannot call value of non-function type 'CGAffineTransform'` at `cell.transform(progress:)`, a `UIView`'s
    /// `transform`): the receiver's name before `.member` at (`line`, `column`), and the last of `names` it is
    /// declared or cast as on the lines before (`if let cell = cell as? TransformableView`, `cell: TransformableView`).
    public static func receiverType(of member: String, in text: String, line: Int, column: Int,
                                    among names: [String]) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let head = Array(lines[line - 1].utf8.prefix(max(0, column - 1)))
        guard head.last == UInt8(ascii: ".") else { return nil }
        // `object?.member`, `object!.member`: the receiver before the optional chain's mark.
        var dot = head.count - 1
        if dot > 0, head[dot - 1] == UInt8(ascii: "?") || head[dot - 1] == UInt8(ascii: "!") { dot -= 1 }
        var start = dot
        while start > 0, isIdentifier(head[start - 1]) { start -= 1 }
        let receiver = String(decoding: head[start..<dot], as: UTF8.self)
        guard !receiver.isEmpty else { return nil }
        let before = lines[..<(line - 1)] + [Substring(String(decoding: head[..<start], as: UTF8.self))]
        for previous in before.reversed() {
            let words = previous.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!" || $0 == ":") })
                .map(String.init)
            guard let at = words.lastIndex(where: { $0 == receiver || $0 == receiver + ":" }) else { continue }
            for word in words[at...].dropFirst() {
                let bare = word.trimmingCharactersInSet("?!:")
                if names.contains(bare) { return bare }
            }
        }
        return nil
    }

    /// The number type a placeholder's property converted at (`line`, `column`) by a number's initializer should be:
    /// `CGFloat(delegate.configuration.spacing)` (the error's column at `CGFloat`) → (`spacing`, its column, the
    /// type). The type is `Float` when a line reading the member also makes a `Float(…)` (the repository's own type
    /// for it, `spacing * Float(index)`), `Int` for `Int(…)`, else `Double` (Swift's default floating-point type, which
    /// every number's initializer takes). Nil unless the argument is a plain chain of reads ending in a member.
    public static func numberConversion(in text: String, line: Int, column: Int) -> (member: String, column: Int, type: String)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        let row = Array(lines[line - 1].utf8)
        guard column - 1 < row.count else { return nil }
        var i = column - 1
        while i < row.count, isIdentifier(row[i]) { i += 1 }
        let callee = String(decoding: row[(column - 1)..<i], as: UTF8.self)
        guard ["CGFloat", "Double", "Float", "Int"].contains(callee), i < row.count, row[i] == UInt8(ascii: "(") else { return nil }
        var j = i + 1
        while j < row.count, isIdentifier(row[j]) || row[j] == UInt8(ascii: ".") || row[j] == UInt8(ascii: "?")
                || row[j] == UInt8(ascii: "!") { j += 1 }
        guard j < row.count, row[j] == UInt8(ascii: ")"), j > i + 1 else { return nil }
        var start = j
        while start > i + 1, isIdentifier(row[start - 1]) { start -= 1 }
        guard start > i + 1, row[start - 1] == UInt8(ascii: "."), start < j else { return nil }
        let member = String(decoding: row[start..<j], as: UTF8.self)
        let uses = lines.filter { $0.contains("." + member) }
        func makes(_ type: String) -> Bool {
            uses.contains { use in
                var from = use.startIndex
                while let r = use.range(of: type + "(", range: from..<use.endIndex) {
                    if r.lowerBound == use.startIndex || !use[use.index(before: r.lowerBound)].isLetter { return true }
                    from = r.upperBound
                }
                return false
            }
        }
        let type = makes("Float") ? "Float" : callee == "Int" ? "Int" : "Double"
        return (member, start + 1, type)
    }

    /// The identifier starting at byte `column` (1-based) of `line` in `text`, nil when none starts there.
    public static func identifier(in text: String, line: Int, column: Int) -> String? {
        guard line >= 1, column >= 1,
              let row = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - 1).first else { return nil }
        let bytes = row.utf8.dropFirst(column - 1).prefix { isIdentifier($0) }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Reading the call site

    static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }

    static func skipSpaces(_ bytes: [UInt8], _ from: Int, newlines: Bool) -> Int {
        var i = from
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || (newlines && (bytes[i] == 0x0A || bytes[i] == 0x0D)) {
            i += 1
        }
        return i
    }

    /// The index just past the string literal starting at `from` (a `"`; escapes skipped, `\(…)` included).
    static func endOfString(_ bytes: [UInt8], from: Int) -> Int {
        var i = from + 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "("), let end = matching(bytes, from: i + 1) {
                    i = end + 1; continue
                }
                i += 2; continue
            }
            if bytes[i] == 0x0A { return i }
            i += 1
        }
        return min(i + 1, bytes.count)
    }

    /// The index of the bracket closing the one at `from` (`(`, `[` or `{`), skipping strings and comments.
    static func matching(_ bytes: [UInt8], from: Int) -> Int? {
        var depth = 0, i = from
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i = endOfString(bytes, from: i); continue }
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2; continue
            }
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { depth += 1 }
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// The arguments between `from` and `to` (the parentheses' insides): each one's label and, for a closure
    /// literal, its parameter count.
    static func arguments(_ bytes: [UInt8], from: Int, to: Int) -> [(label: String?, closure: Int?)] {
        var pieces: [(Int, Int)] = []
        var start = from, i = from
        while i < to {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i = endOfString(bytes, from: i); continue }
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                i = (matching(bytes, from: i) ?? to) + 1; continue
            }
            if b == UInt8(ascii: ",") { pieces.append((start, i)); start = i + 1 }
            i += 1
        }
        pieces.append((start, to))
        var result: [(label: String?, closure: Int?)] = []
        for (a, b) in pieces {
            let s = skipSpaces(bytes, a, newlines: true)
            guard s < b else { continue }
            var j = s
            while j < b, isIdentifier(bytes[j]) { j += 1 }
            let k = skipSpaces(bytes, j, newlines: true)
            var label: String?
            var value = s
            if j > s, k < b, bytes[k] == UInt8(ascii: ":"), !(k + 1 < b && bytes[k + 1] == UInt8(ascii: ":")) {
                label = String(decoding: bytes[s..<j], as: UTF8.self)
                value = skipSpaces(bytes, k + 1, newlines: true)
            }
            var closure: Int?
            if value < b, bytes[value] == UInt8(ascii: "{"), let close = matching(bytes, from: value) {
                closure = closureArity(bytes, open: value, close: close)
            }
            result.append((label, closure))
        }
        return result
    }

    /// Where a closure literal's body starts: after its `in` when it names its parameters, else after `{`.
    static func bodyStart(_ bytes: [UInt8], open: Int, close: Int) -> Int {
        guard let range = signature(bytes, open: open, close: close) else { return open + 1 }
        return range.upperBound
    }

    /// The closure's signature (from after `{` up to and including `in`), nil when it has none.
    static func signature(_ bytes: [UInt8], open: Int, close: Int) -> Range<Int>? {
        var i = open + 1
        while i + 1 < close {
            let b = bytes[i]
            if b == UInt8(ascii: "[") || b == UInt8(ascii: "(") {
                i = (matching(bytes, from: i) ?? close) + 1; continue
            }
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "\"") || b == 0x0A && i > open + 1 && !signatureContinues(bytes, i, close) {
                return nil
            }
            if b == UInt8(ascii: "i"), bytes[i + 1] == UInt8(ascii: "n"), !isIdentifier(bytes[i - 1]),
               i + 2 >= close || !isIdentifier(bytes[i + 2]) {
                return (open + 1)..<(i + 2)
            }
            i += 1
        }
        return nil
    }

    /// Whether the text from a newline inside a closure's head still reads as its signature (a parameter list that
    /// wraps: the next `in` comes before any statement). Kept simple: a signature is on the `{` line.
    static func signatureContinues(_ bytes: [UInt8], _ at: Int, _ close: Int) -> Bool { false }

    /// A closure literal's parameter count: its names before `in` (`progress, finished in`, `(a, b) in`, `_ in`), 0 when
    /// it has no signature (its body, which may use `$0`, is made blank: `{ }` takes no parameter).
    static func closureArity(_ bytes: [UInt8], open: Int, close: Int) -> Int? {
        guard let range = signature(bytes, open: open, close: close) else { return 0 }
        var text = String(decoding: bytes[range.lowerBound..<(range.upperBound - 2)], as: UTF8.self)
        // Without the capture list and the result type.
        if let capture = text.firstIndex(of: "["), let end = text.firstIndex(of: "]"), capture < end {
            text.removeSubrange(capture...end)
        }
        if let arrow = text.range(of: "->") { text = String(text[..<arrow.lowerBound]) }
        let inner = text.trimmingCharactersInSet(" \t()")
        return inner.isEmpty ? 0 : inner.split(separator: ",").count
    }
}

extension String {
    /// The string without leading and trailing characters of `set` (no Foundation in this module).
    func trimmingCharactersInSet(_ set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
