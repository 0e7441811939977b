import SwiftSyntax

/// `type.init()`, `cellClass.init(frame:)`, `T.self.init(collectionViewLayout:)`: an initializer called on a
/// metatype value, which iOS's Objective-C runtime answers for any subclass and Swift here only for a `required`
/// initializer. The call becomes `PlaygroundMakers.make(type)` / `make(type, frame: …)`, answered from the makers the
/// generated entry point registers (UIKitLayoutPlan+Makers; docs/uikit.md, "The rewrite step").
extension UIKitRewriteVisitor {
    /// The initializers made from a metatype: their argument labels.
    static let metatypeInitializers: [[String]] = [[], ["frame"], ["collectionViewLayout"], ["nibName", "bundle"]]

    /// Whether `base` (the expression before `.init`) is a metatype value rather than a type's name: a variable or
    /// property (`type`, `self.cellClass`: a lower-case last name), `X.self`, or `type(of: x)`.
    func isMetatypeValue(_ base: ExprSyntax) -> Bool {
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            if isProtocolMetatypeParameter(ref) { return false }
            return ref.baseName.text.first?.isLowercase == true && ref.baseName.text != "self"
                || classGenericParameters.contains(ref.baseName.text)
        }
        if let member = base.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            return name == "self" && member.base != nil || name.first?.isLowercase == true
        }
        if let call = base.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
           call.arguments.first?.label?.text == "of" { return true }
        // `(attributes.viewClass as! UICollectionReusableView.Type).init(frame:)`, `viewClasses[kind]!.init(frame:)`,
        // `cellType!.init(frame:)`: a cast to a metatype, a metatype read from a collection or unwrapped. Decided
        // (NSObject.h: `+ (instancetype)alloc` then `- init…` are messages any class object answers, so on iOS such a
        // call compiles and runs for UIView's `initWithFrame:` whatever the class): made as a metatype value is.
        if let paren = base.as(TupleExprSyntax.self), paren.elements.count == 1, let inner = paren.elements.first,
           inner.label == nil {
            if let cast = inner.expression.as(AsExprSyntax.self) { return cast.type.is(MetatypeTypeSyntax.self) }
            // Unfolded (the rewrite reads the tree before operators are folded): `x`, `as!`, `T.Type`.
            if let sequence = inner.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self) {
                return Array(sequence.elements)[2].as(TypeExprSyntax.self)?.type.is(MetatypeTypeSyntax.self) == true
            }
            return isMetatypeValue(inner.expression)
        }
        if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { return isMetatypeValue(unwrapped.expression) }
        if let subscripted = base.as(SubscriptCallExprSyntax.self) {
            return isMetatypeValue(subscripted.calledExpression)
        }
        return false
    }

    /// Whether `ref` names a parameter of its function typed `T.Type` where `T` is that function's generic parameter
    /// and not constrained to a class (`func createLayout<T: PagingLayout>(layout: T.Type) -> T { layout.init() }`,
    /// Parchment): the protocol's `init` requirement makes `layout.init()` Swift's own call, as on iOS; only a class's
    /// metatype needs the Objective-C runtime.
    func isProtocolMetatypeParameter(_ ref: DeclReferenceExprSyntax) -> Bool {
        var parent = ref.parent
        while let p = parent, !p.is(FunctionDeclSyntax.self) { parent = p.parent }
        guard let f = parent?.as(FunctionDeclSyntax.self), let generics = f.genericParameterClause?.parameters,
              let parameter = f.signature.parameterClause.parameters.first(where: {
                  ($0.secondName ?? $0.firstName).text == ref.baseName.text }),
              let metatype = parameter.type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type",
              let generic = generics.first(where: { $0.name.text == metatype.baseType.trimmedDescription }) else { return false }
        let constraints = [generic.inheritedType.map(UIKitFileScan.lastName)].compactMap { $0 }
            + (f.genericWhereClause?.requirements.compactMap { r -> String? in
                guard let c = r.requirement.as(ConformanceRequirementSyntax.self),
                      c.leftType.trimmedDescription == generic.name.text else { return nil }
                return UIKitFileScan.lastName(c.rightType)
            } ?? [])
        return !constraints.isEmpty && constraints.allSatisfy {
            !$0.hasPrefix("UI") && !Self.isAppleClassName($0) && group.superclasses[$0] == nil && group.classFiles[$0] == nil
        }
    }

    /// `base.init(args)` → `PlaygroundMakers.make(base, args)`; `base.init()` → `PlaygroundMakers.make(base)`.
    func rewriteMetatypeInit(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base,
              node.trailingClosure == nil, let open = node.leftParen,
              Self.metatypeInitializers.contains(node.arguments.map { $0.label?.text ?? "_" }),
              isMetatypeValue(base) else { return }
        edits.append(SourceEdit(start: start(base), end: start(base), text: "PlaygroundMakers.make("))
        edits.append(SourceEdit(start: end(base), end: end(open), text: node.arguments.isEmpty ? "" : ", "))
        let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        note(member, "\(base.trimmedDescription).init(\(labels)) → PlaygroundMakers.make(\(base.trimmedDescription)\(node.arguments.isEmpty ? "" : ", …")) (no Objective-C runtime to make a class from its metatype)")
    }

    /// `T(frame: r)` where `T` is a generic parameter constrained to a class → `PlaygroundMakers.make(T.self, frame: r)`.
    func rewriteGenericParameterInit(_ node: FunctionCallExprSyntax) {
        guard let ref = node.calledExpression.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil,
              classGenericParameters.contains(ref.baseName.text), node.trailingClosure == nil, let open = node.leftParen,
              Self.metatypeInitializers.contains(node.arguments.map { $0.label?.text ?? "_" }) else { return }
        edits.append(SourceEdit(start: start(ref), end: start(ref), text: "PlaygroundMakers.make("))
        edits.append(SourceEdit(start: end(ref), end: end(open), text: node.arguments.isEmpty ? ".self" : ".self, "))
        note(ref, "\(ref.baseName.text)(…) → PlaygroundMakers.make(\(ref.baseName.text).self…) (a generic parameter's class, made from its metatype)")
    }

    /// The names of generic parameters constrained to UIKit's classes (`UI…`) or to the group's classes.
    static func classGenericParameters(_ tree: SourceFileSyntax, group: UIKitRewriter.Group) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var found: Set<String> = []
            let group: UIKitRewriter.Group
            init(_ group: UIKitRewriter.Group) { self.group = group; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
                if let constraint = node.inheritedType {
                    let name = UIKitFileScan.lastName(constraint)
                    if UIKitRewriteVisitor.isAppleClassName(name) && name.hasPrefix("UI") || group.superclasses[name] != nil {
                        found.insert(node.name.text)
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(group)
        finder.walk(tree)
        return finder.found
    }
}

/// `type(of: x).description()`: NSObject's class method `+description`, which Objective-C gives every class (the
/// class's name, NSStringFromClass: `Module.Class` for a Swift class). A metatype has no such member in Swift on
/// Linux: `String(reflecting: type(of: x))`, the module-qualified name (SnapKit's Debugging.swift).
extension UIKitRewriteVisitor {
    func rewriteClassDescription(_ node: FunctionCallExprSyntax) {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "description", member.declName.argumentNames == nil,
              let base = member.base?.as(FunctionCallExprSyntax.self),
              base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              base.arguments.count == 1, let argument = base.arguments.first, argument.label?.text == "of",
              argument.expression.is(DeclReferenceExprSyntax.self) else { return }
        let text = "String(reflecting: \(base.trimmedDescription))"
        edits.append(SourceEdit(start: start(node), end: end(node), text: text))
        note(node, "\(node.trimmedDescription) → \(text) (Objective-C's class description: the class's name)")
    }
}
