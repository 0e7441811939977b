import SwiftSyntax

/// `#keyPath(UIView.bounds)`: a key-path string expression, which Swift compiles only with the Objective-C runtime
/// ("'#keyPath' can only be used with the Objective-C runtime" on Linux). Its value is a plain string the compiler
/// spells out: "A key-path string expression lets you access the string used to refer to a property in Objective-C
/// … for use in key-value coding and key-value observing APIs" and "Inside a class, a key-path string expression
/// can refer to a property of that class without including the class name" (The Swift Programming Language,
/// Expressions, "Key-Path String Expression"; its example `#keyPath(SomeClass.someProperty)` is "someProperty").
/// So the rewrite writes the string: the property path without the leading type name, padded with spaces to the
/// expression's width so the line's later columns stay (`#keyPath(UIView.bounds)` → `"bounds"` and 15 spaces). The
/// string reaches UIKit's string key-value observing (`addObserver(_:forKeyPath:options:context:)`, UIResponder).
///
/// Decided where Swift reads types the rewrite cannot see: the leading components that start with a capital letter
/// are the type (`UIView`, `Module.Type`); the rest, lower-case by Cocoa's naming, is the path (`#keyPath(Person.
/// friend.name)` → "friend.name"). A path of capitals only is left as written (the compiler's error stays).
extension UIKitRewriteVisitor {
    /// The string `#keyPath(argument)` stands for, or nil when the argument is not a plain dotted path.
    static func keyPathString(_ argument: ExprSyntax) -> String? {
        var names: [String] = []
        var expr: ExprSyntax? = argument
        while let e = expr {
            if let member = e.as(MemberAccessExprSyntax.self) {
                guard member.declName.argumentNames == nil else { return nil }
                names.insert(member.declName.baseName.text, at: 0)
                expr = member.base
            } else if let ref = e.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil {
                names.insert(ref.baseName.text, at: 0)
                expr = nil
            } else { return nil }
        }
        let path = names.drop { $0.first?.isUppercase == true }
        return path.isEmpty ? nil : path.joined(separator: ".")
    }

    /// `#keyPath(Type.property.sub)` → `"property.sub"`, the same width; true when rewritten.
    func rewriteKeyPathString(_ node: MacroExpansionExprSyntax) -> Bool {
        guard node.macroName.text == "keyPath", node.arguments.count == 1, node.arguments.first?.label == nil,
              node.trailingClosure == nil, let argument = node.arguments.first?.expression,
              let path = Self.keyPathString(argument) else { return false }
        let written = node.trimmedDescription
        var text = UIKitRewriter.literal(path)
        // Padded to the width written, when on one line (a literal is always shorter than `#keyPath(…)`).
        if !written.contains("\n"), written.count > text.count { text += String(repeating: " ", count: written.count - text.count) }
        edits.append(SourceEdit(start: start(node), end: end(node), text: text))
        note(node, "\(written) → \(UIKitRewriter.literal(path)) (the key path's string, as the compiler gives it on iOS)")
        return true
    }
}
