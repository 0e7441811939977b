/// One broken layout rule (LayoutValidator): which rule, the message, the element it concerns.
///
/// Native playground layouts are refused for any of them (docs/custom-layouts.md). A UIKit layout is refused only
/// for a fatal one at the session's own item count and viewport (geometry that is not finite, or too large for the
/// window to draw): the others become warnings, since UIKit runs such layouts (docs/uikit.md, "The check").
public struct LayoutFinding: Sendable, Hashable {
    /// The rules, by the names the warnings carry (`rule` in dump and the trace; docs/dump.md).
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        case nonFinite = "non-finite"
        case tooLarge = "too-large"
        case offsetRange = "offset-range"
        case alpha = "alpha"
        case negativeSize = "negative-size"
        case outsideContent = "outside-content"
        case flatIndex = "flat-index"
        case duplicates = "duplicates"
        case rectQuery = "rect-query"
        case elementQuery = "element-query"
        case itemMinusOne = "item-minus-one"
        case lastItem = "last-item"
        /// The layout trapped (a Swift runtime error, `fatalError`, `assert`) at another size of the ladder.
        case trap = "trap"
        /// The layout did not answer within the check's time limit at another size of the ladder.
        case hang = "hang"

        /// Whether it would break on iOS too: geometry that is not finite (Core Animation raises
        /// `CALayerInvalidGeometry` for a NaN position or bounds) or too large to draw, a trap, a hang.
        public var isFatal: Bool {
            switch self {
            case .nonFinite, .tooLarge, .trap, .hang: true
            default: false
            }
        }

        /// What UIKit does with a layout that breaks this rule, in a few words (the warning's second half).
        public var whatUIKitDoes: String {
            switch self {
            case .nonFinite: "UIKit would raise an exception for a NaN or infinite frame there"
            case .tooLarge: "UIKit would try to make views that large there"
            case .offsetRange: "UIKit clamps scrolling to the content"
            case .alpha: "UIKit clamps alpha to 0…1"
            case .negativeSize: "UIKit lays the view out at its standardized rect"
            case .outsideContent: "UIKit shows the cell, but scrolling stops at the content size"
            case .flatIndex: "the playground's sections and UIKit's index paths disagree"
            case .duplicates: "UIKit shows one view per index path"
            case .rectQuery: "UIKit shows exactly what layoutAttributesForElements(in:) returns, as here"
            case .elementQuery: "UIKit shows the rect query's attributes while scrolling, as here"
            case .itemMinusOne: "UIKit never asks for it"
            case .lastItem: "UIKit shows no cell for it, as here"
            case .trap: "on iOS it would crash at that size too"
            case .hang: "a hang, or a layout this slow at that size, would stall iOS's main thread too"
            }
        }
    }

    public var rule: Rule
    /// The layout's name (the message's first word).
    public var layout: String
    /// What is wrong, without the layout's name: `the last item has no attributes`.
    public var detail: String
    /// The element; nil when the rule is about the whole layout.
    public var element: LayoutWarning.Element?

    public init(rule: Rule, layout: String, detail: String, element: LayoutWarning.Element? = nil) {
        self.rule = rule
        self.layout = layout
        self.detail = detail
        self.element = element
    }

    /// The one-line message a refusal prints: `name: detail`.
    public var line: String { "\(layout): \(detail)" }

    /// The element of `category` at `path`.
    public static func element(_ category: ElementCategory, _ path: IndexPath) -> LayoutWarning.Element {
        LayoutWarning.Element(category, path)
    }
}

/// A rule a UIKit layout breaks without being refused (docs/uikit.md, "The check"): shown in the window, printed
/// by `dump` and the trace as `{"rule", "message", "element"}` (docs/dump.md, "Warnings"), each rule once.
public struct LayoutWarning: Sendable, Hashable {
    /// The element a warning is about: `{"section", "item", "category", "kind"}` in JSON, as a dump's items.
    public struct Element: Sendable, Hashable {
        public var section: Int
        public var item: Int
        /// `cell`, `supplementary` or `decoration`.
        public var category: String
        /// The supplementary or decoration kind; nil for a cell.
        public var kind: String?

        public init(section: Int, item: Int, category: String, kind: String? = nil) {
            self.section = section
            self.item = item
            self.category = category
            self.kind = kind
        }

        init(_ category: ElementCategory, _ path: IndexPath) {
            self.init(section: path.section, item: path.item, category: category.name, kind: category.kind)
        }

        var json: JSON {
            .object([("section", .number(Double(section))), ("item", .number(Double(item))),
                     ("category", .string(category)), ("kind", kind.map(JSON.string) ?? .null)])
        }

        /// `category|kind|section|item` for the check child's report line, and back.
        var reportField: String { "\(category)|\(kind ?? "")|\(section)|\(item)" }

        init?(reportField: Substring) {
            let parts = reportField.split(separator: "|", omittingEmptySubsequences: false)
            guard parts.count == 4, let s = Int(parts[2]), let i = Int(parts[3]), !parts[0].isEmpty else { return nil }
            self.init(section: s, item: i, category: String(parts[0]), kind: parts[1].isEmpty ? nil : String(parts[1]))
        }
    }

    /// The rule's name (`LayoutFinding.Rule.rawValue`).
    public var rule: String
    /// One line: what is wrong, where, and what UIKit would do.
    public var message: String
    /// The element at the session's own size; nil for the layout as a whole or another size.
    public var element: Element?

    public init(rule: String, message: String, element: Element? = nil) {
        self.rule = rule
        self.message = message
        self.element = element
    }

    /// `{"rule", "message", "element"}`; `element` null for the layout as a whole.
    public var json: JSON {
        .object([("rule", .string(rule)), ("message", .string(message)), ("element", element?.json ?? .null)])
    }

    /// The warning's line for the check child's report (`warning: RULE<TAB>ELEMENT<TAB>MESSAGE`), and back.
    public var reportLine: String {
        "warning: \(rule)\t\(element?.reportField ?? "")\t\(UserText.oneLine(message))"
    }

    public init?(reportLine: Substring) {
        guard reportLine.hasPrefix("warning: ") else { return nil }
        let parts = reportLine.dropFirst("warning: ".count).split(separator: "\t", maxSplits: 2,
                                                                   omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[2].isEmpty else { return nil }
        self.init(rule: String(parts[0]), message: String(parts[2]), element: Element(reportField: parts[1]))
    }
}
