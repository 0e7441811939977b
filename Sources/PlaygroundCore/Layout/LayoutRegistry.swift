/// The layouts the playground knows, by name, in hotkey order (1 `grid`, 2 `waterfall`, …).
public struct LayoutDescriptor: Sendable {
    public var name: String
    public var summary: String
    public var parameters: [ParameterSpec]
    public var make: @Sendable (ParameterValues) -> any CollectionLayout

    /// Builds the layout from raw `name=value` strings, checking every one.
    public func make(_ raw: [String: String]) throws(ParameterError) -> any CollectionLayout {
        make(try ParameterValues(raw, specs: parameters, layout: name))
    }
}

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

    public static func descriptor(named name: String) throws(ParameterError) -> LayoutDescriptor {
        guard let d = all.first(where: { $0.name == name }) else {
            throw ParameterError("unknown layout '\(name)' (known: \(names.joined(separator: ", ")))")
        }
        return d
    }

    /// The layout called `name` with `params` (raw strings), or a one-line error.
    public static func make(_ name: String, params: [String: String] = [:]) throws(ParameterError) -> any CollectionLayout {
        try descriptor(named: name).make(params)
    }
}
