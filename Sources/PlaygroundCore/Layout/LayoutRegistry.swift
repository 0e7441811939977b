/// A layout the playground knows: its name, parameters and how to make it.
public struct LayoutDescriptor: Sendable {
    public var name: String
    public var summary: String
    public var parameters: [ParameterSpec]
    public var make: @Sendable (ParameterValues) -> any CollectionLayout
    /// The file a user layout was loaded from; nil for the built-ins.
    public var source: String?
    /// The rules a UIKit layout file breaks without being refused (its check's warnings; docs/uikit.md).
    public var warnings: [LayoutWarning] = []

    public init(name: String, summary: String, parameters: [ParameterSpec],
                make: @escaping @Sendable (ParameterValues) -> any CollectionLayout, source: String? = nil) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.make = make
        self.source = source
    }

    /// Builds the layout from raw `name=value` strings, checking every one.
    public func make(_ raw: [String: String]) throws(ParameterError) -> any CollectionLayout {
        make(try ParameterValues(raw, specs: parameters, layout: name))
    }
}

/// The built-in layouts, in hotkey order (1 `grid`, 2 `waterfall`, …). A session's layouts are these followed by
/// the user's layout files (`PlaygroundConfig.layouts`); lookups take that list.
public enum LayoutRegistry {
    public static let all: [LayoutDescriptor] = [
        LayoutDescriptor(name: "grid", summary: "flow layout (seed 003)", parameters: GridLayout.parameters,
                         make: { GridLayout($0) }),
        LayoutDescriptor(name: "waterfall", summary: "columns of aspect-fit items, shortest column first (seed 001)",
                         parameters: WaterfallLayout.parameters, make: { WaterfallLayout($0) }),
        LayoutDescriptor(name: "rotating", summary: "one row turning as it scrolls (seed 000)",
                         parameters: RotatingLayout.parameters,
                         make: { RotatingLayout($0) }),
        LayoutDescriptor(name: "cards", summary: "card pager: centered card, faded peeking neighbors (seed 004)",
                         parameters: CardsLayout.parameters,
                         make: { CardsLayout($0) }),
        LayoutDescriptor(name: "coverflow",
                         summary: "Cover Flow: a paged row in perspective, side items turned to face the middle",
                         parameters: CoverflowLayout.parameters,
                         make: { CoverflowLayout($0) }),
    ]

    public static var names: [String] { all.map(\.name) }

    /// The layout called `name` among `layouts` (the built-ins by default), or a one-line error listing them.
    public static func descriptor(named name: String, in layouts: [LayoutDescriptor] = all)
        throws(ParameterError) -> LayoutDescriptor {
        guard let d = layouts.first(where: { $0.name == name }) else {
            throw ParameterError("unknown layout '\(UserText.quoted(name))' (known: \(layouts.map(\.name).joined(separator: ", ")))")
        }
        return d
    }

    /// The layout called `name` with `params` (raw strings), or a one-line error.
    public static func make(_ name: String, params: [String: String] = [:], in layouts: [LayoutDescriptor] = all)
        throws(ParameterError) -> any CollectionLayout {
        try descriptor(named: name, in: layouts).make(params)
    }

    /// Checks that `added` can join `layouts`: a name that is a plain word (letters, digits, `-`, `_`) and not
    /// taken by another layout (a built-in, or a user layout from another file).
    public static func checkName(of added: LayoutDescriptor, joining layouts: [LayoutDescriptor])
        throws(ParameterError) {
        let name = added.name
        guard !name.isEmpty, name.count <= 64,
              name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                  || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }) else {
            throw ParameterError("layout name '\(UserText.quoted(name))' must be 1–64 letters, digits, '-' or '_'")
        }
        if let other = layouts.first(where: { $0.name == name && $0.source != added.source }) {
            let owner = other.source.map { "the layout in \(UserText.escaped($0))" } ?? "a built-in layout"
            throw ParameterError("layout name '\(UserText.quoted(name))' is taken by \(owner); give `name` another value")
        }
    }
}
