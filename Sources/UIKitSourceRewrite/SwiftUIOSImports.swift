import SwiftSyntax

/// A SwiftUI file's `import os`, `import os.log`, `import OSLog` (a `Logger` in a layout, a view model): Apple's `os`
/// and `OSLog` are the PlaygroundOS module here, as for UIKit files (`UIKitRewriteVisitor`; Package.swift says why
/// no module of ours is named either). Imports inside `#if` blocks too. A SwiftUI file's `import Combine` imports
/// SwiftUI, which holds the Combine subset here (no module of ours is named Combine: Yams' `canImport(Combine)`).
final class SwiftUIOSImports: SyntaxVisitor {
    private(set) var found: [(edit: SourceEdit, path: String, offset: Int)] = []

    /// The edits for `tree`, with what each import said and where it starts (for the rewrite's notes).
    static func edits(_ tree: SourceFileSyntax) -> [(edit: SourceEdit, path: String, offset: Int)] {
        let visitor = SwiftUIOSImports(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first, ["os", "OSLog", "Combine"].contains(first.name.text) else { return .skipChildren }
        // Combine's subset is in the SwiftUI module here (docs/swiftui.md, "Combine"): `import Combine` imports it.
        let module = first.name.text == "Combine" ? "SwiftUI" : "PlaygroundOS"
        // `import func os.os_log` keeps its last component: only the module's name is replaced.
        let end = node.importKindSpecifier == nil ? node.path.endPositionBeforeTrailingTrivia
            : first.name.endPositionBeforeTrailingTrivia
        found.append((SourceEdit(start: first.positionAfterSkippingLeadingTrivia.utf8Offset, end: end.utf8Offset,
                                 text: module),
                      node.path.trimmedDescription, node.positionAfterSkippingLeadingTrivia.utf8Offset))
        return .skipChildren
    }
}
