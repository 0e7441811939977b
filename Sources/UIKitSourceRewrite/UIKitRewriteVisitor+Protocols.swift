import SwiftSyntax

/// Optional requirements of the files' protocols (their defaults, widened returns) and the optional calls that reach
/// them.
extension UIKitRewriteVisitor {
    // MARK: - Optional requirements

    /// A protocol's optional requirements: `optional` blanked, defaults generated, `T` widened to `T?`.
    func rewriteProtocol(_ node: ProtocolDeclSyntax) {
        classBound(node)
        var members: [String] = []
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        for item in node.memberBlock.members {
            // `@available(*, unavailable, renamed: …)` on an optional requirement of an `@objc` protocol (the
            // Objective-C era's renamed delegate methods, WaterfallKit's `sizeForItemAtIndexPath`): Swift allows an
            // unavailable requirement only in an `@objc` protocol ("protocol members can only be marked
            // unavailable in an '@objc' protocol"), and `@objc` is removed here. The attribute is blanked: the
            // requirement, optional, gets its default like the others, so no conforming type must implement it
            // (as on iOS); the files compiled on iOS, so none calls it.
            if isObjC, item.decl.as(FunctionDeclSyntax.self)?.modifiers.contains(where: UIKitFileScan.isOptionalModifier) == true
                || item.decl.as(VariableDeclSyntax.self)?.modifiers.contains(where: UIKitFileScan.isOptionalModifier) == true {
                let attributes = item.decl.as(FunctionDeclSyntax.self)?.attributes ?? item.decl.as(VariableDeclSyntax.self)?.attributes
                for attribute in attributes ?? [] {
                    guard let a = attribute.as(AttributeSyntax.self), a.attributeName.trimmedDescription == "available",
                          let arguments = a.arguments?.trimmedDescription,
                          arguments.split(separator: ",").contains(where: { $0.filter { !$0.isWhitespace } == "unavailable" })
                    else { continue }
                    edits.append(.blank(start(a), end(a), in: bytes))
                    note(a, "@available(*, unavailable) removed from an optional requirement of an @objc protocol "
                         + "(Swift allows it only there; @objc is removed)")
                }
            }
            // `weak var delegate: D? { get set }` in a protocol: Swift 4 code that Xcode still builds in its
            // Swift 4 mode (a warning there); an error in Swift 5. A requirement says nothing of storage: blanked.
            if let v = item.decl.as(VariableDeclSyntax.self),
               let w = v.modifiers.first(where: { ["weak", "unowned"].contains($0.name.text) }) {
                edits.append(.blank(start(w), end(w), in: bytes))
                note(w, "\(w.name.text) removed from a protocol's property requirement (Swift 5 refuses it)")
            }
            if let f = item.decl.as(FunctionDeclSyntax.self), let m = f.modifiers.first(where: UIKitFileScan.isOptionalModifier) {
                edits.append(.blank(start(m), end(m), in: bytes))
                let widen = UIKitFileScan.widens(f.signature.returnClause?.type)
                if widen, let type = f.signature.returnClause?.type {
                    edits.append(SourceEdit(start: end(type), end: end(type), text: "?"))
                }
                let isVoid = f.signature.returnClause.map { ["Void", "()"].contains($0.type.trimmedDescription) } ?? true
                members.append("    \(Self.strippedSignature(f, widen: widen)) { \(isVoid ? "" : "nil") }")
                note(f, "optional requirement \(f.name.text) → " + (widen ? "returns \(f.signature.returnClause!.type.trimmedDescription)? with a nil default"
                                                                   : "a default that does nothing"))
            } else if let v = item.decl.as(VariableDeclSyntax.self), let m = v.modifiers.first(where: UIKitFileScan.isOptionalModifier),
                      let binding = v.bindings.first, let type = binding.typeAnnotation?.type {
                edits.append(.blank(start(m), end(m), in: bytes))
                let widen = UIKitFileScan.widens(type)
                if widen { edits.append(SourceEdit(start: end(type), end: end(type), text: "?")) }
                let static_ = v.modifiers.contains { $0.name.text == "static" } ? "static " : ""
                members.append("    \(static_)var \(binding.pattern.trimmedDescription): \(type.trimmedDescription)\(widen ? "?" : "") { nil }")
                note(v, "optional requirement \(binding.pattern.trimmedDescription) → \(type.trimmedDescription)\(widen ? "?" : "") with a nil default")
            }
        }
        if !members.isEmpty {
            let access = node.modifiers.first { ["public", "open"].contains($0.name.text) }.map { _ in "public " } ?? ""
            defaults.append("\(access)extension \(node.name.text) {\n" + members.joined(separator: "\n") + "\n}")
        }
    }

    /// An `@objc` protocol is class-bound (`weak var delegate: P?` relies on it); without `@objc` it must say so:
    /// `: AnyObject` after the name, or `, AnyObject` after its inherited protocols, unless one of them is already
    /// class-bound (`AnyObject`, `class`, `NSObjectProtocol`, UIKit's delegate protocols).
    func classBound(_ node: ProtocolDeclSyntax) {
        guard node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" })
        else { return }
        let bound: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
        if let clause = node.inheritanceClause {
            let names = clause.inheritedTypes.map { UIKitFileScan.lastName($0.type) }
            if names.contains(where: { bound.contains($0) || UIKitProtocols.optionalRequirements[$0] != nil }) { return }
            if let last = clause.inheritedTypes.last {
                edits.append(SourceEdit(start: end(last.type), end: end(last.type), text: ", AnyObject"))
                note(node.name, "@objc protocol \(node.name.text) is class-bound: AnyObject added")
            }
        } else {
            let after = node.primaryAssociatedTypeClause.map { end($0) } ?? end(node.name)
            edits.append(SourceEdit(start: after, end: after, text: ": AnyObject"))
            note(node.name, "@objc protocol \(node.name.text) is class-bound: AnyObject added")
        }
    }

    static func isOptionalType(_ type: TypeSyntax?) -> Bool {
        type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    }

    /// `func name<T>(params) throws -> Type? where …` without attributes, `optional` and other modifiers but `static`
    /// and `mutating`; `widen` adds the `?`.
    static func strippedSignature(_ f: FunctionDeclSyntax, widen: Bool) -> String {
        let kept = f.modifiers.filter { ["static", "mutating", "class"].contains($0.name.text) }
            .map { $0.name.text == "class" ? "static" : $0.name.text }
        let generics = f.genericParameterClause?.trimmedDescription ?? ""
        let effects = f.signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
        let returns = f.signature.returnClause.map { " -> " + $0.type.trimmedDescription + (widen ? "?" : "") } ?? ""
        let whereClause = f.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        return (kept + ["func \(f.name.text)\(generics)\(f.signature.parameterClause.trimmedDescription)\(effects)\(returns)\(whereClause)"])
            .joined(separator: " ")
    }

    /// The optional requirement a call `….name?(labels…)` reaches, if any. The receiver's type is not known here:
    /// when requirements of several protocols have those labels (a user's `@objc optional func collectionView(_:
    /// layout:sizeForItemAt:) -> CGFloat` beside UIKit's), the call widens if any of them does, and gets
    /// `.playgroundIfImplemented` only if all of them are UIKit's that report their default.
    func requirement(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax) -> UIKitFileScan.OptionalRequirement? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let matches = optionalFunctions[member.declName.baseName.text]?.filter { $0.labels == labels } ?? []
        guard var first = matches.first else { return nil }
        first.widensReturn = matches.contains(where: \.widensReturn)
        first.reportsDefault = matches.allSatisfy(\.reportsDefault)
        return first
    }

    /// `x?.f?(…)` → `x?.f (…)`; `x.f!(…)` → `x.f(…)!` when `f` now returns an optional, else `x.f(…)`. A call of
    /// UIKit's requirement whose default reports that it answered gets `.playgroundIfImplemented` after it: nil when
    /// the default answered, so `guard let s = d.collectionView?(…)` binds as on iOS.
    func rewriteOptionalCall(_ node: FunctionCallExprSyntax) {
        if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chain.expression.as(MemberAccessExprSyntax.self), let r = requirement(member, node) {
            edits.append(.blank(start(chain.questionMark), end(chain.questionMark), in: bytes))
            let name = member.declName.baseName.text
            if r.reportsDefault {
                // Followed by `.x` or `?.x`: the optional chain goes on through the new optional.
                let continues = node.parent?.is(MemberAccessExprSyntax.self) == true
                    || node.parent?.is(OptionalChainingExprSyntax.self) == true
                let followedByChain = node.parent?.is(OptionalChainingExprSyntax.self) == true
                let suffix = ".playgroundIfImplemented" + (continues && !followedByChain ? "?" : "")
                edits.append(SourceEdit(start: end(node), end: end(node), text: suffix))
                note(chain.questionMark, "optional call \(name)?(…) → \(name)(…)\(suffix)")
            } else {
                note(chain.questionMark, "optional call \(name)?(…) → \(name)(…)")
            }
        } else if let force = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let member = force.expression.as(MemberAccessExprSyntax.self), let r = requirement(member, node) {
            let name = member.declName.baseName.text
            if r.widensReturn || r.reportsDefault {
                let suffix = r.reportsDefault ? ".playgroundIfImplemented!" : "!"
                edits.append(SourceEdit(start: start(force.exclamationMark), end: end(force.exclamationMark), text: ""))
                edits.append(SourceEdit(start: end(node), end: end(node), text: suffix))
                note(force.exclamationMark, "optional call \(name)!(…) → \(name)(…)\(suffix)")
            } else {
                edits.append(.blank(start(force.exclamationMark), end(force.exclamationMark), in: bytes))
                note(force.exclamationMark, "optional call \(name)!(…) → \(name)(…)")
            }
        }
    }
}
