import Foundation
import SwiftSyntax

/// A bare layout's settable properties of simple types as live parameters (docs/hosting.md, "Live parameters"):
/// `var columns = 3`, `var spacing: CGFloat = 8`, `@IBInspectable var isPaged: Bool = true`. A view controller
/// would set them after making the layout; the playground's generated factory sets each one whose panel value
/// differs from the literal it was declared with (so an `init()` that sets another value keeps it until the
/// panel changes it).
///
///     final class Grid: UICollectionViewLayout { var columns = 3 }   // a `columns` slider, 0…12, default 3
///
/// Only stored, internal-or-wider, instance `var`s with a literal default of type `Int`, `CGFloat`, `Double`,
/// `Float` or `Bool` (written or inferred from the literal); `CGSize`, `UIEdgeInsets` and `NSDirectionalEdgeInsets`
/// made from number literals (or `.zero`), one number per component (`itemSizeWidth`, `sectionInsetTop`); a simple
/// enum's case (`.vertical` typed `Direction`, or `Direction.vertical`) when the enum is declared in the files with
/// cases of no associated values, or is one of UIKit's (`uikitEnums`), as a choice among its cases.
enum UIKitSettableProperties {
    struct Property: Equatable {
        enum Kind: Equatable {
            case integer, float(String), bool
            /// `CGSize`: two numbers, `<name>Width` and `<name>Height`.
            case size
            /// `UIEdgeInsets` or `NSDirectionalEdgeInsets` (the type): four numbers named by the edges' labels.
            case insets(String)
            /// A simple enum (its type as written, its cases; empty until `chain` finds the declaration).
            case enumeration(String, cases: [String])
        }
        var name: String
        var kind: Kind
        /// The declared value: one number (Int, floats, Bool as 0 or 1), two (a size), four (insets).
        var values: [Double]
        /// The declared case of an enum.
        var word = ""
        /// The panel's default when it is not the declared value: what a host would set (an item size declared
        /// `.zero` that nothing tests for zero: `hostItemSize`); the factory then sets it, as the app's view
        /// controller would.
        var hostValues: [Double]?

        init(name: String, kind: Kind, value: Double) {
            self.name = name
            self.kind = kind
            self.values = [value]
        }

        init(name: String, kind: Kind, values: [Double], word: String = "") {
            self.name = name
            self.kind = kind
            self.values = values
            self.word = word
        }

        var value: Double { values.first ?? 0 }

        /// The edges' labels of an insets type, in its initializer's order.
        static func edges(_ type: String) -> [String] {
            type == "NSDirectionalEdgeInsets" ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
        }

        /// `itemSize` + `width` → `itemSizeWidth`: one panel parameter per component (a name without dots, so a
        /// preset's TOML key stays one key).
        static func component(_ name: String, _ label: String) -> String {
            name + label.prefix(1).uppercased() + label.dropFirst()
        }

        /// The parameters the panel shows (one per component of a size or insets).
        var parameters: [UIKitLayoutPlan.Parameter] {
            switch kind {
            case .bool:
                return [.choice(name, default: value != 0 ? "true" : "false", words: ["true", "false"],
                                summary: "the layout's `\(name)` (Bool), set after it is made")]
            case .enumeration(let type, let cases):
                return [.choice(name, default: word, words: cases, summary: "the layout's `\(name)` (\(type)), set after it is made")]
            case .integer, .float:
                return [Self.number(name, value, integer: kind == .integer, summary: "the layout's `\(name)` (\(typeName)), set after it is made")]
            case .size:
                return zip(["width", "height"], hostValues ?? values).map { label, v in
                    Self.number(Self.component(name, label), v, integer: false, nonNegative: true,
                                summary: "the \(label) of the layout's `\(name)` (CGSize), set after it is made")
                }
            case .insets(let type):
                return zip(Self.edges(type), values).map { label, v in
                    Self.number(Self.component(name, label), v, integer: false,
                                summary: "the \(label) inset of the layout's `\(name)` (\(type)), set after it is made")
                }
            }
        }

        /// A slider over 0 … max(10, 4 × the default), symmetric for a negative default (a size's: 0 … max(100, …)).
        static func number(_ name: String, _ value: Double, integer: Bool, nonNegative: Bool = false,
                           summary: String) -> UIKitLayoutPlan.Parameter {
            let reach = max(nonNegative ? 100 : 10, 4 * abs(value))
            let lower = value < 0 && !nonNegative ? -reach : 0
            return .number(name, default: value, range: lower...(integer ? reach.rounded() : reach), integer: integer,
                           summary: summary)
        }

        var typeName: String {
            switch kind {
            case .integer: "Int"
            case .float(let t): t
            case .bool: "Bool"
            case .size: "CGSize"
            case .insets(let t): t
            case .enumeration(let t, _): t
            }
        }

        /// The factory's statement: set only when the panel's value is not the declared one.
        var assignment: String {
            let key = UIKitRewriter.literal(name)
            switch kind {
            case .bool:
                return "if let v = values[\(key)], v != \(value != 0 ? "\"true\"" : "\"false\"") { layout.\(name) = v == \"true\" }"
            case .integer:
                return "if let v = Double(values[\(key)] ?? \"\"), v != \(value) { layout.\(name) = Int(v) }"
            case .float(let t):
                return "if let v = Double(values[\(key)] ?? \"\"), v != \(value) { layout.\(name) = \(t)(v) }"
            case .enumeration(_, let cases):
                let arms = cases.map { "case \(UIKitRewriter.literal($0)): layout.\(name) = .`\($0)`" }.joined(separator: "; ")
                return "if let v = values[\(key)], v != \(UIKitRewriter.literal(word)) { switch v { \(arms); default: break } }"
            case .size, .insets:
                let labels = kind == .size ? ["width", "height"] : Self.edges(typeName)
                let reads = labels.enumerated().map { i, label in
                    "let v\(i) = Double(values[\(UIKitRewriter.literal(Self.component(name, label)))] ?? \"\")"
                }.joined(separator: ", ")
                let differs = values.enumerated().map { i, v in "v\(i) != \(v)" }.joined(separator: " || ")
                let made = "\(typeName)(" + labels.enumerated().map { i, label in "\(label): CGFloat(v\(i))" }.joined(separator: ", ") + ")"
                return "if \(reads), \(differs) { layout.\(name) = \(made) }"
            }
        }
    }

    /// The settable properties a class declares (in its body; not in extensions, where stored properties cannot be).
    static func properties(of block: MemberBlockSyntax) -> [Property] {
        block.members.flatMap { item -> [Property] in
            guard let v = item.decl.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.var) else { return [] }
            let blocked: Set<String> = ["private", "fileprivate", "static", "class", "lazy", "weak", "unowned"]
            if v.modifiers.contains(where: { blocked.contains($0.name.text) }) { return [] }
            return v.bindings.compactMap { b -> Property? in
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initial = b.initializer?.value else { return nil }
                if let accessors = b.accessorBlock?.accessors {
                    // Observers keep it stored; a getter makes it computed.
                    guard case .accessors(let list) = accessors,
                          list.allSatisfy({ ["didSet", "willSet"].contains($0.accessorSpecifier.text) }) else { return nil }
                }
                let written = b.typeAnnotation?.type.trimmedDescription
                return property(name: name, type: written, literal: initial)
            }
        }
    }

    static func property(name: String, type: String?, literal: ExprSyntax) -> Property? {
        if let compound = compoundProperty(name: name, type: type, literal: literal) { return compound }
        var expr = literal
        var sign = 1.0
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { sign = -1; expr = p.expression }
        if let b = expr.as(BooleanLiteralExprSyntax.self) {
            guard type == nil || type == "Bool" else { return nil }
            return Property(name: name, kind: .bool, value: b.literal.tokenKind == .keyword(.true) ? 1 : 0)
        }
        if let i = expr.as(IntegerLiteralExprSyntax.self), let n = Double(i.literal.text.replacingUnderscores) {
            switch type {
            case nil, "Int": return Property(name: name, kind: .integer, value: sign * n)
            case "CGFloat", "Double", "Float": return Property(name: name, kind: .float(type!), value: sign * n)
            default: return nil
            }
        }
        if let f = expr.as(FloatLiteralExprSyntax.self), let n = Double(f.literal.text.replacingUnderscores) {
            switch type {
            case nil: return Property(name: name, kind: .float("Double"), value: sign * n)
            case "CGFloat", "Double", "Float": return Property(name: name, kind: .float(type!), value: sign * n)
            default: return nil
            }
        }
        return nil
    }

    /// The insets types offered, and the size type.
    static let insetsTypes: Set<String> = ["UIEdgeInsets", "NSDirectionalEdgeInsets"]

    /// A size, insets or enum property: `CGSize(width: 80, height: 60)`, `.zero` typed `CGSize`,
    /// `UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)`, `.vertical` typed `Direction`, `Direction.vertical`.
    static func compoundProperty(name: String, type: String?, literal: ExprSyntax) -> Property? {
        // `.zero` / `CGSize.zero` / `UIEdgeInsets.zero`, and an enum's case.
        if let member = literal.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let base = member.base?.trimmedDescription
            let word = member.declName.baseName.text
            guard let typed = type ?? base, base == nil || base == typed || typed.hasSuffix("." + (base ?? "")) else { return nil }
            if word == "zero", typed == "CGSize" { return Property(name: name, kind: .size, values: [0, 0]) }
            if word == "zero", insetsTypes.contains(typed) { return Property(name: name, kind: .insets(typed), values: [0, 0, 0, 0]) }
            guard typed.first?.isUppercase == true, !["CGFloat", "Double", "Float", "Int", "Bool", "CGSize"].contains(typed),
                  !insetsTypes.contains(typed) else { return nil }
            return Property(name: name, kind: .enumeration(typed, cases: []), values: [], word: word)
        }
        // `CGSize(width:height:)`, `UIEdgeInsets(top:left:bottom:right:)`, `.init(…)` with the type written.
        guard let call = literal.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        let callee = call.calledExpression.trimmedDescription
        let typed = callee == ".init" ? type : callee
        guard let typed, type == nil || type == typed else { return nil }
        let labels: [String]
        let kind: Property.Kind
        if typed == "CGSize" {
            labels = ["width", "height"]
            kind = .size
        } else if insetsTypes.contains(typed) {
            labels = Property.edges(typed)
            kind = .insets(typed)
        } else {
            return nil
        }
        let arguments = Array(call.arguments)
        guard arguments.map({ $0.label?.text ?? "" }) == labels else { return nil }
        var values: [Double] = []
        for argument in arguments {
            guard let v = number(argument.expression) else { return nil }
            values.append(v)
        }
        return Property(name: name, kind: kind, values: values)
    }

    /// A number literal, possibly negative.
    static func number(_ expr: ExprSyntax) -> Double? {
        var e = expr, sign = 1.0
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { sign = -1; e = p.expression }
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingUnderscores).map { sign * $0 } }
        if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingUnderscores).map { sign * $0 } }
        return nil
    }

    /// UIKit's simple enums a layout property often has, with their cases (Apple's headers).
    static let uikitEnums: [String: [String]] = [
        "UICollectionView.ScrollDirection": ["vertical", "horizontal"],
        "ScrollDirection": ["vertical", "horizontal"],
        "UICollectionViewScrollDirection": ["vertical", "horizontal"],
        "UICollectionViewFlowLayout.SectionReference": ["fromContentInset", "fromSafeArea", "fromLayoutMargins"],
        "UICollectionLayoutSectionOrthogonalScrollingBehavior": ["none", "continuous", "continuousGroupLeadingBoundary",
                                                                 "paging", "groupPaging", "groupPagingCentered"],
    ]

    /// The item size a host gives a layout's item size property declared `.zero` (`itemSize`, `cellSize`), points: UICollectionViewFlowLayout's
    /// own default (Apple's documentation of `itemSize`: "The default size value is (50.0, 50.0)"). A layout whose
    /// `itemSize` starts at zero is configured by its view controller (a zero item size divides by zero in such
    /// layouts: `offset / itemSize.width` as an `Int` traps); one that tests the property against zero (`itemSize
    /// == .zero`, `itemSize.width > 0`: zero means "compute it") keeps zero.
    static let hostItemSize: [Double] = [50, 50]

    /// Whether the files test size property `name` against zero (`name == .zero`, `name != CGSize.zero`,
    /// `name.width == 0`, `name.height > 0`, `.zero == name`): then zero is a value the layout understands.
    static func testsAgainstZero(_ name: String, scans: [UIKitFileScan]) -> Bool {
        let n = NSRegularExpression.escapedPattern(for: name)
        let patterns = [
            #"\b\#(n)\s*[!=]=\s*(CGSize)?\.zero\b"#,
            #"(CGSize)?\.zero\s*[!=]=\s*(self\.)?\#(n)\b"#,
            #"\b\#(n)\.(width|height)\s*(==|!=|>|<=|>=|<)\s*0(\.0)?\b"#,
            #"\b\#(n)\s*[!=]=\s*CGSize\(\s*\)"#,
        ]
        let regexes = patterns.compactMap { try? NSRegularExpression(pattern: $0) }
        return scans.contains { scan in
            let text = scan.tree.description
            let range = NSRange(text.startIndex..., in: text)
            return regexes.contains { $0.firstMatch(in: text, range: range) != nil }
        }
    }

    /// The settable properties of `name` and the classes of the files it descends from (nearest first, one each).
    static func chain(_ name: String, scans: [UIKitFileScan]) -> [Property] {
        var byName: [String: UIKitFileScan.ClassInfo] = [:]
        for scan in scans { for c in scan.classes { byName[c.name] = c } }
        var enums: [String: [String]] = [:]
        for scan in scans { enums.merge(scan.simpleEnums) { a, _ in a } }
        var found: [Property] = [], seen: Set<String> = [], current = name
        var visited: Set<String> = []
        while visited.insert(current).inserted, let c = byName[current] {
            for var p in c.settable where seen.insert(p.name).inserted {
                // An enum's cases: its declaration in the files (by its last name), else UIKit's table; an enum
                // whose cases are not known here, or that has a case with associated values, is not offered.
                if case .enumeration(let type, _) = p.kind {
                    let last = String(type.split(separator: ".").last ?? "")
                    guard let cases = enums[type] ?? enums[last] ?? uikitEnums[type], cases.contains(p.word) else { continue }
                    p.kind = .enumeration(type, cases: cases)
                }
                // An item's size only (`itemSize`, `cellSize`, `size`): a header's or footer's size declared zero
                // means none.
                let lower = p.name.lowercased()
                if p.kind == .size, p.values.allSatisfy({ $0 == 0 }), lower.hasSuffix("size"),
                   lower == "size" || lower.contains("item") || lower.contains("cell"),
                   !testsAgainstZero(p.name, scans: scans) {
                    p.hostValues = hostItemSize
                }
                found.append(p)
            }
            guard let s = c.superclass else { break }
            current = s
        }
        return found
    }
}

private extension String {
    var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
