import SwiftParser
import SwiftSyntax

/// Xcode 15's `#Preview { … }` / `#Preview("Name") { … }` in a UIKit file (docs/hosting.md, "Previews"): the macro's
/// plugin does not exist here, so the rewrite turns each top-level preview into a function the playground calls,
/// `@MainActor func _layoutPlaygroundPreview_F_K() -> Any { … }` (the preview's own body: a `UIViewController`, a
/// `UIView` or a `UICollectionView`), on the same lines. A preview the compiler refused (it names an app type that is
/// not there) is blanked instead (`dropping`), and the file compiles without it.
///
///     let r = UIKitPreviews.rewrite(text: "#Preview(\"Grid\") { GridViewController() }\n", file: 0)
///     r.previews.map(\.name)   // ["Grid"]
///     r.text                   // "@MainActor func _layoutPlaygroundPreview_0_0() -> Any { GridViewController() }\n"
public enum UIKitPreviews {
    /// One preview of a file.
    public struct Preview: Sendable, Equatable {
        /// Its name as Xcode's canvas shows it: the macro's first string argument, else "Preview".
        public var name: String
        /// The generated function's name.
        public var function: String
        /// Its place among the file's top-level previews (what `dropping` names).
        public var index: Int
        /// Its first and last lines in the user's file (1-based).
        public var lines: ClosedRange<Int>
    }

    /// `text` with its top-level previews rewritten (those whose index is in `dropping` blanked), and the previews
    /// kept. `file` numbers the functions (a group's files each have their own).
    public static func rewrite(text: String, file: Int, dropping: Set<Int> = []) -> (text: String, previews: [Preview]) {
        guard text.contains("#Preview") else { return (text, []) }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let bytes = Array(text.utf8)
        var edits: [SourceEdit] = []
        var previews: [Preview] = []
        var index = 0
        // Top-level items, and those inside top-level `#if` blocks (`#if DEBUG #Preview { … } #endif`).
        func items(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
            list.flatMap { item -> [CodeBlockItemSyntax] in
                guard let config = item.item.as(IfConfigDeclSyntax.self) else { return [item] }
                return config.clauses.flatMap { clause -> [CodeBlockItemSyntax] in
                    if case .statements(let inner)? = clause.elements { return items(inner) }
                    return []
                }
            }
        }
        for item in items(tree.statements) {
            // At the top level the parser gives either a declaration or an expression: both have the same parts.
            let parts: (name: TokenSyntax, arguments: LabeledExprListSyntax, body: ClosureExprSyntax?, node: Syntax)
            if let d = item.item.as(MacroExpansionDeclSyntax.self) {
                parts = (d.macroName, d.arguments, d.trailingClosure, Syntax(d))
            } else if let e = item.item.as(MacroExpansionExprSyntax.self) {
                parts = (e.macroName, e.arguments, e.trailingClosure, Syntax(e))
            } else { continue }
            guard parts.name.text == "Preview", let body = parts.body else { continue }
            let macro = parts.node
            defer { index += 1 }
            let start = macro.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = macro.endPositionBeforeTrailingTrivia.utf8Offset
            let first = converter.location(for: macro.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: macro.endPositionBeforeTrailingTrivia).line
            if dropping.contains(index) {
                edits.append(SourceEdit.blank(start, end, in: bytes))
                continue
            }
            let function = "_layoutPlaygroundPreview_\(file)_\(index)"
            let head = body.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdit(start: start, end: head, text: "@MainActor func \(function)() -> Any "))
            var name = "Preview"
            if let literal = parts.arguments.first?.expression.as(StringLiteralExprSyntax.self),
               let value = literal.representedLiteralValue, !value.isEmpty {
                name = value
            }
            previews.append(Preview(name: name, function: function, index: index, lines: first...max(first, last)))
        }
        return (SourceEdit.apply(edits, to: bytes[...]), previews)
    }
}
