import SwiftParser
import SwiftSyntax

/// A SwiftUI file's layout, view or behaviour whose initializer takes arguments (docs/swiftui.md, "Initializer
/// arguments"): each argument from the panel, as UIKit layouts' are (`UIKitInitArguments`): numbers, sizes, booleans
/// and the file's enums are live parameters; an optional is nil; a defaulted parameter keeps its default. A struct
/// without an `init` has Swift's memberwise one: its stored properties without a value, in order.
enum SwiftUIInitArguments {
    /// The file's own enums without payloads, and SwiftUI's enums and static values that layouts take.
    static let swiftUIEnums: [String: [String]] = [
        "Axis": ["vertical", "horizontal"],
        "HorizontalAlignment": ["center", "leading", "trailing"],
        "VerticalAlignment": ["center", "top", "bottom"],
        "ContentMode": ["fit", "fill"],
        // Structures with static values (Apple's `Alignment` and `UnitPoint` topics), chosen as enums are.
        "Alignment": ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
                      "bottomTrailing"],
        "UnitPoint": ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
                      "bottomTrailing", "zero"],
    ]

    /// Nil when the type is made with `init()` (no initializer needs arguments) or when no initializer's arguments
    /// can all be given (the type is then made with `init()`, and the compiler says why it cannot be).
    /// `madeWithInit`: classes an argument of that type is made of with `init()` (placeholders for its repository's
    /// models, SwiftUIPlaceholders).
    static func arguments(_ members: MemberBlockSyntax, enums: [String: [String]],
                          integerLiterals: Set<String> = [], madeWithInit: Set<String> = []) -> UIKitInitArguments? {
        let all = enums.merging(swiftUIEnums) { own, _ in own }
        let classes = madeWithInit.reduce(into: [String: UIKitInitArguments.ClassInitializers]()) { found, name in
            found[name] = UIKitInitArguments.ClassInitializers(initializers: [plainInit], superclass: nil)
        }
        let inits = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { $0.optionalMark == nil && !$0.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } }
        if !inits.isEmpty {
            if inits.contains(where: { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }) { return nil }
            for i in inits {
                if let a = UIKitInitArguments.arguments(i, enums: all, protocols: [], integerLiterals: integerLiterals,
                                                        classes: classes),
                   a.protocols.isEmpty { return a }
            }
            return nil
        }
        // The memberwise initializer: stored properties without a value (optional `var`s default to nil).
        var parameters: [String] = []
        for member in members.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
            // `@Bindable var model: Model`, `@ObservedObject var store: Store`: the memberwise initializer takes the
            // wrapped value (both wrappers have `init(wrappedValue:)`), so such an argument is given as any other.
            let wrappers = v.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            let wrapped = !wrappers.allSatisfy { ["Bindable", "ObservedObject"].contains($0) }
            for b in v.bindings {
                guard b.accessorBlock == nil, b.initializer == nil, let type = b.typeAnnotation?.type.trimmedDescription,
                      let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if v.bindingSpecifier.text == "var" && (type.hasSuffix("?") || type.hasSuffix("!")) { continue }
                if wrapped { return nil }
                parameters.append("\(name): \(type)")
            }
        }
        guard !parameters.isEmpty else { return nil }
        let source = "struct S { init(\(parameters.joined(separator: ", "))) {} }"
        let tree = Parser.parse(source: source)
        guard let s = tree.statements.first?.item.as(StructDeclSyntax.self),
              let i = s.memberBlock.members.first?.decl.as(InitializerDeclSyntax.self),
              let a = UIKitInitArguments.arguments(i, enums: all, protocols: [], integerLiterals: integerLiterals,
                                                   classes: classes),
              a.protocols.isEmpty else { return nil }
        return a
    }

    /// `init() {}`, the initializer a placeholder class is made with.
    static var plainInit: InitializerDeclSyntax {
        let tree = Parser.parse(source: "class C { init() {} }")
        return tree.statements.first!.item.as(ClassDeclSyntax.self)!.memberBlock.members.first!.decl
            .as(InitializerDeclSyntax.self)!
    }

    /// The file's top-level enums whose cases have no payloads, by name.
    static func enums(_ tree: SourceFileSyntax) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for item in tree.statements {
            guard let e = item.item.as(EnumDeclSyntax.self) else { continue }
            let cases = e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            if !cases.isEmpty, cases.allSatisfy({ $0.parameterClause == nil }) { found[e.name.text] = cases.map(\.name.text) }
        }
        return found
    }

    /// The file's top-level types that conform to `ExpressibleByIntegerLiteral` (in their declaration or an
    /// extension): an initializer parameter of such a type takes an integer from the panel.
    static func integerLiteralTypes(_ tree: SourceFileSyntax) -> Set<String> {
        var found: Set<String> = []
        func conforms(_ clause: InheritanceClauseSyntax?) -> Bool {
            clause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("ExpressibleByIntegerLiteral") } ?? false
        }
        for item in tree.statements {
            if let e = item.item.as(EnumDeclSyntax.self), conforms(e.inheritanceClause) { found.insert(e.name.text) }
            if let s = item.item.as(StructDeclSyntax.self), conforms(s.inheritanceClause) { found.insert(s.name.text) }
            if let x = item.item.as(ExtensionDeclSyntax.self), conforms(x.inheritanceClause) {
                found.insert(x.extendedType.trimmedDescription)
            }
        }
        return found
    }
}
