import SwiftSyntax

/// A main-actor XCTest method made `async` (issue 35, "tests-on-linux"; docs/tests-on-linux.md, "`@MainActor` test
/// classes").
///
/// swift-corelibs-xctest finds a test through a list of `(Case) -> () -> Void` methods; a synchronous method isolated
/// to the main actor does not fit it, and the whole run stops at the first with `Could not cast value of type
/// '(T) -> @Swift.MainActor () -> ()'` (signal 6; swift-corelibs-xctest issue 424). An asynchronous test method goes
/// through XCTest's `asyncTest`, which runs it on the main actor as on iOS. So a `func test…()` without parameters,
/// isolated to the main actor by its own `@MainActor` or by its class's or extension's, whose type's name says it is
/// a test case (`…TestCase`, `…Tests`, `…Test`, `…Spec`), becomes `func test…() async`: its body is unchanged
/// and runs as it did on iOS (on the main thread, in the order XCTest runs it).
extension UIKitRewriteVisitor {
    func makeMainActorTestAsync(_ node: FunctionDeclSyntax) {
        guard node.name.text.hasPrefix("test"), node.signature.parameterClause.parameters.isEmpty,
              node.genericParameterClause == nil, node.body != nil,
              node.signature.effectSpecifiers?.asyncSpecifier == nil,
              !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              let owner = Self.enclosingType(of: node), Self.looksLikeTestCase(owner.name, inherits: owner.inherits),
              Self.isMainActor(node.attributes) || owner.mainActor else { return }
        let at = end(node.signature.parameterClause)
        edits.append(SourceEdit(start: at, end: at, text: " async"))
        note(node, "main-actor test \(node.name.text)() made async (swift-corelibs-xctest runs a main-actor test only as an async one)")
    }

    static func isMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
    }

    /// The class or extension the function is a member of: its name, inherited types and main-actor attribute.
    static func enclosingType(of node: some SyntaxProtocol) -> (name: String, inherits: [String], mainActor: Bool)? {
        var parent = node.parent
        while let p = parent {
            if let c = p.as(ClassDeclSyntax.self) {
                return (c.name.text, c.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [],
                        isMainActor(c.attributes))
            }
            if let e = p.as(ExtensionDeclSyntax.self) {
                return (e.extendedType.trimmedDescription, [], isMainActor(e.attributes))
            }
            if p.is(StructDeclSyntax.self) || p.is(EnumDeclSyntax.self) || p.is(ActorDeclSyntax.self)
                || p.is(ProtocolDeclSyntax.self) || p.is(ClosureExprSyntax.self) || p.is(FunctionDeclSyntax.self) {
                return nil
            }
            parent = p.parent
        }
        return nil
    }

    static func looksLikeTestCase(_ name: String, inherits: [String]) -> Bool {
        let suffixes = ["TestCase", "Tests", "Test", "Spec"]
        return ([name] + inherits).contains { n in suffixes.contains { n.hasSuffix($0) } }
    }
}
