import SwiftSyntax

/// Why a SwiftUI file has no layout (swiftui14): the end of the one-line message names the types the playground
/// tried and why none was chosen (`tried: TagView (its body has no ScrollView), Flow<Content> (its argument spacing:
/// Spacing is not filled here)`), or says the file declares only helpers (builders, extensions, models).
enum SwiftUIEntryCandidates {
    static func tried(visitor: SwiftUIScan, generic: [(name: String, reason: String)], tree: SourceFileSyntax) -> String {
        var parts: [String] = visitor.views.map { v in
            "\(v.name) (\(v.scrolls ? "it needs initializer arguments the panel cannot give" : "its body has no ScrollView"))"
        }
        parts += generic.map { "\($0.name)<…> (\($0.reason))" }
        let viewNames = Set(visitor.views.map(\.name) + generic.map(\.name))
        for s in tree.statements.compactMap({ $0.item.as(StructDeclSyntax.self) })
        where s.genericParameterClause != nil && !viewNames.contains(s.name.text) {
            let conformances = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if conformances.contains(where: { ["Layout", "SwiftUI.Layout"].contains($0) }) {
                parts.append("\(s.name.text)<…> (a generic Layout: its type parameters are not filled here)")
            } else if conformances.contains(where: { ["View", "SwiftUI.View"].contains($0) }) {
                parts.append("\(s.name.text)<…> (a generic View without a body)")
            }
        }
        if parts.isEmpty { return "; it declares no View or Layout type (only helpers: extensions, builders, models)" }
        let shown = parts.prefix(6).joined(separator: ", ") + (parts.count > 6 ? ", and \(parts.count - 6) more" : "")
        return "; tried: " + shown
    }
}
