import SwiftParser
import SwiftSyntax

/// A SwiftUI file whose declarations sit in a top-level `#if` an iOS build decides (`#if !os(macOS)` … `#endif`
/// around the whole file, Iteraciona's ScrollingCarousel; `#if os(iOS)`): the directives and the clauses iOS leaves
/// out are made blank (lines and columns kept), so the file's views and layouts are found as iOS's compiler sees
/// them (before, the scan of the top level saw none and said the file declared no view). A `#if` with a condition
/// the playground cannot decide (`canImport(Foo)`, a custom flag) is left as it is (`UIKitIfConfigOnIOS`).
enum SwiftUITopLevelIfConfig {
    /// `text` with its top-level `#if`s resolved as on iOS; `text` itself when there is none to resolve.
    static func resolved(_ text: String) -> String {
        guard text.contains("#if") else { return text }
        let tree = Parser.parse(source: text)
        let bytes = Array(text.utf8)
        var edits: [SourceEdit] = []
        for item in tree.statements {
            guard let config = item.item.as(IfConfigDeclSyntax.self) else { continue }
            var values: [Bool] = []
            for clause in config.clauses {
                guard let value = UIKitIfConfigOnIOS.active(clause) else { values = []; break }
                values.append(value)
            }
            guard values.count == config.clauses.count else { continue }
            for (clause, active) in zip(config.clauses, values) {
                let start = clause.positionAfterSkippingLeadingTrivia.utf8Offset
                if active {
                    let end = (clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia).utf8Offset
                    edits.append(SourceEdit.blank(start, end, in: bytes))
                } else {
                    edits.append(SourceEdit.blank(start, clause.endPositionBeforeTrailingTrivia.utf8Offset, in: bytes))
                }
            }
            let endif = config.poundEndif
            edits.append(SourceEdit.blank(endif.positionAfterSkippingLeadingTrivia.utf8Offset,
                                          endif.endPositionBeforeTrailingTrivia.utf8Offset, in: bytes))
        }
        guard !edits.isEmpty else { return text }
        return SourceEdit.apply(edits, to: bytes[...])
    }
}
