import SwiftParser
import SwiftSyntax

/// A generic container view (`struct Carousel<Content: View>: View { @ViewBuilder var content: Content … }`,
/// `struct CoverFlowView<Content: View, Item: RandomAccessCollection>` over `items: Item` and `content:
/// (Item.Element) -> Content`, `struct MasonryGrid<T: Identifiable, Content: View>` with `columns: Int`), in a file with
/// nothing else to lay out (swiftui13, swiftui14: a library's carousel, flow or masonry grid without a preview). The
/// playground makes it as a screen would use it, filled with the items: each content is a photo
/// (`Image("photo").resizable().aspectRatio(contentMode: .fit)`, the item's photo in an item view), a `@ViewBuilder`
/// content a `ForEach` of twelve photos, a collection of data twelve identifiable values, a key path to their id
/// `\.id`; a binding a constant (nil, 0, false); a struct of the file made with `init()` (a configuration whose
/// properties have defaults); numbers, booleans and the file's enums are panel parameters, as a layout's initializer
/// arguments are (`UIKitInitArguments`). Its memberwise initializer, or the first of its own initializers whose every
/// parameter without a default can be given. A view whose body does not scroll is put in a vertical `ScrollView`, as
/// a `Layout`'s items are (docs/swiftui.md, "A `Layout` as the playground's layout"). Decided: Xcode's canvas cannot
/// show such a view without a preview, so Apple has no answer; a view with an argument of another kind is not made,
/// and the file's message names it and the argument (`SwiftUILayoutPlan.make`).
enum SwiftUIGenericViews {
    struct Made {
        var name: String
        /// The view, made (`CoverFlowView(itemWidth: CGFloat(…values…), items: …, content: { _ in … })`), in a
        /// `ScrollView` when its body does not scroll.
        var call: String
        var support: String
        /// The panel parameters the call reads from `values`.
        var parameters: [UIKitLayoutPlan.Parameter] = []
        /// Whether the view's body scrolls (else the call is wrapped in a `ScrollView`).
        var scrolls: Bool
    }

    static let photo = "Image(\"photo\").resizable().aspectRatio(contentMode: .fit)"
    static let items = "ForEach(0..<12, id: \\.self) { _ in \(photo) }"
    static let itemType = "_PlaygroundGenericItem"
    static let itemArray = "(0..<12).map { \(itemType)(id: $0) }"
    static let support = """
        struct \(itemType): Identifiable, Hashable, Sendable { let id: Int }

        """

    /// The generic views of `tree`: the first that can be made (scrolling ones first, then the one named `stem`, then
    /// the file's order), and why each other one tried was not (`(name, reason)`).
    static func make(_ tree: SourceFileSyntax, stem: String, enums: [String: [String]] = [:],
                     integerLiterals: Set<String> = []) -> (made: Made?, refused: [(name: String, reason: String)]) {
        let candidates = tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.filter { s in
            s.genericParameterClause != nil
                && s.inheritanceClause?.inheritedTypes.contains { ["View", "SwiftUI.View"].contains($0.type.trimmedDescription) } == true
                && body(of: s) != nil
        }
        let structs = makeableStructs(tree)
        var refused: [(name: String, reason: String)] = []
        func rank(_ s: StructDeclSyntax) -> Int {
            (body(of: s).map(SwiftUILayoutPlan.scrolls) == true ? 0 : 2) + (s.name.text == stem ? 0 : 1)
        }
        for s in candidates.enumerated().sorted(by: { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }).map(\.element) {
            switch call(s, structs: structs, enums: enums, integerLiterals: integerLiterals) {
            case .success(let made):
                let scrolls = body(of: s).map(SwiftUILayoutPlan.scrolls) == true
                return (Made(name: s.name.text, call: scrolls ? made.call : "ScrollView { \(made.call) }", support: support,
                             parameters: made.parameters, scrolls: scrolls), refused)
            case .failure(let reason):
                refused.append((s.name.text, reason.text))
            }
        }
        return (nil, refused)
    }

    static func body(of s: StructDeclSyntax) -> String? {
        s.memberBlock.members.first { m in
            m.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == "body" } ?? false
        }?.trimmedDescription
    }

    /// The file's structs (top level, or nested in its types) that `init()` makes: every stored property has a value
    /// or is an optional `var` (`struct Config { var spacing: CGFloat = 10 … }`).
    static func makeableStructs(_ tree: SourceFileSyntax) -> Set<String> {
        final class Scan: SyntaxVisitor {
            var found: Set<String> = []
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.genericParameterClause == nil, !SwiftUIViewArguments.needsArguments(node.memberBlock) {
                    found.insert(node.name.text)
                }
                return .visitChildren
            }
        }
        let scan = Scan(viewMode: .sourceAccurate)
        scan.walk(tree)
        return scan.found
    }

    struct Reason: Error { var text: String }
    struct Call { var call: String; var parameters: [UIKitLayoutPlan.Parameter] }

    /// The generic parameters of `s` by kind: views (`Content: View`), data (`T: Identifiable`, `Item:
    /// RandomAccessCollection`, unconstrained), or one the playground cannot fill (`L: Layout`: the reason).
    static func kinds(_ s: StructDeclSyntax) -> Result<(views: Set<String>, data: Set<String>, collections: Set<String>), Reason> {
        var views: Set<String> = [], data: Set<String> = [], collections: Set<String> = []
        let collectionWords: Set<String> = ["RandomAccessCollection", "Collection", "Sequence", "BidirectionalCollection"]
        let dataWords: Set<String> = ["Identifiable", "Hashable", "Equatable", "Sendable", "Comparable", ""]
        for g in s.genericParameterClause?.parameters ?? [] {
            let constraint = g.inheritedType?.trimmedDescription ?? ""
            let parts = Set(constraint.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) })
            if parts == ["View"] || parts == ["SwiftUI.View"] { views.insert(g.name.text) }
            else if !parts.isDisjoint(with: collectionWords), parts.isSubset(of: collectionWords.union(dataWords)) {
                collections.insert(g.name.text)
            } else if parts.isSubset(of: dataWords) || parts.isEmpty { data.insert(g.name.text) }
            else { return .failure(Reason(text: "its type parameter \(g.name.text): \(constraint) is not filled here")) }
        }
        return .success((views, data, collections))
    }

    /// The view made with its memberwise initializer or one of its own, or why it cannot be.
    static func call(_ s: StructDeclSyntax, structs: Set<String> = [], enums: [String: [String]] = [:],
                     integerLiterals: Set<String> = []) -> Result<Call, Reason> {
        let k: (views: Set<String>, data: Set<String>, collections: Set<String>)
        switch kinds(s) {
        case .success(let found): k = found
        case .failure(let reason): return .failure(reason)
        }
        let filler = Filler(views: k.views, data: k.data, collections: k.collections, structs: structs,
                            enums: enums.merging(SwiftUIInitArguments.swiftUIEnums) { own, _ in own },
                            integerLiterals: integerLiterals)
        let inits = s.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { $0.optionalMark == nil && !$0.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } }
        if !inits.isEmpty {
            var first: Reason?
            for i in inits {
                var arguments: [String] = [], parameters: [UIKitLayoutPlan.Parameter] = []
                var failed: Reason?
                for p in i.signature.parameterClause.parameters where p.defaultValue == nil {
                    let name = p.secondName?.text ?? p.firstName.text
                    switch filler.value(name: name, type: p.type.trimmedDescription, builder: p.type.trimmedDescription.contains("@ViewBuilder")) {
                    case .success(let v):
                        arguments.append(p.firstName.text == "_" ? v.value : "\(p.firstName.text): \(v.value)")
                        parameters += v.parameters
                    case .failure(let r): failed = r
                    }
                    if failed != nil { break }
                }
                if let failed { first = first ?? failed; continue }
                return .success(Call(call: "\(s.name.text)(\(arguments.joined(separator: ", ")))", parameters: parameters))
            }
            return .failure(first ?? Reason(text: "none of its initializers can be called"))
        }
        var arguments: [String] = [], parameters: [UIKitLayoutPlan.Parameter] = []
        for member in s.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
            let attributes = v.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            if attributes.contains(where: { SwiftUIViewArguments.environmentWrappers.contains($0) }) { continue }
            let builder = attributes.contains("ViewBuilder")
            let binding = attributes == ["Binding"]
            let wrapped = !binding && attributes.contains { $0 != "ViewBuilder" }
            for b in v.bindings {
                guard b.accessorBlock == nil, b.initializer == nil,
                      let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                guard let type = b.typeAnnotation?.type.trimmedDescription else {
                    return .failure(Reason(text: "its property \(name) has no written type"))
                }
                if v.bindingSpecifier.text == "var" && !binding && (type.hasSuffix("?") || type.hasSuffix("!")) { continue }
                if wrapped {
                    // `@State var x: T` without a value is an argument of the memberwise initializer too.
                    return .failure(Reason(text: "its property \(name) (\(attributes.map { "@" + $0 }.joined(separator: " "))) needs a value"))
                }
                switch filler.value(name: name, type: binding ? "Binding<\(type)>" : type, builder: builder) {
                case .success(let value):
                    arguments.append("\(name): \(value.value)")
                    parameters += value.parameters
                case .failure(let reason): return .failure(reason)
                }
            }
        }
        return .success(Call(call: "\(s.name.text)(\(arguments.joined(separator: ", ")))", parameters: parameters))
    }

    /// What the playground gives one argument, by its type.
    struct Filler {
        var views: Set<String>, data: Set<String>, collections: Set<String>, structs: Set<String>
        var enums: [String: [String]], integerLiterals: Set<String>

        /// Whether `input` (a closure's parameter type) is one of the data's elements (`T`, `Data.Element`, `Int`).
        func isElement(_ input: String) -> Bool {
            data.contains(input) || input == "Int" || collections.contains { input == "\($0).Element" }
                || data.contains { input == "Binding<\($0)>" }
        }

        func value(name: String, type written: String, builder: Bool) -> Result<(value: String, parameters: [UIKitLayoutPlan.Parameter]), Reason> {
            var t = written.filter { !$0.isWhitespace }
            for attribute in ["@ViewBuilder", "@escaping", "@MainActor", "@Sendable"] { t = t.replacing(attribute, with: "") }
            if views.contains(t) { return .success((builder ? "{ \(items) }" : items, [])) }
            if views.contains(where: { t == "()->\($0)" }) { return .success(("{ \(items) }", [])) }
            if views.contains(where: { t == "[\($0)]" }) { return .success(("Array(repeating: \(photo), count: 12)", [])) }
            if let arrow = t.range(of: ")->"), t.hasPrefix("("), views.contains(String(t[arrow.upperBound...])) {
                let inputs = t[t.index(after: t.startIndex)..<arrow.lowerBound].split(separator: ",").map(String.init)
                guard let first = inputs.first, isElement(first), inputs.dropFirst().allSatisfy({ $0 == "Int" || isElement($0) }) else {
                    return .failure(Reason(text: "its argument \(name): \(written) is not filled here"))
                }
                return .success(("{ \(inputs.map { _ in "_" }.joined(separator: ", ")) in \(photo) }", []))
            }
            if collections.contains(t) || data.contains(where: { t == "[\($0)]" || t == "Array<\($0)>" }) {
                return .success((itemArray, []))
            }
            if data.contains(where: { t == "Binding<[\($0)]>" }) || collections.contains(where: { t == "Binding<\($0)>" }) {
                return .success((".constant(\(itemArray))", []))
            }
            if t.hasPrefix("KeyPath<"), t.hasSuffix(">") { return .success(("\\.id", [])) }
            if t.hasPrefix("Binding<"), t.hasSuffix(">") {
                let inner = String(t.dropFirst(8).dropLast())
                if inner.hasSuffix("?") { return .success((".constant(nil)", [])) }
                switch inner {
                case "Int", "CGFloat", "Double", "Float": return .success((".constant(0)", []))
                case "Bool": return .success((".constant(false)", []))
                case "String": return .success((".constant(\"\")", []))
                default: return .failure(Reason(text: "its binding \(name): \(written) is not filled here"))
                }
            }
            if structs.contains(t) { return .success(("\(t)()", [])) }
            // Numbers, booleans, sizes and the file's enums: panel parameters, as initializer arguments are.
            let source = "struct S { init(\(name): \(t)) {} }"
            if let s = Parser.parse(source: source).statements.first?.item.as(StructDeclSyntax.self),
               let i = s.memberBlock.members.first?.decl.as(InitializerDeclSyntax.self),
               let a = UIKitInitArguments.arguments(i, enums: enums, protocols: [], integerLiterals: integerLiterals),
               a.protocols.isEmpty, !a.arguments.isEmpty {
                let value = a.arguments.hasPrefix("\(name): ") ? String(a.arguments.dropFirst(name.count + 2)) : a.arguments
                return .success((value, a.parameters))
            }
            return .failure(Reason(text: "its argument \(name): \(written) is not filled here"))
        }
    }
}
