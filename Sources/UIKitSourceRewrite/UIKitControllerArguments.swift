import SwiftSyntax

/// A view controller whose designated initializers all take arguments (Apple's EmojiDetailViewController:
/// `init(with emoji: Emoji)`), made as the app would make it for a detail screen, with values the playground
/// writes in (docs/hosting.md, "A controller whose initializer takes arguments"): numbers by what their name says
/// (UIKitInitArguments.defaultNumber), `false`, a string naming the argument, an empty array or dictionary, `nil`
/// for an optional, an enum's first case, and a struct of the target made with its memberwise initializer (or its
/// own initializer), those rules applied to its fields in turn. A defaulted parameter keeps its default. The
/// first initializer every argument of which can be written so is the one called; none: the controller is not an
/// entry point, as before.
enum UIKitControllerArguments {
    /// `(with: Emoji(text: "text", title: "title", category: .recents))` for `className`, or nil.
    static func arguments(for className: String, scans: [UIKitFileScan]) -> String? {
        let types = Types(scans)
        for i in types.classInitializers[className] ?? [] where i.optionalMark == nil
            && !i.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
            if let call = types.call(i.signature.parameterClause.parameters, depth: 0) { return "(\(call))" }
        }
        return nil
    }

    /// The target's enums, structs and class initializers, by name (nested ones under their own name too).
    struct Types {
        var enums: [String: String] = [:]
        var structs: [String: StructDeclSyntax] = [:]
        var classInitializers: [String: [InitializerDeclSyntax]] = [:]

        init(_ scans: [UIKitFileScan]) {
            final class Visitor: SyntaxVisitor {
                var types = Types.empty
                override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                    let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
                    if let first = cases.first(where: { $0.parameterClause == nil }) { types.enums[node.name.text] = first.name.text }
                    return .visitChildren
                }
                override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                    types.structs[node.name.text] = node
                    return .visitChildren
                }
                override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                    types.classInitializers[node.name.text, default: []] +=
                        node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
                    return .visitChildren
                }
            }
            let visitor = Visitor(viewMode: .sourceAccurate)
            for scan in scans { visitor.walk(scan.tree) }
            self = visitor.types
        }

        private init(empty: Void) {}
        static var empty: Types { Types(empty: ()) }

        /// The arguments of a call to an initializer with `parameters` (`label: value, …`), nil when one cannot be
        /// written.
        func call(_ parameters: FunctionParameterListSyntax, depth: Int) -> String? {
            var written: [String] = []
            for p in parameters {
                guard p.ellipsis == nil else { return nil }
                if p.defaultValue != nil { continue }
                let label = p.firstName.text
                let name = p.secondName?.text ?? label
                guard let value = value(of: p.type.trimmedDescription, name: name, depth: depth) else { return nil }
                written.append(label == "_" ? value : "\(label): \(value)")
            }
            return written.joined(separator: ", ")
        }

        /// A value of `type` for an argument called `name`.
        func value(of type: String, name: String, depth: Int) -> String? {
            guard depth < 4 else { return nil }
            switch type {
            case "CGFloat", "Double", "Float", "TimeInterval":
                return "\(UIKitInitArguments.defaultNumber(name, integer: false))"
            case "Int", "UInt", "Int32", "UInt32", "Int64":
                return "\(Int(UIKitInitArguments.defaultNumber(name, integer: true)))"
            case "Bool": return "false"
            case "String", "Substring", "Character": return UIKitRewriter.literal(name)
            case "CGSize": return "CGSize(width: 200, height: 200)"
            case "CGPoint": return "CGPoint.zero"
            case "CGRect": return "CGRect(x: 0, y: 0, width: 200, height: 200)"
            case "UIEdgeInsets": return "UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)"
            case "UUID": return "UUID()"
            case "Date": return "Date(timeIntervalSinceReferenceDate: 0)"
            case "URL": return "URL(fileURLWithPath: \"/\")"
            default: break
            }
            if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
            if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
            let last = String(type.split(separator: ".").last ?? Substring(type))
            if let first = enums[last] { return ".\(first)" }
            if let s = structs[last] { return make(s, written: type, depth: depth + 1) }
            return nil
        }

        /// `Type(…)` with the struct's own initializer, else its memberwise one (its stored properties without an
        /// initial value, in order; a `var` with one keeps it).
        func make(_ s: StructDeclSyntax, written type: String, depth: Int) -> String? {
            let inits = s.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
                .filter { $0.optionalMark == nil && !$0.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } }
            for i in inits {
                if let args = call(i.signature.parameterClause.parameters, depth: depth) { return "\(type)(\(args))" }
            }
            guard inits.isEmpty else { return nil }
            var written: [String] = []
            for member in s.memberBlock.members {
                guard let v = member.decl.as(VariableDeclSyntax.self),
                      !v.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { continue }
                for binding in v.bindings where binding.accessorBlock == nil && binding.initializer == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                    // A private stored property without a value makes the memberwise initializer private.
                    if v.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { return nil }
                    guard let t = binding.typeAnnotation?.type.trimmedDescription,
                          let value = value(of: t, name: name, depth: depth) else { return nil }
                    written.append("\(name): \(value)")
                }
            }
            return "\(type)(\(written.joined(separator: ", ")))"
        }
    }
}
