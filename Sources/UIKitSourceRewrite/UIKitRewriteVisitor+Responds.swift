import SwiftSyntax

/// `x.responds(to: #selector(P.method(_:with:)))`: the Objective-C runtime's method lookup. The selector becomes
/// `Selector("method(_:with:)")`, the method's name, which `responds(to:)` looks up in the table of the loaded
/// files' methods the entry point registers (UIKitLayoutPlan+Makers; UIKit's `PlaygroundSelectors`).
extension UIKitRewriteVisitor {
    /// The method name a `#selector` argument names: `method(_:with:)`, or `method` when written without labels.
    static func selectorName(_ argument: ExprSyntax) -> String? {
        if let ref = argument.as(DeclReferenceExprSyntax.self) { return ref.trimmedDescription }
        if let member = argument.as(MemberAccessExprSyntax.self) { return member.declName.trimmedDescription }
        return nil
    }

    /// Whether `node` is the argument of a `responds(to:)` call.
    static func isRespondsArgument(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "to",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let called = call.calledExpression
        let name = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "responds" && call.arguments.count == 1
    }

    /// `#selector(P.method(_:))` as `responds(to:)`'s argument → `Selector("method(_:)")`; true when rewritten.
    func rewriteRespondsSelector(_ node: MacroExpansionExprSyntax) -> Bool {
        guard Self.isRespondsArgument(node), let argument = node.arguments.first?.expression,
              let name = Self.selectorName(argument) else { return false }
        let text = "Selector(\(UIKitRewriter.literal(name)))"
        edits.append(SourceEdit(start: start(node), end: end(node), text: text))
        note(node, "#selector(\(argument.trimmedDescription)) in responds(to:) → \(text) (answered from the loaded files' methods)")
        return true
    }

    /// The method names of `type`'s declarations in `members` (`name(a:_:)` and `name`), for the table.
    static func methodNames(_ members: MemberBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in members {
            guard let f = item.decl.as(FunctionDeclSyntax.self) else { continue }
            let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            names.insert(f.name.text)
            names.insert("\(f.name.text)(\(labels))")
        }
        return names
    }
}

/// An optional requirement of the files' own protocols read as a value (`if let tap = delegate?.didTapCard`): on iOS
/// nil when the delegate does not implement it; here the requirement has a default, so the value is given only when
/// the object's class declares the method (`PlaygroundSelectors.ifImplemented`, from the same table).
extension UIKitRewriteVisitor {
    func rewriteOptionalRequirementValue(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        guard userOptionalFunctionNames.contains(name), let base = node.base else { return }
        // A name UIKit's classes declare as a property (`self.collectionView`, a layout's; `controller.tableView`),
        // read without labels: that property, not a UIKit-style requirement `collectionView(_:layout:…)` of the same
        // base name (devxoul/UICollectionViewFlexLayout's `guard let collectionView = self.collectionView` became nil).
        if node.declName.argumentNames == nil, Self.uikitPropertyNames.contains(name) { return }
        // Called (`d.f(…)`, `d?.f?(…)`, `d.f!(…)`): the optional-call rewrite's.
        var parent = node.parent
        while let p = parent, p.is(OptionalChainingExprSyntax.self) || p.is(ForceUnwrapExprSyntax.self) { parent = p.parent }
        if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.range.contains(node.range) { return }
        // Read as an optional value: through `?.` (`delegate?.didTapCard`) or bound (`if let f = delegate.didTapCard`).
        // Anything else (`layout.numberOfColumns = 3`, a class's own property that shares the requirement's name) is
        // left alone: it is not the requirement.
        let chained = base.is(OptionalChainingExprSyntax.self)
        let bound = node.parent?.is(InitializerClauseSyntax.self) == true
            && node.parent?.parent?.is(OptionalBindingConditionSyntax.self) == true
        guard chained || bound, !Self.isAssigned(node) else { return }
        // The receiver, written again: only a plain name or a chain of names (`delegate`, `self.delegate`).
        let receiver = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        guard Self.isPlainReference(receiver), receiver.trimmedDescription.split(separator: ".").last?.first?.isLowercase == true
        else { return }
        // Inside `#selector(…)` or another macro: a method reference, not a value.
        var ancestor = node.parent
        while let a = ancestor {
            if a.is(MacroExpansionExprSyntax.self) { return }
            ancestor = a.parent
        }
        let selector = UIKitRewriter.literal(node.declName.trimmedDescription)
        // A requirement whose return type the rewrite widened (`-> Bool` is `-> Bool?` here) gives a function whose
        // result is optional; iOS's value returns the requirement's own type (FSPagerView's
        // `guard let function = self.delegate?.pagerView(_:shouldHighlightItemAt:)` then `return function(self, index)`),
        // so the value unwraps the result: the class declares the method, whose widened witness never returns nil.
        let labels = node.declName.argumentNames.map { $0.arguments.map(\.name.text) }
        let requirements = (optionalFunctions[name] ?? []).filter { labels == nil || $0.labels == labels }
        let unwrapping = !requirements.isEmpty && requirements.allSatisfy(\.widensReturn)
        let function = unwrapping ? "ifImplementedUnwrappingResult" : "ifImplemented"
        edits.append(SourceEdit(start: start(node), end: start(node),
                                text: "PlaygroundSelectors.\(function)(\(receiver.trimmedDescription), \(selector), "))
        edits.append(SourceEdit(start: end(node), end: end(node), text: ")"))
        note(node, "optional requirement \(name) read as a value → nil unless the object's class declares it")
    }

    /// Properties of UIKit's classes whose names UIKit-style delegate methods take as their base name.
    static let uikitPropertyNames: Set<String> = ["collectionView", "tableView", "scrollView", "view", "window", "layer",
                                                  "navigationController", "tabBarController", "searchBar", "pickerView"]

    /// Whether `node` is what an assignment writes (`x?.name = …`, `x?.name += …`): the left of a sequence's
    /// assignment or compound-assignment operator.
    static func isAssigned(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let p = current.parent, p.is(OptionalChainingExprSyntax.self) || p.is(ForceUnwrapExprSyntax.self) { current = p }
        guard let list = current.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let i = elements.firstIndex(where: { $0.id == current.id }), i + 1 < elements.count else { return false }
        let next = elements[i + 1]
        if next.is(AssignmentExprSyntax.self) { return true }
        if let op = next.as(BinaryOperatorExprSyntax.self) { return op.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op.operator.text) }
        return false
    }

    /// `delegate`, `self.delegate`, `a.b.c`: names only.
    static func isPlainReference(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return isPlainReference(base) }
        return false
    }
}
