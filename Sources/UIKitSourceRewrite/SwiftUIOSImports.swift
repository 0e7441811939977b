import SwiftSyntax

/// A SwiftUI file's `import os`, `import os.log`, `import OSLog` (a `Logger` in a layout, a view model): Apple's `os`
/// and `OSLog` are the PlaygroundOS module here, as for UIKit files (`UIKitRewriteVisitor`; Package.swift says why
/// no module of ours is named either). Imports inside `#if` blocks too.
final class SwiftUIOSImports: SyntaxVisitor {
    private(set) var found: [(edit: SourceEdit, path: String, offset: Int)] = []

    /// The edits for `tree`, with what each import said and where it starts (for the rewrite's notes).
    static func edits(_ tree: SourceFileSyntax) -> [(edit: SourceEdit, path: String, offset: Int)] {
        let visitor = SwiftUIOSImports(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first, first.name.text == "os" || first.name.text == "OSLog" else { return .skipChildren }
        // `import func os.os_log` keeps its last component: only the module's name is replaced.
        let end = node.importKindSpecifier == nil ? node.path.endPositionBeforeTrailingTrivia
            : first.name.endPositionBeforeTrailingTrivia
        found.append((SourceEdit(start: first.positionAfterSkippingLeadingTrivia.utf8Offset, end: end.utf8Offset,
                                 text: "PlaygroundOS"),
                      node.path.trimmedDescription, node.positionAfterSkippingLeadingTrivia.utf8Offset))
        return .skipChildren
    }
}
