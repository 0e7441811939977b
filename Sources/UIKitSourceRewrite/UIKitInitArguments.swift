import SwiftSyntax

/// A layout class whose initializers all take arguments, made as a view controller would make it (docs/uikit.md,
/// "Hosting a bare layout"): each argument from the panel (numbers, sizes, insets, booleans, enums: live
/// parameters), from an object the playground makes (a delegate protocol), or `nil` (an optional); a defaulted
/// parameter keeps its default.
struct UIKitInitArguments {
    /// The arguments, as written in the call (`itemSize: CGSize(…), delegate: answers0`).
    var arguments: String
    /// The same with the parameters' first values written out (`itemSize: CGSize(width: 200, height: 200)`), for
    /// the view controller `new-layout --host` writes.
    var literalArguments: String
    /// The panel parameters the arguments read.
    var parameters: [UIKitLayoutPlan.Parameter]
    /// Protocols whose answering objects the arguments name (`answers` + the protocol's name).
    var protocols: [String]

    /// The first initializer of `className` (declared in the group) whose every parameter can be given; nil when
    /// none can. `protocols` are the group's delegate protocols the playground can answer.
    static func hosted(_ className: String, scans: [UIKitFileScan], protocols: Set<String>) -> UIKitInitArguments? {
        let (enums, classes) = context(scans)
        for i in initializers(of: className, classes: classes) {
            if let hosted = arguments(i, enums: enums, protocols: protocols, classes: classes) { return hosted }
        }
        return nil
    }

    /// The group's top-level enums whose cases take no associated values (with UIKit's scroll direction), and its
    /// classes and structs with their initializers: what an argument may be made of.
    static func context(_ scans: [UIKitFileScan]) -> (enums: [String: [String]], classes: [String: ClassInitializers]) {
        var enums: [String: [String]] = ["UICollectionView.ScrollDirection": ["vertical", "horizontal"],
                                         "UICollectionViewScrollDirection": ["vertical", "horizontal"]]
        var classes: [String: ClassInitializers] = [:]
        for scan in scans {
            for item in scan.tree.statements {
                if let e = item.item.as(EnumDeclSyntax.self) {
                    let cases = e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                        .flatMap(\.elements)
                    if cases.allSatisfy({ $0.parameterClause == nil }) { enums[e.name.text] = cases.map(\.name.text) }
                }
                // A configuration struct with its own initializers (CPCollectionViewKit's `WheelLayoutConfiguration`).
                if let c = item.item.as(StructDeclSyntax.self), c.genericParameterClause == nil {
                    let inits = c.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
                    if !inits.isEmpty { classes[c.name.text, default: ClassInitializers()].initializers += inits }
                }
                if let c = item.item.as(ClassDeclSyntax.self), c.genericParameterClause == nil {
                    let inits = c.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
                    classes[c.name.text, default: ClassInitializers()].initializers += inits
                    if let first = c.inheritanceClause?.inheritedTypes.first {
                        classes[c.name.text, default: ClassInitializers()].superclass = first.type.trimmedDescription
                    }
                }
            }
        }
        return (enums, classes)
    }

    /// A class (or a struct that declares initializers) of the group: its initializers and its first inherited type.
    struct ClassInitializers {
        var initializers: [InitializerDeclSyntax] = []
        var superclass: String?
    }

    /// The initializers a call `Name(…)` may use: the class's own that are neither failable nor private; those of
    /// its superclass among the group's when it declares none (Swift's inheritance of designated initializers:
    /// CPCollectionViewKit's `CircleLayoutConfiguration: LayoutConfiguration {}`).
    static func initializers(of name: String, classes: [String: ClassInitializers]) -> [InitializerDeclSyntax] {
        var current = name
        for _ in 0..<8 {
            guard let c = classes[current] else { return [] }
            if !c.initializers.isEmpty {
                return c.initializers.filter { i in
                    i.optionalMark == nil && !i.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
                }
            }
            guard let s = c.superclass else { return [] }
            current = s
        }
        return []
    }

    /// `integerLiterals`: types that conform to `ExpressibleByIntegerLiteral` (a SwiftUI package's `columns: 3`):
    /// an integer from the panel, written as the literal would be (`T(integerLiteral: 3)`).
    ///
    /// `classes`: the group's classes, for an argument that is one of them (a configuration object:
    /// CPCollectionViewKit's `init(withConfiguration: WheelLayoutConfiguration)`): made with the first of its
    /// initializers whose arguments can be given so, its own arguments live parameters too (two levels at most).
    static func arguments(_ i: InitializerDeclSyntax, enums: [String: [String]], protocols: Set<String>,
                          integerLiterals: Set<String> = [], classes: [String: ClassInitializers] = [:],
                          depth: Int = 0) -> UIKitInitArguments? {
        arguments(i.signature.parameterClause.parameters, of: "init", enums: enums, protocols: protocols,
                  integerLiterals: integerLiterals, classes: classes, depth: depth)
    }

    /// The same for any parameter list: `of` names the function in the panel's summaries (`init`, a section
    /// builder's name).
    static func arguments(_ list: FunctionParameterListSyntax, of function: String, enums: [String: [String]],
                          protocols: Set<String>, integerLiterals: Set<String> = [],
                          classes: [String: ClassInitializers] = [:], depth: Int = 0) -> UIKitInitArguments? {
        var arguments: [String] = []
        var literals: [String] = []
        var parameters: [UIKitLayoutPlan.Parameter] = []
        var answered: [String] = []
        for p in list {
            guard p.ellipsis == nil else { return nil }
            if p.defaultValue != nil { continue }
            let label = p.firstName.text
            let name = (p.secondName?.text ?? label) == "_" ? "value\(arguments.count)" : (p.secondName?.text ?? label)
            let type = p.type.trimmedDescription
            let key = UIKitRewriter.literal(name)
            let number = { (integer: Bool) -> String in
                "(Double(values[\(key)] ?? \"\") ?? \(defaultNumber(name, integer: integer)))"
            }
            let value: String
            var literal: String?
            switch type {
            case "CGFloat", "Double", "Float":
                parameters.append(numberParameter(name, integer: false, of: function))
                value = "\(type)\(number(false))"
                literal = "\(defaultNumber(name, integer: false))"
            case "Int", "UInt", "Int32", "UInt32":
                parameters.append(numberParameter(name, integer: true, of: function))
                value = "\(type)\(number(true))"
                literal = "\(Int(defaultNumber(name, integer: true)))"
            case "Bool":
                parameters.append(.choice(name, default: "false", words: ["false", "true"], summary: "\(label): an argument of \(function)"))
                value = "(values[\(key)] == \"true\")"
                literal = "false"
            case "CGSize":
                let w = UIKitRewriter.literal(name + "Width"), h = UIKitRewriter.literal(name + "Height")
                parameters.append(.number(name + "Width", default: 200, range: 0...4000, integer: false, summary: "\(label).width: an argument of \(function), points"))
                parameters.append(.number(name + "Height", default: 200, range: 0...4000, integer: false, summary: "\(label).height: an argument of \(function), points"))
                value = "CGSize(width: Double(values[\(w)] ?? \"\") ?? 200, height: Double(values[\(h)] ?? \"\") ?? 200)"
                literal = "CGSize(width: 200, height: 200)"
            case "UIEdgeInsets":
                parameters.append(.number(name, default: 10, range: 0...1000, integer: false, summary: "\(label): each side of an argument of \(function), points"))
                value = "{ let v = CGFloat\(number(false)); return UIEdgeInsets(top: v, left: v, bottom: v, right: v) }()"
                literal = "UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)"
            default:
                if type.hasSuffix("?") || type.hasSuffix("!") {
                    value = "nil"
                } else if let cases = enums[type], let first = cases.first {
                    parameters.append(.choice(name, default: first, words: cases, summary: "\(label): an argument of \(function)"))
                    value = "{ switch values[\(key)] ?? \"\" { \(cases.map { "case \"\($0)\": return \(type).\($0)" }.joined(separator: "; ")); default: return \(type).\(first) } }()"
                    literal = ".\(first)"
                } else if integerLiterals.contains(type) {
                    parameters.append(numberParameter(name, integer: true, of: function))
                    value = "\(type)(integerLiteral: Int\(number(true)))"
                    literal = "\(Int(defaultNumber(name, integer: true)))"
                } else if let handler = emptyHandler(p.type) {
                    // A handler the layout calls back (Schlabbi's `Layout(interactiveSliderHandler: @escaping
                    // (IndexPath) -> Void)`): an app's view controller listens; nothing listens here.
                    value = handler
                } else if let element = p.type.as(ArrayTypeSyntax.self)?.element.trimmedDescription,
                          let cases = enums[element], !cases.isEmpty {
                    // The sections an app passes (bart-g's `build(for sections: [SpotifySectionType])`): every case
                    // in the order the enum declares them, as `allCases` gives them.
                    value = "[" + cases.map { "\(element).\($0)" }.joined(separator: ", ") + "]"
                } else if protocols.contains(type) {
                    answered.append(type)
                    value = "answers_\(type)"
                } else if depth < 2, let made = initializers(of: type, classes: classes).lazy.compactMap({
                    UIKitInitArguments.arguments($0, enums: enums, protocols: protocols, integerLiterals: integerLiterals, classes: classes,
                              depth: depth + 1)
                }).first {
                    parameters += made.parameters.filter { p in !parameters.contains { $0.name == p.name } }
                    answered += made.protocols
                    value = "\(type)(\(made.arguments))"
                    literal = "\(type)(\(made.literalArguments))"
                } else {
                    return nil
                }
            }
            arguments.append(label == "_" ? value : "\(label): \(value)")
            let written = literal ?? value
            literals.append(label == "_" ? written : "\(label): \(written)")
        }
        return UIKitInitArguments(arguments: arguments.joined(separator: ", "),
                                  literalArguments: literals.joined(separator: ", "), parameters: parameters,
                                  protocols: answered)
    }

    /// A closure that does nothing, for a parameter of a function type returning nothing (`@escaping (IndexPath)
    /// -> Void`): `{ _ in }`, one `_` per parameter; nil for any other type. Decided: a handler is how a layout tells
    /// its app something (a slider moved, a page changed); the playground hosts no app that would listen.
    static func emptyHandler(_ type: TypeSyntax) -> String? {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            type = only.type
        }
        guard let function = type.as(FunctionTypeSyntax.self), function.effectSpecifiers == nil else { return nil }
        let result = function.returnClause.type.trimmedDescription
        guard result == "Void" || result == "()" else { return nil }
        let count = function.parameters.count
        return count == 0 ? "{}" : "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
    }

    /// A sensible first value for an argument, by what its name says (docs/uikit.md): counts 3, spacings and insets
    /// 10 points, lengths 200 points, scales 1, angles 0, anything else 1.
    static func defaultNumber(_ name: String, integer: Bool) -> Double {
        let n = name.lowercased()
        if ["count", "column", "row", "number"].contains(where: n.contains) { return 3 }
        if ["spacing", "padding", "margin", "gap", "inset", "space"].contains(where: n.contains) { return 10 }
        if ["width", "height", "size", "length", "radius", "dimension"].contains(where: n.contains) { return 200 }
        if n.contains("angle") { return 0 }
        return 1
    }

    static func numberParameter(_ name: String, integer: Bool, of function: String = "init") -> UIKitLayoutPlan.Parameter {
        let value = defaultNumber(name, integer: integer)
        return .number(name, default: value, range: 0...max(1000, value * 10), integer: integer,
                       summary: "\(name): an argument of \(function)")
    }
}
