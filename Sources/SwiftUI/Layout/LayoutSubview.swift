/// What a subview of a layout answers and where it was placed: the bridge (or a container view) makes one per
/// subview. Playground hook (package): not part of SwiftUI's API.
package final class PlaygroundSubviewSource {
    /// The subview's size for a proposal (its own sizing rule).
    package let sizeThatFits: (ProposedViewSize) -> CGSize
    /// Values set with `.layoutValue(key:value:)`, by key type.
    package var values: [ObjectIdentifier: Any]
    /// `.layoutPriority(_:)`; 0 by default.
    package var priority: Double
    package var spacing: ViewSpacing
    /// Explicit alignment guides (`.alignmentGuide`), by alignment id.
    package var explicitGuides: [ObjectIdentifier: CGFloat]
    /// `.alignmentGuide(_:computeValue:)` closures, innermost first: each is given the dimensions the ones inside
    /// it made (an outer guide of the same alignment wins, and sees the inner value as `d[explicit:]`).
    package var guideFunctions: [(ObjectIdentifier, (ViewDimensions) -> CGFloat)] = []
    /// Where `place(at:anchor:proposal:)` put it last, in the layout's coordinates; nil until placed.
    package var placement: CGRect?
    /// The proposal it was placed with.
    package var placementProposal: ProposedViewSize?
    /// Not shown (a `ViewThatFits` child that was not chosen): not placed or drawn.
    package var playgroundHidden = false

    package init(values: [ObjectIdentifier: Any] = [:], priority: Double = 0, spacing: ViewSpacing = ViewSpacing(),
                 explicitGuides: [ObjectIdentifier: CGFloat] = [:],
                 sizeThatFits: @escaping (ProposedViewSize) -> CGSize) {
        self.sizeThatFits = sizeThatFits
        self.values = values
        self.priority = priority
        self.spacing = spacing
        self.explicitGuides = explicitGuides
    }
}

/// A proxy for one subview of a layout (SwiftUI's `LayoutSubview`): ask it for sizes, place it.
///
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: CGPoint(x: 10, y: 10), anchor: .topLeading, proposal: ProposedViewSize(size))
public struct LayoutSubview: Equatable {
    package let playgroundSource: PlaygroundSubviewSource

    package init(_ source: PlaygroundSubviewSource) { playgroundSource = source }

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { playgroundSource.sizeThatFits(proposal) }

    /// The subview's dimensions (size and alignment guides) for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        var d = ViewDimensions(width: size.width, height: size.height, explicitGuides: playgroundSource.explicitGuides)
        for (guide, compute) in playgroundSource.guideFunctions {
            let value = compute(d)
            d.explicitGuides[guide] = value
        }
        return d
    }

    /// Places the subview: its `anchor` point goes to `position` (in the layout's coordinates), at the size it takes
    /// for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        playgroundSource.placement = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                                  width: size.width, height: size.height)
        playgroundSource.placementProposal = proposal
    }

    /// Leaves the subview out of what is shown (`ViewThatFits`' other children).
    /// Playground hook (package): not part of SwiftUI's API.
    package func playgroundHide() { playgroundSource.playgroundHidden = true }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { playgroundSource.spacing }

    /// The subview's layout priority (`.layoutPriority(_:)`; 0 by default).
    public var priority: Double { playgroundSource.priority }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (playgroundSource.values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.playgroundSource === b.playgroundSource }
}

/// The subviews of a layout container (SwiftUI's `LayoutSubviews`), a random-access collection.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int
    /// The layout direction the container's environment has.
    public var layoutDirection: LayoutDirection

    package init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        storage = subviews
        startIndex = 0
        endIndex = subviews.count
        self.layoutDirection = layoutDirection
    }

    init(storage: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds, layoutDirection: layoutDirection)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        Array(a) == Array(b) && a.layoutDirection == b.layoutDirection
    }
}
