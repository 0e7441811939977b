import SwiftSyntax

/// SwiftUI's `@Entry` macro in an `extension EnvironmentValues` (Apple, "Entry()": "Creates an environment values,
/// transaction, container values, or focused values entry"), expanded by the rewrite as the macro would: the
/// property becomes computed over a key of its own, `self[Key.self]`, whose `defaultValue` is the declared initial
/// value (nil for an optional without one). The playground compiles files without Apple's macro plugins; the
/// expansion keeps the declaration on its lines (docs/swiftui.md, "Loading SwiftUI files").
final class SwiftUIEntryMacro: SyntaxVisitor {
    private(set) var found: [(edit: SourceEdit, name: String, offset: Int)] = []

    /// The edits for `tree`, with each property's name and where it starts (for the rewrite's notes).
    static func edits(_ tree: SourceFileSyntax) -> [(edit: SourceEdit, name: String, offset: Int)] {
        let visitor = SwiftUIEntryMacro(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedDescription
        guard type == "EnvironmentValues" || type == "SwiftUI.EnvironmentValues" else { return .skipChildren }
        for member in node.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self), let expanded = Self.expand(v) else { continue }
            found.append((SourceEdit(start: v.positionAfterSkippingLeadingTrivia.utf8Offset,
                                     end: v.endPositionBeforeTrailingTrivia.utf8Offset, text: expanded.text),
                          expanded.name, v.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        return .skipChildren
    }

    /// The expansion of `@Entry var name: T = value` (one binding, `var`); nil when `v` is not such a declaration.
    static func expand(_ v: VariableDeclSyntax) -> (text: String, name: String)? {
        let isEntry = v.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self).map { ["Entry", "SwiftUI.Entry"].contains($0.attributeName.trimmedDescription) } ?? false
        }
        guard isEntry, v.bindingSpecifier.text == "var", v.bindings.count == 1, let binding = v.bindings.first,
              binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let optional = type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
        guard let value = binding.initializer?.value.trimmedDescription ?? (optional ? "nil" : nil) else { return nil }
        // Other attributes (availability) stay on the property.
        let others = v.attributes.filter { attribute in
            attribute.as(AttributeSyntax.self).map { !["Entry", "SwiftUI.Entry"].contains($0.attributeName.trimmedDescription) } ?? true
        }.map(\.trimmedDescription).joined(separator: " ")
        let modifiers = v.modifiers.map(\.trimmedDescription).joined(separator: " ")
        let key = "__PlaygroundEntry_\(name)"
        let keyAccess: String
        let declaration: String
        if let type {
            keyAccess = "private"
            declaration = "static var defaultValue: \(type) { \(value) }"
        } else {
            // No type written: the property's type is the key's value type, so the key is as visible as it.
            let access = v.modifiers.map(\.name.text).first { ["open", "public", "package", "internal", "fileprivate", "private"].contains($0) }
            keyAccess = access == "open" ? "public" : access == "private" ? "fileprivate" : access ?? "internal"
            declaration = "static let defaultValue = \(value)"
        }
        let prefix = [others, modifiers].filter { !$0.isEmpty }.joined(separator: " ")
        let property = (prefix.isEmpty ? "" : prefix + " ") + "var \(name): \(type ?? key + ".Value") "
            + "{ get { self[\(key).self] } set { self[\(key).self] = newValue } }"
        return (property + "; \(keyAccess) struct \(key): EnvironmentKey { \(declaration) }", name)
    }
}
