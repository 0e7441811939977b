import SwiftSyntax

/// Whether a SwiftUI type cannot be made with `init()` (docs/swiftui.md, "Loading SwiftUI files"): used to let a
/// file's preview stand in for a view whose initializer needs the app's values (swiftui10).
enum SwiftUIViewArguments {
    /// Property wrappers whose stored property needs no initializer argument: SwiftUI fills them from the
    /// environment (Apple: `Environment`, `EnvironmentObject`, `Namespace`, `FocusState`, `AccessibilityFocusState`).
    static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject", "Namespace", "FocusState",
                                                   "AccessibilityFocusState", "FocusedValue", "FocusedBinding"]

    /// True when every initializer of the type takes an argument without a default: it declares initializers and
    /// none can be called without arguments, or it declares none and Swift's memberwise initializer has a
    /// parameter without a default (a stored property with no value that is neither an optional `var` nor filled
    /// by the environment).
    static func needsArguments(_ members: MemberBlockSyntax) -> Bool {
        let inits = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { !$0.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } }
        if !inits.isEmpty {
            return !inits.contains { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }
        }
        for member in members.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
            let wrappers = v.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            if wrappers.contains(where: { environmentWrappers.contains($0) }) { continue }
            for b in v.bindings where b.accessorBlock == nil && b.initializer == nil {
                let type = b.typeAnnotation?.type.trimmedDescription ?? ""
                if v.bindingSpecifier.text == "var" && (type.hasSuffix("?") || type.hasSuffix("!")) { continue }
                return true
            }
        }
        return false
    }
}
