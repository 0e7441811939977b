import Foundation
import UIKitSourceRewrite

/// The line scan the siblings rule reads each file with (UIKitSiblingFiles).
extension UIKitSiblingFiles {
    /// What one file declares at the top level and which identifiers it uses.
    struct Scan: Equatable {
        var declared: Set<String>
        var used: Set<String>
        /// The modules the file imports (`import SafariServices` → SafariServices).
        var imports: Set<String> = []

        init(declared: Set<String>, used: Set<String>) {
            self.declared = declared
            self.used = used
        }

        /// Members declared in the file's top-level, non-private extensions, by extended type
        /// (`extension UIColor { static var cornflowerBlue … }` → UIColor: [cornflowerBlue]).
        var extensionMembers: [String: Set<String>] = [:]
        /// Every name the file declares at any depth (members, locals): a name the file declares itself, even as a
        /// member of its class (`var numberOfItems`), is never looked up beside it.
        var members: Set<String> = []
        /// The types the file's top-level extensions extend, by their first name component (`extension
        /// VerticalCardSwiper {` → VerticalCardSwiper).
        var extended: Set<String> = []
        /// The protocols the file's top-level extensions add to a type, by the type's name (`extension
        /// UIViewController: NibLoadable {}` → UIViewController: [NibLoadable]).
        var conformances: [String: Set<String>] = [:]
        /// The lines (0-based) of each top-level declaration, from its first line to its closing brace.
        var extents: [String: ClosedRange<Int>] = [:]
        /// The identifiers each top-level declaration uses (within `extents`).
        var declarationUses: [String: Set<String>] = [:]
        /// The keyword of each top-level declaration (`typealias ColorsSnapshot = …` → "typealias").
        var declarationKinds: [String: String] = [:]

        init(_ text: String) {
            let code = Self.reindented(Self.withoutComments(text))
            var declared: Set<String> = []
            var extended: String?
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            var open: (name: String, start: Int, depth: Int)?
            for (index, raw) in lines.enumerated() {
                let braces = raw.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
                if var current = open {
                    current.depth += braces
                    open = current
                    if current.depth <= 0 {
                        extents[current.name] = current.start...index
                        open = nil
                    }
                } else if let name = Self.topLevelName(raw) {
                    if braces > 0 { open = (name, index, braces) } else { extents[name] = index...index }
                    declarationKinds[name] = raw.split(whereSeparator: { $0 == " " || $0 == "\t" })
                        .first { Self.keywords.contains(String($0)) }.map(String.init)
                }
            }
            for (name, range) in extents {
                declarationUses[name] = Self.identifiers(lines[range].joined(separator: "\n")).subtracting([name])
            }
            for raw in lines where !raw.allSatisfy({ $0.isWhitespace }) {
                if let name = Self.topLevelName(raw.drop { $0 == " " || $0 == "\t" }) { members.insert(name) }
                if let name = Self.topLevelName(raw) { declared.insert(name); extended = nil; continue }
                if raw.first == "}" { extended = nil; continue }
                if let type = Self.extendedType(raw) {
                    extended = type
                    let adopted = Self.adoptedProtocols(raw)
                    if !adopted.isEmpty { conformances[type, default: []].formUnion(adopted) }
                    if let root = type.split(separator: ".").first { self.extended.insert(String(root)) }
                    continue
                }
                // A member one level in (four spaces or a tab): `    static var cornflowerBlue: UIColor {`.
                if let type = extended, raw.hasPrefix("    ") || raw.hasPrefix("\t"),
                   !raw.hasPrefix("     "), !raw.hasPrefix("\t\t") {
                    let member = raw.drop(while: { $0 == " " || $0 == "\t" })
                    let keyword = member.split(separator: " ").first { Self.keywords.contains(String($0)) }
                    let isStatic = member.split(separator: " ").prefix { !Self.keywords.contains(String($0)) }
                        .contains { $0 == "static" || $0 == "class" }
                    // An instance property (`var itemPath` in `extension IndexPath`) is not tied by its bare name:
                    // tried, and a corpus layout then gathered a sibling through a common property name and broke.
                    if isStatic, keyword != nil, let name = Self.topLevelName(member) {
                        // A static member (with or without an access level), by name (`.random`) and by qualified
                        // name (`UIColor.random`): two files may each give a type a `random`, and the qualified use
                        // still ties the right one.
                        extensionMembers[type, default: []].insert(name)
                        extensionMembers[type, default: []].insert("\(type).\(name)")
                    } else if let name = Self.topLevelName(member),
                              ["struct", "class", "enum"].contains(member.split(separator: " ").first { Self.keywords.contains(String($0)) } ?? "") {
                        // A type nested in the extension, by its qualified name (`extension UIColor { struct Color`
                        // → "UIColor.Color"), which its users write (`UIColor.Color.red`).
                        extensionMembers[type, default: []].insert("\(type).\(name)")
                    } else {
                        // An instance method by the forms its calls take: its name and first label (`func
                        // register(cell:` → "register(cell:"), `_` for an unlabelled one, the next label when the
                        // first has a default, `()` when every parameter has one (`addRandomItems(count: Int = 10)`
                        // → "addRandomItems(count:", "addRandomItems()"). A bare name such as `register` is UIKit's
                        // too and would tie every controller. An initializer is called as `Type(label:` or
                        // `.init(label:`.
                        for call in Self.callForms(member) {
                            if call.hasPrefix("init(") {
                                let simple = type.split(separator: ".").last.map(String.init) ?? type
                                extensionMembers[type, default: []].insert(simple + call.dropFirst(4))
                            }
                            extensionMembers[type, default: []].insert(call)
                        }
                    }
                }
            }
            self.declared = declared
            self.used = Self.identifiers(code).union(Self.labelledCalls(code)).union(Self.qualifiedNames(code))
            for raw in code.split(whereSeparator: \.isNewline) {
                let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
                guard words.first == "import", words.count >= 2 else { continue }
                let module = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
                    .contains(String(words[1])) ? words[2] : words[1]
                if let root = module.split(separator: ".").first { imports.insert(String(root)) }
            }
        }

        /// The forms a call of the method or initializer declared on `line` can take: "name(label:" for the first
        /// parameter (`_` when unlabelled), and for each following one while the ones before have defaults, and
        /// "name()" when every parameter has a default (or there is none). Empty for another line or a private
        /// member.
        static func callForms(_ line: Substring) -> [String] {
            guard let first = labelledMethod(line) ?? unlabelledMethod(line),
                  let paren = first.firstIndex(of: "(") else { return [] }
            let name = first[..<paren]
            guard let open = line.firstIndex(of: "(") else { return [] }
            // The parameter list (to its closing parenthesis on this line, or the line's end).
            var depth = 0, params: [Substring] = [], start = line.index(after: open), closed = false
            var i = start
            while i < line.endIndex {
                let c = line[i]
                if c == "(" || c == "[" || c == "<" { depth += 1 }
                if c == "]" || (c == ">" && (i == line.startIndex || line[line.index(before: i)] != "-")) { depth -= 1 }
                if c == ")" {
                    if depth == 0 { params.append(line[start..<i]); closed = true; break }
                    depth -= 1
                }
                if c == ",", depth == 0 { params.append(line[start..<i]); start = line.index(after: i) }
                i = line.index(after: i)
            }
            if !closed { params.append(line[start...]) }
            params = params.filter { !$0.allSatisfy(\.isWhitespace) }
            var forms: [String] = []
            for param in params {
                guard let colon = param.firstIndex(of: ":") else { break }
                let words = param[..<colon].split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let label = words.first else { break }
                forms.append("\(name)(\(label):")
                let hasDefault = param[colon...].contains("=")
                if !hasDefault { return forms }
            }
            if closed { forms.append("\(name)()") }
            return forms
        }

        /// "name(_:" for a method whose first parameter is unlabelled, or "name()" for one without parameters
        /// (the name part of `callForms`); nil otherwise.
        static func unlabelledMethod(_ line: Substring) -> String? {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(String(word))
                    || ["override", "mutating", "convenience", "required"].contains(String(word)) {
                words = words.dropFirst()
            }
            let name: Substring
            if let first = words.first, first == "init" || first.hasPrefix("init(") || first.hasPrefix("init<") {
                name = "init"
            } else {
                guard words.first == "func", let rest = words.dropFirst().first else { return nil }
                name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }
            guard !name.isEmpty, line.contains("(") else { return nil }
            return "\(name)(_:"
        }

        /// `func register<T: UICollectionViewCell>(cell: T.Type)` (an instance method, not private) → "register(cell:";
        /// nil for a method whose first parameter has no label (`_`), no parameter, or another line.
        static func labelledMethod(_ line: Substring) -> String? {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(String(word))
                    || ["override", "mutating", "convenience", "required"].contains(String(word)) {
                words = words.dropFirst()
            }
            let name: Substring
            if let first = words.first, first == "init" || first.hasPrefix("init(") || first.hasPrefix("init<") {
                name = "init"
            } else {
                guard words.first == "func", let rest = words.dropFirst().first else { return nil }
                name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }
            guard !name.isEmpty, let open = line.firstIndex(of: "(") else { return nil }
            let label = line[line.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !label.isEmpty, label != "_" else { return nil }
            return "\(name)(\(label):"
        }

        /// The labelled calls of `code`, as `labelledMethod` names them: `collectionView.register(cell: PhotoCell.self)`
        /// → "register(cell:".
        static func labelledCalls(_ code: String) -> Set<String> {
            var found: Set<String> = []
            let scalars = Array(code.unicodeScalars)
            func isWord(_ c: Unicode.Scalar) -> Bool { CharacterSet.alphanumerics.contains(c) || c == "_" }
            var i = 0
            while i < scalars.count {
                guard scalars[i] == "(" else { i += 1; continue }
                var start = i
                while start > 0, isWord(scalars[start - 1]) { start -= 1 }
                var j = i + 1
                while j < scalars.count, scalars[j] == " " { j += 1 }
                var end = j
                while end < scalars.count, isWord(scalars[end]) { end += 1 }
                var k = end
                while k < scalars.count, scalars[k] == " " { k += 1 }
                if start < i, end > j, k < scalars.count, scalars[k] == ":" {
                    var name = ""; name.unicodeScalars.append(contentsOf: scalars[start..<i])
                    var label = ""; label.unicodeScalars.append(contentsOf: scalars[j..<end])
                    if label != "_" { found.insert("\(name)(\(label):") }
                } else if start < i, !CharacterSet.decimalDigits.contains(scalars[start]) {
                    // An unlabelled argument, or none: "name(_:" / "name()".
                    var name = ""; name.unicodeScalars.append(contentsOf: scalars[start..<i])
                    found.insert(j < scalars.count && scalars[j] == ")" ? "\(name)()" : "\(name)(_:")
                }
                i += 1
            }
            return found
        }

        /// The type a top-level, non-private `extension` line extends (`extension UIColor {` → UIColor).
        static func extendedType(_ line: Substring) -> String? {
            guard let first = line.first, first.isLetter || first == "@" else { return nil }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, word.hasPrefix("@") || word == "public" || word == "internal" || word == "nonisolated" {
                words = words.dropFirst()
            }
            guard words.first == "extension", let rest = words.dropFirst().first else { return nil }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            return name.isEmpty ? nil : String(name)
        }

        /// The protocols an extension line adopts (`extension String: Differentiable, Equatable {` → both), none
        /// for a plain extension.
        static func adoptedProtocols(_ line: Substring) -> [String] {
            guard let colon = line.firstIndex(of: ":") else { return [] }
            var rest = line[line.index(after: colon)...]
            if let brace = rest.firstIndex(of: "{") { rest = rest[..<brace] }
            if let whereRange = rest.range(of: " where ") { rest = rest[..<whereRange.lowerBound] }
            return rest.split(separator: ",").compactMap { part in
                let name = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return name.isEmpty ? nil : String(name)
            }
        }

        static let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias", "let", "var", "func"]
        static let modifiers: Set<String> = ["public", "internal", "open", "final", "static", "nonisolated", "indirect",
                                             "package", "dynamic", "lazy", "weak", "unowned"]

        /// The name a top-level declaration line declares (`final class TextCell: UICollectionViewCell {` →
        /// `TextCell`), nil for an indented line, an extension, a private declaration or anything else.
        static func topLevelName(_ line: Substring) -> String? {
            guard let first = line.first, first.isLetter || first == "@" else { return nil }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(String(word)) {
                words = words.dropFirst()
            }
            guard let keyword = words.first, keywords.contains(String(keyword)), let rest = words.dropFirst().first
            else { return nil }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard let head = name.first, head.isLetter || head == "_" else { return nil }
            return String(name)
        }

        /// The pairs of identifiers joined by a dot in `code` (`UIColor.Color.red` → "UIColor.Color", "Color.red").
        static func qualifiedNames(_ code: String) -> Set<String> {
            var found: Set<String> = []
            let tokens = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
            for token in tokens where token.contains(".") {
                let parts = token.split(separator: ".", omittingEmptySubsequences: false)
                for (a, b) in zip(parts, parts.dropFirst()) where !a.isEmpty && !b.isEmpty {
                    if let head = a.first, head.isLetter || head == "_" { found.insert("\(a).\(b)") }
                }
            }
            return found
        }

        /// The identifiers of `code` (letters, digits and `_`, not starting with a digit).
        static func identifiers(_ code: String) -> Set<String> {
            var found: Set<String> = []
            var current = ""
            for c in code.unicodeScalars {
                if CharacterSet.alphanumerics.contains(c) || c == "_" {
                    current.unicodeScalars.append(c)
                } else if !current.isEmpty {
                    if let head = current.unicodeScalars.first, !CharacterSet.decimalDigits.contains(head) { found.insert(current) }
                    current = ""
                }
            }
            if let head = current.unicodeScalars.first, !CharacterSet.decimalDigits.contains(head) { found.insert(current) }
            return found
        }

        /// `code` with each line indented by its brace depth, four spaces a level (a line's leading closing braces
        /// count before it, as a pretty-printer would): a top-level declaration written with a stray leading space
        /// (` public protocol LZTagLayoutDelegate`, ` class LZTagView`) or members indented by two spaces are read as
        /// the compiler reads them, by nesting, not by column. Braces inside a one-line string literal do not count;
        /// line numbers are kept.
        static func reindented(_ code: String) -> String {
            var depth = 0
            var lines: [String] = []
            for raw in code.split(separator: "\n", omittingEmptySubsequences: false) {
                let body = raw.drop { $0 == " " || $0 == "\t" }
                let closers = body.prefix { $0 == "}" || $0 == " " || $0 == "\t" }.filter { $0 == "}" }.count
                let level = max(0, depth - closers)
                lines.append(body.isEmpty ? "" : String(repeating: "    ", count: level) + body)
                var quoted = false, escaped = false
                for c in body {
                    if escaped { escaped = false; continue }
                    if quoted {
                        if c == "\\" { escaped = true } else if c == "\"" { quoted = false }
                        continue
                    }
                    if c == "\"" { quoted = true } else if c == "{" { depth += 1 } else if c == "}" { depth = max(0, depth - 1) }
                }
            }
            return lines.joined(separator: "\n")
        }

        /// `text` without `//` and `/* */` comments (a `//` inside a string literal ends the line early: at worst a
        /// name is missed there, never invented).
        static func withoutComments(_ text: String) -> String {
            var out = ""
            out.reserveCapacity(text.utf8.count)
            var chars = text.unicodeScalars.makeIterator()
            var pending: Unicode.Scalar?
            var depth = 0, line = false
            while let c = pending ?? chars.next() {
                pending = nil
                if line {
                    if c == "\n" { line = false; out.unicodeScalars.append(c) }
                    continue
                }
                if c == "/" || (c == "*" && depth > 0) {
                    let n = chars.next()
                    if c == "/", n == "*" { depth += 1; continue }
                    if c == "*", n == "/" { depth -= 1; out.unicodeScalars.append(" "); continue }
                    if c == "/", n == "/", depth == 0 { line = true; continue }
                    pending = n
                }
                if depth > 0 {
                    if c == "\n" { out.unicodeScalars.append(c) }
                    continue
                }
                out.unicodeScalars.append(c)
            }
            return out
        }
    }
}
