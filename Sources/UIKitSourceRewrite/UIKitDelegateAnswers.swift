import Foundation
import SwiftSyntax

/// The answering objects the playground makes for a bare layout's delegate protocols (docs/uikit.md, "Hosting a
/// bare layout"): a view controller would conform to the protocol and set itself as the delegate; with no view
/// controller, the loader generates a class that answers each required requirement from the items — sizes from the
/// photos' aspect ratios at the width the panel's `delegateItemWidth` gives, spacings and insets of 10 points —
/// and the factory sets it as the collection view's delegate and as the layout's property of that type.
///
/// A protocol gets one when it is declared in the group, names a delegate (`…Delegate…`, or the layout's property
/// holding it is a `…delegate…`: `weak var delegate: BaseCollectionViewLayoutProtocol?`), and the layout reads it:
/// the chosen class has a property of its type (directly or through a typealias of the group, `weak var delegate:
/// Delegate?`), or a file casts to it (`collectionView.delegate as? P`). A protocol
/// the layout class itself conforms to (`delegate ?? self`) answers itself. A requirement whose return type has no
/// sensible answer here leaves the protocol unanswered (the layout then runs as without a delegate).
struct UIKitDelegateAnswers {
    /// One protocol the playground answers.
    struct Answered {
        var protocolName: String
        /// The generated class's name (`_PlaygroundAnswers_P`).
        var className: String
        /// The generated class (for the entry point, which sees the module's internal declarations).
        var declaration: String
        /// The layout class's properties of the protocol's type, to set (`delegate`).
        var properties: [String]
        /// The panel's choices among an enum's cases the answers take (`values[name]`).
        var choices: [Choice] = []
    }

    /// A requirement for a section or the layout returning one of the group's enums with several cases: the panel
    /// says which case the playground answers (its first by default), as the app's view controller would choose.
    struct Choice: Equatable {
        /// The layout parameter's name (`delegateStyleForSectionAt`).
        var name: String
        /// The cases' names, in declaration order.
        var words: [String]
        /// The requirement, as written (`collectionView(_:layout:styleForSectionAt:)`), for the panel's summary.
        var requirement: String
    }

    /// Whether a protocol's name, or the name of the layout's property holding it, says the view controller answers
    /// it: a delegate or a data source (`…Delegate…`, `…DataSource…` / `…Datasource…`, `delegate`, `dataSource`).
    static func isHostProtocolName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("delegate") || lower.contains("datasource")
    }

    /// The name of the layout parameter that sets the answered items' width, points.
    static let widthParameter = "delegateItemWidth"

    /// The answered protocols for layout class `layoutClass` (nil: `makeLayout` makes the layout; only casts count).
    /// `also`: protocols to answer even when the layout does not read them (an initializer's argument).
    static func answers(scans: [UIKitFileScan], layoutClass: String?, also: Set<String> = []) -> [Answered] {
        var protocols: [ProtocolDeclSyntax] = []
        var defaults: [String: Set<String>] = [:]   // protocol → requirement keys with a default in an extension
        var casts: Set<String> = []
        var properties: [String: [(name: String, type: String)]] = [:]   // class → settable properties
        // enum → its cases, when none has associated values; a class made with `init()` → no cases (below)
        var enums: [String: [String]] = [:]
        var aliases: [String: String] = [:]   // typealias → the type it names (`typealias Delegate = GridDelegate`)
        var payloadEnums: [String: [HostVisitor.PayloadCase]] = [:]   // enum → its cases, when one carries values
        for scan in scans {
            let v = HostVisitor(viewMode: .sourceAccurate)
            v.walk(scan.tree)
            protocols += v.protocols
            for (p, keys) in v.extensionDefaults { defaults[p, default: []].formUnion(keys) }
            casts.formUnion(v.casts)
            for (c, props) in v.properties { properties[c, default: []] += props }
            enums.merge(v.enums) { a, _ in a }
            aliases.merge(v.aliases) { a, _ in a }
            payloadEnums.merge(v.payloadEnums) { a, _ in a }
        }
        // An enum of the files whose cases carry values (`enum Layout { case flow(column: Int); case waterfall(column:
        // Int, distributionMethod: DistributionMethod) }`, returned per section by sgr-ksmt/WaterfallLayout's delegate):
        // each case whose values can all be answered, by their labels as a requirement's name would be (`column` 2),
        // an enum of the files its first case; the first such case is the answer, as for enums without values.
        for (name, cases) in payloadEnums where enums[name] == nil {
            let made = cases.compactMap { c -> String? in
                if c.values.isEmpty { return c.name }
                var values: [String] = []
                for (i, value) in c.values.enumerated() {
                    let last = value.type.split(separator: ".").last.map(String.init) ?? value.type
                    if let plain = enums[last], let first = plain.first, last != name {
                        values.append((value.label.map { "\($0): " } ?? "") + ".\(first)")
                        continue
                    }
                    guard let answer = expression(returnType: value.type,
                                                  key: (value.label ?? (c.name + " \(i)")).lowercased(),
                                                  collectionView: nil, indexPath: nil),
                          !answer.isEmpty else { return nil }
                    values.append((value.label.map { "\($0): " } ?? "") + answer)
                }
                return c.name + "(" + values.joined(separator: ", ") + ")"
            }
            if !made.isEmpty { enums[name] = made }
        }
        // A property typed through a typealias of the group (`weak var delegate: Delegate?`) has the aliased type.
        func resolved(_ type: String) -> String {
            var t = type, hops = 0
            while let next = aliases[t], hops < 8 { t = next; hops += 1 }
            return t
        }
        let group = UIKitRewriter.Group(scans)
        // Classes of the files a requirement may return a new one of (JJCollectionViewRoundFlowLayout_Swift's
        // `configModelForSectionAtIndex` returns its config model): made with `init()`, which they declare, or
        // inherit as a root class or an `NSObject` subclass that declares no designated initializer.
        for scan in scans {
            for c in scan.classes where !c.isGeneric
                && (c.declaresPlainInit || (!c.declaresDesignatedInit && (c.superclass == nil || c.superclass == "NSObject"))) {
                enums[c.name] = enums[c.name] ?? []
            }
        }
        let own = layoutClass.map { conformances(of: $0, group: group) } ?? []
        var result: [Answered] = []
        for p in protocols {
            let name = p.name.text
            guard !own.contains(name),
                  !p.modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" }) else { continue }
            let props = layoutClass.map { c in
                ancestry(c, group: group).flatMap { properties[$0] ?? [] }.filter { resolved($0.type) == name }.map(\.name)
            } ?? []
            // A delegate protocol by its name (`…Delegate…`), or by the layout's property that holds it
            // (`weak var delegate: BaseCollectionViewLayoutProtocol?`); a layout's own data source likewise
            // (`weak var dataSource: WaterfallLayoutDataSource?` asking heights: the view controller answers it on
            // iOS as it does a delegate; UIKit's own UICollectionViewDataSource is the collection view's, not this).
            guard Self.isHostProtocolName(name) || props.contains(where: Self.isHostProtocolName) else { continue }
            guard !props.isEmpty || casts.contains(name) || also.contains(name) else { continue }
            var choices: [Choice] = []
            guard let body = members(of: p, defaults: defaults[name] ?? [], enums: enums, choices: &choices) else { continue }
            let className = "_PlaygroundAnswers_\(name)"
            let declaration = """
                /// Answers \(name) as the playground's view controller would (docs/uikit.md, "Hosting a bare layout").
                final class \(className): NSObject, \(name), UICollectionViewDelegate {
                    let itemWidth: CGFloat
                    /// The panel's choices (`Choice`), by parameter name.
                    let choices: [String: String]
                    init(itemWidth: CGFloat, choices: [String: String] = [:]) { self.itemWidth = itemWidth; self.choices = choices }
                \(body)
                }
                """
            result.append(Answered(protocolName: name, className: className, declaration: declaration, properties: props,
                                   choices: choices))
        }
        // UIKit's own flow delegate read by a layout that is not a flow layout (`collectionView.delegate as?
        // UICollectionViewDelegateFlowLayout`, a staggered grid borrowing the flow layout's sizes): on iOS the view
        // controller answers it; bare, the playground does, as for the group's own protocols. A flow layout subclass
        // is left alone: its own itemSize, spacings and insets are UIKit's answers when no delegate implements them.
        let flow = "UICollectionViewDelegateFlowLayout"
        if casts.contains(flow), !result.contains(where: { $0.protocolName == flow }), let layoutClass,
           !ancestry(layoutClass, group: group).contains("UICollectionViewFlowLayout") {
            result.append(Answered(protocolName: flow, className: "_PlaygroundAnswers_\(flow)",
                                   declaration: flowDelegateAnswers, properties: []))
        }
        return result
    }

    /// The answering class for UIKit's `UICollectionViewDelegateFlowLayout`: each item `itemWidth` wide at its
    /// photo's aspect ratio, 10-point spacings and section insets, no headers or footers (the same answers the
    /// group's own protocols get; docs/uikit.md, "Hosting a bare layout").
    static let flowDelegateAnswers = """
        /// Answers UICollectionViewDelegateFlowLayout as the playground's view controller would (docs/uikit.md, "Hosting a bare layout").
        final class _PlaygroundAnswers_UICollectionViewDelegateFlowLayout: NSObject, UICollectionViewDelegateFlowLayout {
            let itemWidth: CGFloat
            init(itemWidth: CGFloat) { self.itemWidth = itemWidth }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                let photo = collectionView.playgroundNaturalSize(at: indexPath)
                return CGSize(width: itemWidth, height: itemWidth * max(0.01, photo.height) / max(0.01, photo.width))
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 10 }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 10 }
        }
        """

    /// The class and its superclasses among the group's.
    static func ancestry(_ name: String, group: UIKitRewriter.Group) -> [String] {
        var chain = [name]
        while chain.count < 32, let s = group.superclasses[chain.last!] { chain.append(s) }
        return chain
    }

    /// What the class and its ancestors conform to, with the protocols those refine.
    static func conformances(of name: String, group: UIKitRewriter.Group) -> Set<String> {
        var found: Set<String> = []
        var stack = ancestry(name, group: group).flatMap { Array(group.conformances[$0] ?? []) }
        while let p = stack.popLast() {
            guard found.insert(p).inserted else { continue }
            stack += group.refines[p] ?? []
        }
        return found
    }

    /// The members answering `p`'s required function requirements, or nil when one cannot be answered.
    static func members(of p: ProtocolDeclSyntax, defaults: Set<String>, enums: [String: [String]] = [:]) -> String? {
        var choices: [Choice] = []
        return members(of: p, defaults: defaults, enums: enums, choices: &choices)
    }

    /// As above, collecting the panel's choices the answers read.
    static func members(of p: ProtocolDeclSyntax, defaults: Set<String>, enums: [String: [String]],
                        choices: inout [Choice]) -> String? {
        var lines: [String] = []
        for item in p.memberBlock.members {
            if let v = item.decl.as(VariableDeclSyntax.self) {
                // An optional property has its nil default; a required one is answered as a function of its type
                // and name would be (`var showTimeBar: Bool { get }` → false, `var timeBarWidth: CGFloat` → the
                // item width), or leaves the protocol unanswered when its type has no answer.
                if v.modifiers.contains(where: UIKitFileScan.isOptionalModifier) { continue }
                guard let member = property(v, enums: enums) else { return nil }
                lines.append(member)
                continue
            }
            guard let f = item.decl.as(FunctionDeclSyntax.self) else { continue }
            // An optional requirement keeps its default, but an item's size (`@objc optional func
            // collectionView(_:layout:sizeForItemAt:) -> CGSize`, a `…height…`/`…width…` number for an item): with
            // no answer such a layout shows nothing, and the app's view controller answers it, as UIKit's flow
            // delegate's optional `sizeForItemAt` is answered (`flowDelegateAnswers`).
            if f.modifiers.contains(where: UIKitFileScan.isOptionalModifier) {
                // The rewrite widens an optional requirement's result (`-> CGSize?`: its nil default stands for "not
                // implemented"), so the answer returns the widened type, or the default would be the witness.
                if isItemSize(f), let member = answer(f, enums: enums, choices: &choices,
                                                      widened: UIKitFileScan.widens(f.signature.returnClause?.type)) {
                    lines.append(member)
                }
                continue
            }
            let labels = UIKitFileScan.labels(f.signature.parameterClause)
            if defaults.contains(key(f.name.text, labels)) { continue }
            guard f.genericParameterClause == nil, f.signature.effectSpecifiers == nil,
                  let member = answer(f, enums: enums, choices: &choices) else { return nil }
            lines.append(member)
        }
        return lines.joined(separator: "\n")
    }

    /// `var NAME: TYPE { answer }` for a get-only property requirement (`= answer` for `{ get set }`), or nil
    /// when its type has no answer: the layout-wide answer of `expression` (no item), by the property's name.
    static func property(_ v: VariableDeclSyntax, enums: [String: [String]] = [:]) -> String? {
        guard v.bindings.count == 1, let binding = v.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription else { return nil }
        guard let body = expression(returnType: type, key: name.lowercased(), collectionView: nil, indexPath: nil,
                                    enums: enums), !body.isEmpty else { return nil }
        let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let settable = binding.accessorBlock?.description.contains("set") ?? false
        return "    \(isStatic ? "static " : "")var \(name): \(type)" + (settable ? " = \(body)" : " { \(body) }")
    }

    /// Whether `f` asks an item's size: an `IndexPath` parameter, and a `CGSize`, or a number named for a height,
    /// width or size (not a header's or footer's).
    static func isItemSize(_ f: FunctionDeclSyntax) -> Bool {
        guard f.signature.parameterClause.parameters.contains(where: { $0.type.trimmedDescription == "IndexPath" }),
              let returned = f.signature.returnClause?.type.trimmedDescription else { return false }
        let words = (f.name.text + " " + f.signature.parameterClause.parameters.map {
            $0.firstName.text + " " + ($0.secondName?.text ?? "") }.joined(separator: " ")).lowercased()
        if words.contains("header") || words.contains("footer") { return false }
        if returned == "CGSize" { return words.contains("size") }
        return ["CGFloat", "Double", "Float"].contains(returned)
            && ["height", "width", "size"].contains(where: words.contains)
    }

    static func key(_ name: String, _ labels: [String]) -> String { name + "(" + labels.joined(separator: ":") + ")" }

    /// `func NAME(LABEL _pN: TYPE, …) -> RETURN { answer }`, or nil when the return type has no answer.
    static func answer(_ f: FunctionDeclSyntax, enums: [String: [String]] = [:]) -> String? {
        var choices: [Choice] = []
        return answer(f, enums: enums, choices: &choices)
    }

    /// As above; a requirement for a section or the layout returning an enum of the group with several cases reads
    /// the panel's choice among them (`choices`), its first case by default.
    static func answer(_ f: FunctionDeclSyntax, enums: [String: [String]], choices: inout [Choice],
                       widened: Bool = false) -> String? {
        var params: [String] = []
        var collectionView: String?
        var indexPath: String?
        for (i, p) in f.signature.parameterClause.parameters.enumerated() {
            let type = p.type.trimmedDescription
            let local = "_p\(i)"
            params.append("\(p.firstName.text) \(local): \(type)")
            if collectionView == nil, type == "UICollectionView" { collectionView = local }
            if indexPath == nil, type == "IndexPath" { indexPath = local }
        }
        let returnType = f.signature.returnClause?.type.trimmedDescription ?? "Void"
        let key = (f.name.text + " " + f.signature.parameterClause.parameters.map {
            $0.firstName.text + " " + ($0.secondName?.text ?? "") }.joined(separator: " ")).lowercased()
        guard var body = expression(returnType: returnType, key: key, collectionView: collectionView, indexPath: indexPath,
                                    enums: enums)
        else { return nil }
        let last = returnType.split(separator: ".").last.map(String.init) ?? returnType
        if indexPath == nil, let cases = enums[returnType] ?? enums[last], cases.count > 1 {
            // The parameter's name: the requirement's name, or for UIKit-style `collectionView(_:layout:…)` its
            // last label that says something (`styleForSectionAt`).
            let labels = f.signature.parameterClause.parameters.map(\.firstName.text)
            let generic: Set<String> = ["_", "collectionView", "layout", "collectionViewLayout", "in", "for", "at", "of", "with"]
            let word = f.name.text != "collectionView" ? f.name.text : (labels.last { !generic.contains($0) } ?? f.name.text)
            var name = "delegate" + word.prefix(1).uppercased() + word.dropFirst()
            if choices.contains(where: { $0.name == name }) { name += "\(choices.count + 1)" }
            let words = cases.map { String($0.prefix { $0 != "(" }) }
            choices.append(Choice(name: name, words: words,
                                  requirement: f.name.text + "(" + labels.map { $0 + ":" }.joined() + ")"))
            body = "[" + cases.map { "\(returnType).\($0)" }.joined(separator: ", ") + "]["
                + "[" + words.map { UIKitRewriter.literal($0) }.joined(separator: ", ") + "]"
                + ".firstIndex(of: choices[\(UIKitRewriter.literal(name))] ?? \"\") ?? 0]"
        }
        let arrow = returnType == "Void" && f.signature.returnClause == nil ? "" : " -> \(returnType)\(widened ? "?" : "")"
        return "    func \(f.name.text)(\(params.joined(separator: ", ")))\(arrow) { \(body) }"
    }

    /// The answer for a requirement returning `returnType`, by what its name says (`key`: name and labels, lower
    /// case). Sizes and heights of items come from the photo's aspect ratio at `itemWidth`; see docs/uikit.md.
    static func expression(returnType: String, key: String, collectionView: String?, indexPath: String?,
                           enums: [String: [String]] = [:]) -> String? {
        let edge = key.contains("header") || key.contains("footer")
        let perItem = indexPath != nil && !edge
        let photo = collectionView.flatMap { cv in indexPath.map { "\(cv).playgroundNaturalSize(at: \($0))" } }
        let itemHeight = photo.map { "itemWidth * max(0.01, \($0).height) / max(0.01, \($0).width)" } ?? "itemWidth"
        func number() -> String {
            if perItem {
                if key.contains("height") { return itemHeight }
                if key.contains("scale") || key.contains("ratio") || key.contains("factor") { return "1" }
                return "itemWidth"
            }
            if ["spacing", "gap", "padding", "inset", "margin", "space"].contains(where: key.contains) { return "10" }
            if edge { return "44" }
            if ["height", "width", "size", "dimension", "length"].contains(where: key.contains) { return "itemWidth" }
            return "0"
        }
        switch returnType {
        case "Void", "()": return ""
        case "CGSize":
            if perItem { return "CGSize(width: itemWidth, height: \(itemHeight))" }
            return edge ? "CGSize(width: itemWidth, height: 44)" : "CGSize(width: itemWidth, height: itemWidth)"
        case "CGFloat", "Double", "Float": return "\(returnType)(\(number()))"
        case "Int", "UInt", "Int32", "UInt32", "Int64":
            return key.contains("column") || key.contains("count") ? "2" : "1"
        case "UIEdgeInsets": return edge ? ".zero" : "UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)"
        case "NSDirectionalEdgeInsets":
            return edge ? ".zero" : "NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)"
        case "Bool": return "false"
        case "String": return indexPath.map { "\"\\(\($0).item)\"" } ?? "\"\""
        case "Date": return "Date()"
        default:
            if returnType.hasSuffix("?") || returnType.hasPrefix("Optional<") { return "nil" }
            // A tuple (`(left: CGFloat?, right: CGFloat?)`, a spreadsheet's side widths): each element answered as
            // a requirement of its own type, its label read with the requirement's name; unanswered if one is not.
            if let elements = tupleElements(returnType) {
                var parts: [String] = []
                for e in elements {
                    guard let part = expression(returnType: e.type, key: key + " " + (e.label ?? "").lowercased(),
                                                collectionView: collectionView, indexPath: indexPath, enums: enums)
                    else { return nil }
                    parts.append(e.label.map { "\($0): \(part)" } ?? part)
                }
                return "(" + parts.joined(separator: ", ") + ")"
            }
            if returnType.hasPrefix("[") { return "[]" }
            // A class of the files made with `init()` (listed with no cases): a new one, as the app's delegate
            // would return its default configuration.
            // A nested type written qualified (`WaterfallLayout.Layout`) is found by its last name.
            let enums = enums[returnType] != nil ? enums
                : returnType.split(separator: ".").last.flatMap { last in enums[String(last)].map { [returnType: $0] } } ?? [:]
            if let cases = enums[returnType], cases.isEmpty { return "\(returnType)()" }
            // An enum of the files without associated values (TRMosaicLayout's cell types): the items take its
            // cases in turn; anything else, its first case.
            if let cases = enums[returnType], let first = cases.first {
                guard perItem, let ip = indexPath, cases.count > 1 else { return "\(returnType).\(first)" }
                return "[" + cases.map { "\(returnType).\($0)" }.joined(separator: ", ") + "][\(ip).item % \(cases.count)]"
            }
            return nil
        }
    }
}

extension UIKitDelegateAnswers {
    /// The elements of a tuple type written `(a: A, b: B)` or `(A, B)` (two or more; nil for anything else), split at
    /// the commas outside brackets, each with its label.
    ///
    ///     tupleElements("(left: CGFloat?, right: CGFloat?)")   // [("left", "CGFloat?"), ("right", "CGFloat?")]
    static func tupleElements(_ type: String) -> [(label: String?, type: String)]? {
        guard type.hasPrefix("("), type.hasSuffix(")"), type.count > 2 else { return nil }
        let inner = type.dropFirst().dropLast()
        var pieces: [String] = [], current = "", depth = 0
        for c in inner {
            switch c {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            default: break
            }
            if c == ",", depth == 0 { pieces.append(current); current = "" } else { current.append(c) }
            if depth < 0 { return nil }
        }
        pieces.append(current)
        guard pieces.count > 1, depth == 0 else { return nil }   // `(CGFloat)` is CGFloat; a function type has `->`
        if type.contains("->") { return nil }
        return pieces.map { piece in
            let t = piece.trimmingCharacters(in: .whitespaces)
            // A label is an identifier before a colon outside brackets (a dictionary `[K: V]` starts with `[`).
            if let colon = t.firstIndex(of: ":"), !t.hasPrefix("["),
               t[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return (String(t[..<colon]), t[t.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            return (nil, t)
        }
    }
}

/// Protocols (with the requirements their extensions give defaults for), casts and classes' settable properties.
private final class HostVisitor: SyntaxVisitor {
    var protocols: [ProtocolDeclSyntax] = []
    var extensionDefaults: [String: Set<String>] = [:]
    var casts: Set<String> = []
    var properties: [String: [(name: String, type: String)]] = [:]
    var enums: [String: [String]] = [:]
    var aliases: [String: String] = [:]
    /// A case of an enum some of whose cases carry values: its name and each value's label and type.
    struct PayloadCase { var name: String; var values: [(label: String?, type: String)] }
    var payloadEnums: [String: [PayloadCase]] = [:]

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.genericParameterClause == nil { aliases[node.name.text] = node.initializer.value.trimmedDescription }
        return .skipChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        var cases: [PayloadCase] = []
        for item in node.memberBlock.members {
            guard let c = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for e in c.elements {
                let values = e.parameterClause?.parameters.map {
                    (label: $0.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }, type: $0.type.trimmedDescription)
                } ?? []
                cases.append(PayloadCase(name: e.name.text, values: values))
            }
        }
        guard node.genericParameterClause == nil, !cases.isEmpty,
              !node.modifiers.contains(where: { $0.name.text == "indirect" }) else { return .visitChildren }
        if cases.allSatisfy({ $0.values.isEmpty }) { enums[node.name.text] = cases.map(\.name) }
        else { payloadEnums[node.name.text] = cases }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append(node)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = UIKitFileScan.lastName(node.extendedType)
        for item in node.memberBlock.members {
            if let f = item.decl.as(FunctionDeclSyntax.self) {
                extensionDefaults[name, default: []].insert(
                    UIKitDelegateAnswers.key(f.name.text, UIKitFileScan.labels(f.signature.parameterClause)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        casts.insert(UIKitFileScan.lastName(node.type))
        return .visitChildren
    }

    /// `x as? P` as the parser leaves it (operators unfolded): `as?` then the type, in a sequence.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (i, e) in elements.enumerated() where e.is(UnresolvedAsExprSyntax.self) && i + 1 < elements.count {
            if let type = elements[i + 1].as(TypeExprSyntax.self) { casts.insert(UIKitFileScan.lastName(type.type)) }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        for item in node.memberBlock.members {
            guard let v = item.decl.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.var),
                  !v.modifiers.contains(where: { ["private", "fileprivate", "static", "class"].contains($0.name.text) })
            else { continue }
            for binding in v.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type,
                      binding.accessorBlock == nil || isObserved(binding) else { continue }
                let wrapped: TypeSyntax
                if let o = type.as(OptionalTypeSyntax.self) { wrapped = o.wrappedType }
                else if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { wrapped = o.wrappedType }
                else { continue }
                properties[node.name.text, default: []].append((id.identifier.text, wrapped.trimmedDescription))
            }
        }
        return .visitChildren
    }

    /// A stored property with `didSet` / `willSet` (still settable).
    private func isObserved(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
        return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.didSet) || $0.accessorSpecifier.tokenKind == .keyword(.willSet) }
    }
}
