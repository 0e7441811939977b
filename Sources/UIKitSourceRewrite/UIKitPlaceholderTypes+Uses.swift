import Foundation

/// The UIKit class a placeholder stands in as when its name does not say it but its uses do (host16): a repository's
/// cell named `TopApp` or a header named `BadgeSupplementaryView1` (a digit after the ending) is made by UIKit's
/// dequeue methods and cast to its class, registered for cells or supplementary views, or given as a layout's
/// attributes class.
///
/// Decided from UICollectionView.h and UICollectionViewLayout.h (Apple has nothing to say about placeholders): what
/// `dequeueReusableCell(withReuseIdentifier:for:)` and `cellForItem(at:)` return is a `UICollectionViewCell`, what
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` and `supplementaryView(forElementKind:at:)`
/// return a `UICollectionReusableView`, so a class those results are cast to (`as? TopApp`, `as! TopApp`) is one;
/// `register(_:forCellWithReuseIdentifier:)` takes a cell class, `register(_:forSupplementaryViewOfKind:…)` and
/// `register(_:forDecorationViewOfKind:)` a reusable view's; `layoutAttributesClass` is a
/// `UICollectionViewLayoutAttributes` subclass. A name whose ending already says a UIKit class keeps it; the uses are
/// read only for a name that would otherwise be an `NSObject`.
extension UIKitPlaceholderTypes {
    /// The superclass `name`'s uses in `texts` say, when its name says none (see the type's comment); nil otherwise.
    ///
    ///     superclass(byUseOf: "TopApp", in: ["let c = cv.dequeueReusableCell(withReuseIdentifier: id, for: ip) as! TopApp"])
    ///     // "UICollectionViewCell"
    public static func superclass(byUseOf name: String, in texts: [String]) -> String? {
        guard case .subclass("NSObject") = kind(of: name) else { return nil }
        if case .subclass(let byName) = kind(of: strippingTrailingDigits(name)), byName != "NSObject" { return byName }
        for text in texts {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.contains(name) {
                if let found = superclass(byUseOf: name, line: String(line)) { return found }
            }
        }
        return nil
    }

    /// `BadgeSupplementaryView1` is `BadgeSupplementaryView` to the name rule (a numbered copy of a class).
    static func strippingTrailingDigits(_ name: String) -> String {
        let stripped = String(name.reversed().drop { $0.isNumber }.reversed())
        return stripped.isEmpty ? name : stripped
    }

    /// What one line says of `name`'s class: a cast of a dequeue's result, a registration, an attributes class.
    static func superclass(byUseOf name: String, line: String) -> String? {
        let cellSources = ["dequeueReusableCell(", "cellForItem(at:"]
        let viewSources = ["dequeueReusableSupplementaryView(", "supplementaryView(forElementKind:"]
        for cast in ["as? ", "as! ", "as?", "as!"] {
            var searchStart = line.startIndex
            while let r = line.range(of: cast + name, range: searchStart..<line.endIndex) {
                searchStart = r.upperBound
                // The name whole: `as? TopApp` is not `as? TopAppModel`.
                if let next = line[r.upperBound...].first, next.isLetter || next.isNumber || next == "_" { continue }
                let before = line[..<r.lowerBound]
                if cellSources.contains(where: { before.contains($0) }) { return "UICollectionViewCell" }
                if viewSources.contains(where: { before.contains($0) }) { return "UICollectionReusableView" }
            }
        }
        let compact = line.filter { !$0.isWhitespace }
        if compact.contains("register(\(name).self,forCellWithReuseIdentifier:") { return "UICollectionViewCell" }
        if compact.contains("register(\(name).self,forSupplementaryViewOfKind:")
            || compact.contains("register(\(name).self,forDecorationViewOfKind:") { return "UICollectionReusableView" }
        if compact.contains("layoutAttributesClass:AnyClass{return\(name).self")
            || compact.contains("layoutAttributesClass:AnyClass{\(name).self") { return "UICollectionViewLayoutAttributes" }
        return nil
    }
}

extension UIKitPlaceholderTypes.Plan {
    /// The kind of `name`'s placeholder in this plan: the superclass its uses say (`superclassesByUse`), else its
    /// name's (`UIKitPlaceholderTypes.kind(of:)`).
    public func kind(of name: String) -> UIKitPlaceholderTypes.Kind {
        if let superclass = superclassesByUse[name] { return .subclass(of: superclass) }
        return UIKitPlaceholderTypes.kind(of: name)
    }
}

extension UIKitPlaceholderMembers {
    /// `Kinds` when the `rawValue` at (`line`, `column`) is read as `Kinds.header.rawValue` (a capitalised name, a
    /// member, then `rawValue`); nil otherwise.
    public static func rawValueReceiver(in text: String, line: Int, column: Int) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let bytes = Array(lines[line - 1].utf8)
        let start = column - 1
        let word = Array("rawValue".utf8)
        guard start >= 2, start + word.count <= bytes.count, Array(bytes[start..<start + word.count]) == word,
              bytes[start - 1] == UInt8(ascii: ".") else { return nil }
        func identifier(endingAt end: Int) -> (name: String, start: Int)? {
            var i = end
            while i > 0, isIdentifier(bytes[i - 1]) { i -= 1 }
            return i < end ? (String(decoding: bytes[i..<end], as: UTF8.self), i) : nil
        }
        guard let member = identifier(endingAt: start - 1), member.start >= 2,
              bytes[member.start - 1] == UInt8(ascii: "."),
              let type = identifier(endingAt: member.start - 1), type.name.first?.isUppercase == true,
              type.start == 0 || bytes[type.start - 1] != UInt8(ascii: ".") else { return nil }
        return type.name
    }
}

extension UIKitPlaceholderMembers {
    /// The operands of the arithmetic operator at (`line`, `column`) that are plain chains of reads ending in a member
    /// (`a.left + a.right` in `CGFloat(a.left + a.right)`: `ambiguous use of operator '+'`, no overload fixed by a
    /// placeholder's generic dynamic member on either side), each with its column, and the number type they are given:
    /// `Float` when a line reading one of them also makes a `Float(…)`, `Int` when the sum is converted by `Int(…)`,
    /// else `Double` (as `numberConversion`). Nil when an operand is no such read.
    public static func operatorOperands(in text: String, line: Int, column: Int)
        -> (members: [(member: String, column: Int)], type: String)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        let row = Array(lines[line - 1].utf8)
        let at = column - 1
        guard at < row.count, [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/")].contains(row[at])
        else { return nil }
        func isChain(_ b: UInt8) -> Bool { isIdentifier(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "?") || b == UInt8(ascii: "!") }
        // Left: the chain ending just before the operator (spaces skipped).
        var end = at
        while end > 0, row[end - 1] == 0x20 { end -= 1 }
        var lstart = end
        while lstart > 0, isChain(row[lstart - 1]) { lstart -= 1 }
        // Right: the chain starting after the operator.
        var rstart = at + 1
        while rstart < row.count, row[rstart] == 0x20 { rstart += 1 }
        var rend = rstart
        while rend < row.count, isChain(row[rend]) { rend += 1 }
        guard lstart < end, rstart < rend, rend == row.count || row[rend] != UInt8(ascii: "(") else { return nil }
        func lastMember(_ from: Int, _ to: Int) -> (member: String, column: Int)? {
            var stop = to
            while stop > from, row[stop - 1] == UInt8(ascii: "?") || row[stop - 1] == UInt8(ascii: "!") { stop -= 1 }
            var start = stop
            while start > from, isIdentifier(row[start - 1]) { start -= 1 }
            guard start > from, start < stop, row[start - 1] == UInt8(ascii: "."),
                  !(row[start] >= 0x30 && row[start] <= 0x39) else { return nil }
            return (String(decoding: row[start..<stop], as: UTF8.self), start + 1)
        }
        guard let left = lastMember(lstart, end), let right = lastMember(rstart, rend) else { return nil }
        // The conversion around it, if any: the identifier before the nearest unclosed `(` to the left.
        var depth = 0, k = lstart - 1, callee = ""
        while k >= 0 {
            if row[k] == UInt8(ascii: ")") { depth += 1 } else if row[k] == UInt8(ascii: "(") {
                if depth == 0 {
                    var c = k
                    while c > 0, isIdentifier(row[c - 1]) { c -= 1 }
                    callee = String(decoding: row[c..<k], as: UTF8.self)
                    break
                }
                depth -= 1
            }
            k -= 1
        }
        let readers = lines.filter { $0.contains("." + left.member) || $0.contains("." + right.member) }
        let makesFloat = readers.contains { use in
            var from = use.startIndex
            while let r = use.range(of: "Float(", range: from..<use.endIndex) {
                if r.lowerBound == use.startIndex || !use[use.index(before: r.lowerBound)].isLetter { return true }
                from = r.upperBound
            }
            return false
        }
        let type = makesFloat ? "Float" : callee == "Int" ? "Int" : "Double"
        return ([left, right], type)
    }
}

extension UIKitPlaceholderMembers {
    /// The placeholder a `case .member` pattern at (`line`, `column`) matches: the `switch` subject above it
    /// (`switch cardState {`, `switch self.behavior {`), whose last name is declared with a placeholder's type on the
    /// lines before (`cardState: CardState`, `var behavior: Behavior = …`). Nil when the member is not such a pattern.
    public static func switchedPlaceholder(at line: Int, column: Int, in text: String, among names: [String]) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 1, line <= lines.count, column >= 2 else { return nil }
        let head = String(decoding: Array(lines[line - 1].utf8.prefix(column - 1)), as: UTF8.self)
        let pattern = head.trimmingCharacters(in: .whitespaces)
        var subject: String?
        var at = line - 1
        // `delegate.cardState == .Expanded`, `!= .Expanded`: the subject is the chain before the operator.
        for op in ["== .", "!= ."] where pattern.hasSuffix(op) {
            let before = pattern.dropLast(op.count).trimmingCharacters(in: .whitespaces)
            subject = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "!" || $0 == "?" }.reversed())
        }
        // `case .a:`, `case .a, .b:`: the member follows `case` and dots.
        guard subject != nil || (pattern.hasPrefix("case ") && pattern.hasSuffix(".")) else { return nil }
        while subject == nil, at >= 0, line - 1 - at < 200 {
            let row = lines[at].trimmingCharacters(in: .whitespaces)
            if row.hasPrefix("switch "), row.hasSuffix("{") {
                subject = String(row.dropFirst(7).dropLast()).trimmingCharacters(in: .whitespaces)
                break
            }
            at -= 1
        }
        guard let subject, let name = subject.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last,
              name.first?.isLowercase == true else { return nil }
        for previous in lines[..<at].reversed() {
            guard let r = previous.range(of: name + ":") else { continue }
            if r.lowerBound > previous.startIndex, let c = previous[previous.index(before: r.lowerBound)...].first,
               c.isLetter || c.isNumber || c == "_" { continue }
            let type = previous[r.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if names.contains(String(type)) { return String(type) }
        }
        return nil
    }
}

extension UIKitPlaceholderMembers {
    /// `TopApp` when the `member` at (`line`, `column`) is read as `TopApp.member` (a capitalised name right before
    /// its dot, itself no member of anything); nil otherwise.
    public static func staticReceiver(of member: String, in text: String, line: Int, column: Int) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count, column >= 3 else { return nil }
        let head = Array(lines[line - 1].utf8.prefix(column - 1))
        guard head.last == UInt8(ascii: ".") else { return nil }
        var start = head.count - 1
        while start > 0, isIdentifier(head[start - 1]) { start -= 1 }
        guard start < head.count - 1, start == 0 || head[start - 1] != UInt8(ascii: ".") else { return nil }
        let name = String(decoding: head[start..<(head.count - 1)], as: UTF8.self)
        return name.first?.isUppercase == true ? name : nil
    }
}
