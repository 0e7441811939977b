import SwiftSyntax

/// Whether code sits in a `#if` clause that an iOS build leaves out (`#if os(tvOS)`, `#if os(macOS)`, the `#else`
/// of `#if os(iOS)`): the rewrite never moves or removes members there, since iOS's compiler never sees them (a
/// tvOS-only `extension ViewController { override func didUpdateFocus … }` moved into the class compiled code
/// iOS does not: HorizontalStickyHeaderLayout's example controller).
enum UIKitIfConfigOnIOS {
    /// True when some `#if` clause around `node` is known to be inactive on iOS; false when every one is active or
    /// cannot be decided here (left to the compiler, as before).
    static func isInactive(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = node.parent
        while let n = current {
            if let clause = n.as(IfConfigClauseSyntax.self), active(clause) == false { return true }
            current = n.parent
        }
        return false
    }

    /// Whether `clause` is compiled on iOS: its own condition, or for `#elseif` / `#else` also that no earlier
    /// clause was; nil when a condition cannot be decided.
    static func active(_ clause: IfConfigClauseSyntax) -> Bool? {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
        for c in list {
            let value: Bool? = c.condition.map(evaluate) ?? true   // `#else`
            if c.id == clause.id { return value }
            switch value {
            case true?: return false   // an earlier clause is taken
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// A condition's value on iOS: `os(…)`, `targetEnvironment(simulator)`, `canImport(UIKit)` (as the rewrite
    /// resolves them), `DEBUG` (the playground compiles as Xcode's Debug), `!`, `&&`, `||`, parentheses.
    static func evaluate(_ expr: ExprSyntax) -> Bool? {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let value = valueOnIOS(call) { return value }
            return call.calledExpression.trimmedDescription == "os" ? false : nil
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text == "DEBUG" ? true : nil }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            return combine(infix.leftOperand, infix.operator.trimmedDescription, infix.rightOperand)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            guard parts.count == 3 else { return nil }
            return combine(parts[0], parts[1].trimmedDescription, parts[2])
        }
        return nil
    }

    private static func combine(_ l: ExprSyntax, _ op: String, _ r: ExprSyntax) -> Bool? {
        let a = evaluate(l), b = evaluate(r)
        switch op {
        case "&&": return a == false || b == false ? false : (a == true && b == true ? true : nil)
        case "||": return a == true || b == true ? true : (a == false && b == false ? false : nil)
        default: return nil
        }
    }

    /// The calls `os(…)`, `canImport(…)`, `targetEnvironment(…)`, … of a condition, at any depth: a parenthesized
    /// condition puts two nodes that are not expressions (the tuple's element list, then its element) between the
    /// tuple and the call, as in EasyPeasy's `#if !(os(iOS) || os(tvOS))` before `import AppKit`.
    static func atoms(_ expr: ExprSyntax) -> [FunctionCallExprSyntax] {
        if let call = expr.as(FunctionCallExprSyntax.self) { return [call] }
        func inside(_ node: Syntax) -> [FunctionCallExprSyntax] {
            node.children(viewMode: .sourceAccurate).flatMap { child -> [FunctionCallExprSyntax] in
                if let e = child.as(ExprSyntax.self) { return atoms(e) }
                return inside(child)
            }
        }
        return inside(Syntax(expr))
    }

    /// The value of a condition atom on iOS where it differs from Linux's (nil: leave it to the compiler).
    static func valueOnIOS(_ call: FunctionCallExprSyntax) -> Bool? {
        let function = call.calledExpression.trimmedDescription
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch (function, argument) {
        case ("os", "iOS"): return true
        case ("os", "Linux"): return false
        case ("os", _): return nil   // macOS, tvOS, watchOS, visionOS: false on both
        // The playground stands where the simulator would: the code written for it (no camera, no haptics) fits.
        case ("targetEnvironment", "simulator"): return true
        case ("canImport", "UIKit"), ("canImport", "QuartzCore"), ("canImport", "CoreGraphics"): return true
        // Apple's `os` and `OSLog` are the PlaygroundOS module here; a file's import of either becomes
        // `import PlaygroundOS` (docs/uikit.md, Package.swift says why).
        case ("canImport", "os"), ("canImport", "OSLog"): return true
        case ("canImport", "AppKit"), ("canImport", "Cocoa"): return false
        default: return nil
        }
    }
}
