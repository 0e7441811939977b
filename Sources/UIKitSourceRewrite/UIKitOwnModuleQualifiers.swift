import SwiftSyntax

extension UIKitOwnModuleImports {
    /// A type named with its module (`TVGuideLayout.TVGuideViewControllerTrigger` in an example app importing its
    /// library `TVGuideLayout`): once the library's sources are in this module (its import removed), the module's
    /// name names nothing, so `Module.` is blanked (the same width: columns stay). Only where `Module` is the
    /// project's own module and not one of the group's types, and what follows is one of the group's top-level types.
    static func qualifierEdits(_ tree: SourceFileSyntax, path: String, scan: UIKitFileScan, bytes: [UInt8],
                               modules: Set<String>, types: Set<String>) -> (edits: [SourceEdit], notes: [RewriteNote]) {
        let candidates = modules.subtracting(types).subtracting(provided)
        guard !candidates.isEmpty else { return ([], []) }
        let v = QualifierVisitor(modules: candidates, types: types)
        v.walk(tree)
        var edits: [SourceEdit] = []
        var notes: [RewriteNote] = []
        for (start, end, module, type) in v.found {
            edits.append(SourceEdit.blank(start, end, in: bytes))
            let at = scan.location(of: AbsolutePosition(utf8Offset: start))
            notes.append(RewriteNote(file: path, line: at.line, column: at.column,
                                     what: "\(module).\(type) → \(type) (the module's sources are in this target)"))
        }
        return (edits, notes)
    }
}

/// `Module.Type` as a type (`MemberTypeSyntax`) or an expression (`MemberAccessExprSyntax`): the range of `Module.`.
private final class QualifierVisitor: SyntaxVisitor {
    let modules: Set<String>
    let types: Set<String>
    var found: [(Int, Int, String, String)] = []

    init(modules: Set<String>, types: Set<String>) {
        self.modules = modules
        self.types = types
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
           modules.contains(base.name.text), types.contains(node.name.text) {
            found.append((base.positionAfterSkippingLeadingTrivia.utf8Offset, node.period.endPosition.utf8Offset,
                          base.name.text, node.name.text))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), modules.contains(base.baseName.text),
           types.contains(node.declName.baseName.text) {
            found.append((base.positionAfterSkippingLeadingTrivia.utf8Offset, node.period.endPosition.utf8Offset,
                          base.baseName.text, node.declName.baseName.text))
        }
        return .visitChildren
    }
}
