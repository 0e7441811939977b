import SwiftSyntax

/// Objective-C runtime idioms that have an honest Swift reading on Linux (no ObjC runtime here; docs/uikit.md,
/// "Objective-C idioms"):
/// - `#keyPath(a.b)` is the key path's string: the Swift book ("Key-Path String Expression") says it "is replaced
///   by the key path as a string literal"; a leading type name is not part of the string (`#keyPath(UIView.frame)`
///   is `"frame"`). Here it becomes that literal (the compile-time check that the properties are `@objc` is lost).
/// - `(x as AnyObject).cgRectValue`: Objective-C's member lookup on `AnyObject` (a KVO change's old value, a
///   notification's `userInfo` frame), an optional that is nil when the object has no such member. The only
///   classes with these members are `NSValue`'s, so it becomes `(x as? NSValue)?.cgRectValue`: the same optional,
///   the same values.
extension UIKitRewriteVisitor {
    /// `#keyPath(…)` → its string literal; true when rewritten.
    func rewriteKeyPathString(_ node: MacroExpansionExprSyntax) -> Bool {
        guard node.macroName.text == "keyPath", node.arguments.count == 1,
              let argument = node.arguments.first?.expression else { return false }
        var components = argument.trimmedDescription.split(separator: ".").map { $0.trimmingWhitespace }
        guard !components.isEmpty, components.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!" } })
        else { return false }
        // `#keyPath(Type.property)`: the type names where the path starts; it is not in the string.
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        let path = components.map { $0.filter { $0 != "?" && $0 != "!" } }.joined(separator: ".")
        let text = UIKitRewriter.literal(path)
        edits.append(SourceEdit(start: start(node), end: end(node), text: text))
        note(node, "#keyPath(\(argument.trimmedDescription)) → \(text) (the key path's string)")
        return true
    }

    /// NSValue's members that Objective-C code reads through `AnyObject` (NSValue+UIKit, NSValue's own).
    static let nsValueMembers: Set<String> = [
        "cgRectValue", "cgPointValue", "cgSizeValue", "cgVectorValue", "cgAffineTransformValue",
        "uiEdgeInsetsValue", "directionalEdgeInsetsValue", "uiOffsetValue", "caTransform3DValue",
        "rectValue", "pointValue", "sizeValue", "rangeValue",
    ]

    /// `(x as AnyObject).cgRectValue` → `(x as? NSValue)?.cgRectValue`.
    func rewriteAnyObjectValueLookup(_ node: MemberAccessExprSyntax) {
        guard Self.nsValueMembers.contains(node.declName.baseName.text),
              let tuple = node.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
              tuple.elements.first?.label == nil,
              let sequence = tuple.elements.first?.expression.as(SequenceExprSyntax.self) else { return }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
              cast.questionOrExclamationMark == nil,
              let type = elements[2].as(TypeExprSyntax.self), type.type.trimmedDescription == "AnyObject" else { return }
        edits.append(SourceEdit(start: start(cast.asKeyword), end: end(type), text: "as? NSValue"))
        edits.append(SourceEdit(start: end(tuple), end: end(tuple), text: "?"))
        note(node, "(… as AnyObject).\(node.declName.baseName.text) → (… as? NSValue)?.\(node.declName.baseName.text) (Objective-C's AnyObject lookup)")
    }
}

private extension Substring {
    var trimmingWhitespace: Substring {
        var s = self
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return s
    }
}
