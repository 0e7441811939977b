import SwiftSyntax

/// An Objective-C runtime idiom that has an honest Swift reading on Linux (no ObjC runtime here; docs/uikit.md,
/// "Loading UIKit files"; `#keyPath` is UIKitRewriteVisitor+KeyPathString's):
/// - `(x as AnyObject).cgRectValue`: Objective-C's member lookup on `AnyObject` (a KVO change's old value, a
///   notification's `userInfo` frame), an optional that is nil when the object has no such member. The only
///   classes with these members are `NSValue`'s, so it becomes `(x as? NSValue)?.cgRectValue`: the same optional,
///   the same values.
extension UIKitRewriteVisitor {
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
