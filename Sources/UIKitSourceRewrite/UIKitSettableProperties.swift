import SwiftSyntax

/// A bare layout's settable properties of simple types as live parameters (docs/hosting.md, "Live parameters"):
/// `var columns = 3`, `var spacing: CGFloat = 8`, `@IBInspectable var isPaged: Bool = true`. A view controller
/// would set them after making the layout; the playground's generated factory sets each one whose panel value
/// differs from the literal it was declared with (so an `init()` that sets another value keeps it until the
/// panel changes it).
///
///     final class Grid: UICollectionViewLayout { var columns = 3 }   // a `columns` slider, 0…12, default 3
///
/// Only stored, internal-or-wider, instance `var`s with a literal default of type `Int`, `CGFloat`, `Double`,
/// `Float` or `Bool` (written or inferred from the literal). Sizes, insets and enums are not offered yet.
enum UIKitSettableProperties {
    struct Property: Equatable {
        enum Kind: Equatable { case integer, float(String), bool }
        var name: String
        var kind: Kind
        var value: Double

        /// The parameter the panel shows.
        var parameter: UIKitLayoutPlan.Parameter {
            switch kind {
            case .bool:
                return .choice(name, default: value != 0 ? "true" : "false", words: ["true", "false"],
                               summary: "the layout's `\(name)` (Bool), set after it is made")
            case .integer, .float:
                let reach = max(10, 4 * abs(value))
                let lower = value < 0 ? -reach : 0
                let integer = kind == .integer
                return .number(name, default: value, range: lower...(integer ? reach.rounded() : reach), integer: integer,
                               summary: "the layout's `\(name)` (\(typeName)), set after it is made")
            }
        }

        var typeName: String {
            switch kind {
            case .integer: "Int"
            case .float(let t): t
            case .bool: "Bool"
            }
        }

        /// The factory's statement: set only when the panel's value is not the declared one.
        var assignment: String {
            let key = UIKitRewriter.literal(name)
            switch kind {
            case .bool:
                return "if let v = values[\(key)], v != \(value != 0 ? "\"true\"" : "\"false\"") { layout.\(name) = v == \"true\" }"
            case .integer:
                return "if let v = Double(values[\(key)] ?? \"\"), v != \(value) { layout.\(name) = Int(v) }"
            case .float(let t):
                return "if let v = Double(values[\(key)] ?? \"\"), v != \(value) { layout.\(name) = \(t)(v) }"
            }
        }
    }

    /// The settable properties a class declares (in its body; not in extensions, where stored properties cannot be).
    static func properties(of block: MemberBlockSyntax) -> [Property] {
        block.members.flatMap { item -> [Property] in
            guard let v = item.decl.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.var) else { return [] }
            let blocked: Set<String> = ["private", "fileprivate", "static", "class", "lazy", "weak", "unowned"]
            if v.modifiers.contains(where: { blocked.contains($0.name.text) }) { return [] }
            return v.bindings.compactMap { b -> Property? in
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initial = b.initializer?.value else { return nil }
                if let accessors = b.accessorBlock?.accessors {
                    // Observers keep it stored; a getter makes it computed.
                    guard case .accessors(let list) = accessors,
                          list.allSatisfy({ ["didSet", "willSet"].contains($0.accessorSpecifier.text) }) else { return nil }
                }
                let written = b.typeAnnotation?.type.trimmedDescription
                return property(name: name, type: written, literal: initial)
            }
        }
    }

    static func property(name: String, type: String?, literal: ExprSyntax) -> Property? {
        var expr = literal
        var sign = 1.0
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { sign = -1; expr = p.expression }
        if let b = expr.as(BooleanLiteralExprSyntax.self) {
            guard type == nil || type == "Bool" else { return nil }
            return Property(name: name, kind: .bool, value: b.literal.tokenKind == .keyword(.true) ? 1 : 0)
        }
        if let i = expr.as(IntegerLiteralExprSyntax.self), let n = Double(i.literal.text.replacingUnderscores) {
            switch type {
            case nil, "Int": return Property(name: name, kind: .integer, value: sign * n)
            case "CGFloat", "Double", "Float": return Property(name: name, kind: .float(type!), value: sign * n)
            default: return nil
            }
        }
        if let f = expr.as(FloatLiteralExprSyntax.self), let n = Double(f.literal.text.replacingUnderscores) {
            switch type {
            case nil: return Property(name: name, kind: .float("Double"), value: sign * n)
            case "CGFloat", "Double", "Float": return Property(name: name, kind: .float(type!), value: sign * n)
            default: return nil
            }
        }
        return nil
    }

    /// The settable properties of `name` and the classes of the files it descends from (nearest first, one each).
    static func chain(_ name: String, scans: [UIKitFileScan]) -> [Property] {
        var byName: [String: UIKitFileScan.ClassInfo] = [:]
        for scan in scans { for c in scan.classes { byName[c.name] = c } }
        var found: [Property] = [], seen: Set<String> = [], current = name
        var visited: Set<String> = []
        while visited.insert(current).inserted, let c = byName[current] {
            for p in c.settable where seen.insert(p.name).inserted { found.append(p) }
            guard let s = c.superclass else { break }
            current = s
        }
        return found
    }
}

private extension String {
    var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
