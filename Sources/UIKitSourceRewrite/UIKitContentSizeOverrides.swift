import SwiftSyntax

/// The classes of the files that override `collectionViewContentSize` (in their body or an extension of them).
final class ContentSizeOverrides: SyntaxVisitor {
    var found: Set<String> = []
    private var owners: [String] = []

    static func classes(in scans: [UIKitFileScan]) -> Set<String> {
        let v = ContentSizeOverrides(viewMode: .sourceAccurate)
        for scan in scans { v.walk(scan.tree) }
        return v.found
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.last,
           node.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "collectionViewContentSize" }) {
            found.insert(owner)
        }
        return .skipChildren
    }
}
