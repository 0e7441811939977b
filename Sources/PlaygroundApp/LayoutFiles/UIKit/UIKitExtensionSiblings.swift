import Foundation
import UIKitSourceRewrite

/// The sibling that adds a member to another module's type (docs/hosting.md, "A file and the siblings it names"):
/// when the compiler says `value of type 'UIEdgeInsets' has no member 'horizontal'` and exactly one file beside the
/// loaded one extends `UIEdgeInsets` with `horizontal` (Parchment's UIEdgeInsets.swift: `extension UIEdgeInsets {
/// var horizontal: CGFloat … }`), that file is what Xcode's target would have compiled with it: it is added and the
/// group compiled again.
///
/// `UIKitSiblingFiles` does not tie an extension's instance property by its bare name before compiling (a common
/// name such as `horizontal` or `center` gathered an unrelated file of a gallery folder and broke it); the
/// compiler's error names the type as well, so this tie is exact: the member on that type, from the one file that
/// declares it.
enum UIKitExtensionSiblings {
    /// (type, member) from a compiler message `value of type 'T' has no member 'm'` or `type 'T' has no member 'm'`;
    /// the type without its module, optionality or generic arguments (`UIKit.UIEdgeInsets?` → UIEdgeInsets).
    static func missingMember(_ message: String) -> (type: String, member: String)? {
        guard let r = message.range(of: "' has no member '") else { return nil }
        let member = String(message[r.upperBound...].prefix { $0 != "'" })
        let head = message[..<r.lowerBound]
        guard let open = head.lastIndex(of: "'"), !member.isEmpty else { return nil }
        var type = String(head[head.index(after: open)...])
        type = String(type.prefix { $0 != "<" && $0 != "?" && $0 != "!" })
        guard let last = type.split(separator: ".").last, !last.isEmpty else { return nil }
        return (String(last), member)
    }

    /// The files beside `file` (not among `taken`, importing no framework the playground lacks) that declare, in a
    /// top-level extension of a type named `type` (its last name component), a member named `member`: only when
    /// exactly one such file exists (two would not compile together on iOS either).
    static func sibling(declaring member: String, on type: String, besides file: String,
                        taken: Set<String>) -> String? {
        let folder = PathText.folder(of: file)
        let place = folder.isEmpty ? "." : folder
        var found: [String] = []
        for candidate in (UIKitTarget.uikitFiles(in: place) + UIKitTarget.plainSwiftFiles(in: place)).sorted()
        where !taken.contains(candidate) {
            guard case .success(let text) = UserFile.readText(BytePath(candidate)) else { continue }
            let scan = UIKitSiblingFiles.Scan(text)
            guard scan.imports.isDisjoint(with: UIKitSiblingFiles.unavailableModules) else { continue }
            if members(ofExtensionsOf: type, in: text).contains(member) { found.append(candidate) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The names declared one level inside the top-level extensions of `type` in `text` (properties, methods,
    /// nested types, by bare name; `private` ones are not visible to other files and are left out).
    static func members(ofExtensionsOf type: String, in text: String) -> Set<String> {
        let code = UIKitSiblingFiles.Scan.reindented(UIKitSiblingFiles.Scan.withoutComments(text))
        var inside = false
        var names: Set<String> = []
        for raw in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if let extended = UIKitSiblingFiles.Scan.extendedType(raw) {
                inside = extended.split(separator: ".").last.map(String.init) == type
                continue
            }
            if raw.first == "}" || (raw.first.map { !$0.isWhitespace } ?? false) { inside = false; continue }
            guard inside, raw.hasPrefix("    "), !raw.hasPrefix("     ") else { continue }
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, word.hasPrefix("@") || leading.contains(String(word)) {
                words = words.dropFirst()
            }
            guard let keyword = words.first, !["private", "fileprivate"].contains(String(keyword)),
                  declaring.contains(String(keyword)), let rest = words.dropFirst().first else { continue }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    static let leading: Set<String> = ["public", "internal", "open", "final", "static", "class", "nonisolated",
                                       "mutating", "nonmutating", "override", "convenience", "dynamic", "lazy",
                                       "package", "required", "optional"]
    static let declaring: Set<String> = ["var", "let", "func", "struct", "enum", "typealias"]
}
