/// UIKit's compositional layout model (iOS 13, UICollectionViewCompositionalLayout), as values: the same type and
/// property names with the same meaning, so what a user learns here carries over (docs/compositional.md).
///
///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///         widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
///     let group = NSCollectionLayoutGroup.horizontal(
///         layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///         subitems: [item])
///     let layout = CompositionalLayout(section: NSCollectionLayoutSection(group: group))
///     // two items of (viewport width / 2) × 100 per row

/// One dimension of an element's size (NSCollectionLayoutDimension).
public enum NSCollectionLayoutDimension: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// Points.
    case absolute(Double)
    /// Points until the content decides: an item's natural size (a photo's aspect ratio at the other, resolved
    /// dimension); a group's children.
    case estimated(Double)

    public var isEstimated: Bool { if case .estimated = self { true } else { false } }
    public var isFractionalWidth: Bool { if case .fractionalWidth = self { true } else { false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = self { true } else { false } }

    /// Points in `container` (an estimate is its value).
    public func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): f * container.width
        case .fractionalHeight(let f): f * container.height
        case .absolute(let v), .estimated(let v): v
        }
    }
}

/// A width and a height dimension (NSCollectionLayoutSize).
public struct NSCollectionLayoutSize: Hashable, Sendable {
    public var widthDimension: NSCollectionLayoutDimension
    public var heightDimension: NSCollectionLayoutDimension

    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    public subscript(axis: Axis) -> NSCollectionLayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }

    public var hasEstimate: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
}

/// Insets by edge, leading and trailing rather than left and right (NSDirectionalEdgeInsets; left-to-right only).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }

    public static let zero = NSDirectionalEdgeInsets()

    /// The inset at the start of `axis` (leading for horizontal, top for vertical).
    public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset at the end of `axis`.
    public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    public func total(_ axis: Axis) -> Double { start(axis) + end(axis) }

    /// `rect` shrunk by the insets.
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + leading, y: rect.minY + top, width: rect.width - leading - trailing,
             height: rect.height - top - bottom)
    }
}

/// Space between a group's subitems (NSCollectionLayoutSpacing): exactly `fixed`, or at least `flexible` with the
/// group's leftover length shared equally between the gaps.
public enum NSCollectionLayoutSpacing: Hashable, Sendable {
    case fixed(Double)
    case flexible(Double)

    public var minimum: Double {
        switch self { case .fixed(let v), .flexible(let v): v }
    }
}

/// Fixed space around an item's slot in its group (NSCollectionLayoutEdgeSpacing, fixed spacings only), points.
public struct NSCollectionLayoutEdgeSpacing: Hashable, Sendable {
    public var leading: Double
    public var top: Double
    public var trailing: Double
    public var bottom: Double

    public init(leading: Double = 0, top: Double = 0, trailing: Double = 0, bottom: Double = 0) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public static let zero = NSCollectionLayoutEdgeSpacing()

    public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
}

/// Edges of a rectangle (NSDirectionalRectEdge).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
}

/// Where a supplementary item sits on its item (NSCollectionLayoutAnchor): inside the given edges (a corner for two
/// adjacent edges; centered along an axis with neither of its edges, so no edges at all centers it), then moved by
/// `offset`, in points or, when `isFractional`, in fractions of the supplementary item's own size (UIKit's
/// `fractionalOffset`).
///
///     let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing])
///     anchor.frame(of: Size(width: 20, height: 20), in: Rect(x: 0, y: 0, width: 100, height: 100))
///     // (80, 0, 20, 20): inside the top-trailing corner
///     NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))
///         .frame(of: Size(width: 20, height: 20), in: Rect(x: 0, y: 0, width: 100, height: 100))
///     // (90, -10, 20, 20): moved half its size out, centered on the corner
public struct NSCollectionLayoutAnchor: Hashable, Sendable {
    public var edges: NSDirectionalRectEdge
    public var offset: Point
    public var isFractional: Bool

    public init(edges: NSDirectionalRectEdge, absoluteOffset: Point = .zero) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isFractional = false
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isFractional = true
    }

    /// The frame of an element of `size` anchored to `container`.
    public func frame(of size: Size, in container: Rect) -> Rect {
        // Apple's NSCollectionLayoutAnchor: "By default, the supplementary item is anchored within the specified
        // edges of the item it's attached to"; the header's diagram (UICollectionViewCompositionalLayout.h) draws
        // [.top, .trailing] inside that corner, and edges: [.top, .trailing] with fractionalOffset (0.5, -0.5)
        // half outside it. An axis with neither edge (or both) centers the element along it.
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        let leading = edges.contains(.leading), trailing = edges.contains(.trailing)
        let top = edges.contains(.top), bottom = edges.contains(.bottom)
        if leading != trailing { x = leading ? container.minX : container.maxX - size.width }
        if top != bottom { y = top ? container.minY : container.maxY - size.height }
        let dx = isFractional ? offset.x * size.width : offset.x
        let dy = isFractional ? offset.y * size.height : offset.y
        return Rect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A view attached to an item, such as a badge (NSCollectionLayoutSupplementaryItem). Its fractional dimensions
/// refer to the item's frame.
public struct NSCollectionLayoutSupplementaryItem: Hashable, Sendable {
    public var elementKind: String
    public var layoutSize: NSCollectionLayoutSize
    public var containerAnchor: NSCollectionLayoutAnchor
    public var zIndex: Int

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                zIndex: Int = 10) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.zIndex = zIndex
    }
}

/// One cell's slot in a group (NSCollectionLayoutItem): its size in the group, the insets from slot to frame, the
/// fixed space around the slot and its badges.
public struct NSCollectionLayoutItem: Hashable, Sendable {
    public var layoutSize: NSCollectionLayoutSize
    public var contentInsets: NSDirectionalEdgeInsets
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = [],
                contentInsets: NSDirectionalEdgeInsets = .zero, edgeSpacing: NSCollectionLayoutEdgeSpacing = .zero) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }
}

/// A group's child: an item or a nested group (in UIKit NSCollectionLayoutGroup is a subclass of the item).
public indirect enum NSCollectionLayoutSubitem: Hashable, Sendable {
    case item(NSCollectionLayoutItem)
    case group(NSCollectionLayoutGroup)

    public var layoutSize: NSCollectionLayoutSize {
        switch self {
        case .item(let i): i.layoutSize
        case .group(let g): g.layoutSize
        }
    }

    public var edgeSpacing: NSCollectionLayoutEdgeSpacing {
        switch self {
        case .item(let i): i.edgeSpacing
        case .group(let g): g.edgeSpacing
        }
    }

    /// Whether an estimated dimension appears anywhere below (then groups differ with the data).
    public var hasEstimate: Bool {
        switch self {
        case .item(let i): i.layoutSize.hasEstimate
        case .group(let g): g.hasEstimate
        }
    }
}

/// Subitems laid out along an axis (NSCollectionLayoutGroup: `horizontal`, `vertical`). Without `count` the
/// subitems repeat, in order, while the next one fits. With `count` the group holds exactly that many copies of its
/// one subitem, the way `countMode` says:
///
/// - `.subitem` (UIKit's iOS 13 `horizontal(layoutSize:subitem:count:)`, deprecated in iOS 16): "equally sized
///   items", resized along the group's axis to fill it, spacing included;
/// - `.repeatingSubitem` (UIKit's iOS 16 `horizontal(layoutSize:repeatingSubitem:count:)`): the subitem at its own
///   size, `count` times, `interItemSpacing` apart; not resized ("it's your responsibility to ensure that the
///   group's layoutSize can fit count repetitions"), so copies that do not fit reach past the group.
///
///     let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25),
///                                                         heightDimension: .fractionalHeight(1)))
///     let size = NSCollectionLayoutSize(widthDimension: .absolute(400), heightDimension: .absolute(50))
///     NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)
///     // two items of 200 × 50
///     NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2)
///     // two items of 100 × 50, at x 0 and 100
public struct NSCollectionLayoutGroup: Hashable, Sendable {
    /// How a group with `count` sizes its copies (the UIKit factory it stands for).
    public enum CountMode: String, Hashable, Sendable, CaseIterable {
        /// `horizontal/vertical(layoutSize:subitem:count:)` (iOS 13): `count` equal slots filling the group along
        /// its axis, `interItemSpacing` included; the subitem's own length along the axis is ignored. Spec key
        /// `count`.
        case subitem
        /// `horizontal/vertical(layoutSize:repeatingSubitem:count:)` (iOS 16): `count` copies at the subitem's own
        /// size; nothing is resized. Spec key `repeatingCount`.
        case repeatingSubitem
    }

    public var layoutSize: NSCollectionLayoutSize
    /// The axis the subitems run along: horizontal for `.horizontal(…)`.
    public var axis: Axis
    public var subitems: [NSCollectionLayoutSubitem]
    /// Exactly this many copies of the one subitem (nil: repeat the subitems while they fit).
    public var count: Int?
    /// How the `count` copies are sized (ignored without `count`).
    public var countMode: CountMode
    public var interItemSpacing: NSCollectionLayoutSpacing?
    public var contentInsets: NSDirectionalEdgeInsets
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing
    /// A custom group's item frames, relative to the group's origin, one item each in order (UIKit's
    /// `custom(layoutSize:itemProvider:)`, its provider already called); nil for a group along an axis, whose
    /// `subitems` then decide. With frames, `axis`, `subitems`, `count` and the spacing are not used.
    public var customFrames: [Rect]?

    public init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutSubitem], count: Int? = nil,
                countMode: CountMode = .subitem, interItemSpacing: NSCollectionLayoutSpacing? = nil,
                contentInsets: NSDirectionalEdgeInsets = .zero, edgeSpacing: NSCollectionLayoutEdgeSpacing = .zero,
                customFrames: [Rect]? = nil) {
        self.layoutSize = layoutSize
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.countMode = countMode
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.customFrames = customFrames
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: subitems.map { .item($0) })
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: subitems.map { .item($0) })
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, groups: [NSCollectionLayoutSubitem]) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: groups)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, groups: [NSCollectionLayoutSubitem]) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: groups)
    }

    // MARK: count

    /// UIKit's iOS 13 `horizontal(layoutSize:subitem:count:)`: `count` equally sized items filling the group
    /// (`CountMode.subitem`).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        horizontal(layoutSize: layoutSize, subitem: .item(subitem), count: count)
    }

    /// UIKit's iOS 13 `vertical(layoutSize:subitem:count:)` (`CountMode.subitem`).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        vertical(layoutSize: layoutSize, subitem: .item(subitem), count: count)
    }

    /// `horizontal(layoutSize:subitem:count:)` with an item or a group.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutSubitem, count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count, countMode: .subitem)
    }

    /// `vertical(layoutSize:subitem:count:)` with an item or a group.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutSubitem, count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count, countMode: .subitem)
    }

    /// UIKit's iOS 16 `horizontal(layoutSize:repeatingSubitem:count:)`: the subitem `count` times at its own size
    /// (`CountMode.repeatingSubitem`).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                                  count: Int) -> Self {
        horizontal(layoutSize: layoutSize, repeatingSubitem: .item(repeatingSubitem), count: count)
    }

    /// UIKit's iOS 16 `vertical(layoutSize:repeatingSubitem:count:)` (`CountMode.repeatingSubitem`).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                                count: Int) -> Self {
        vertical(layoutSize: layoutSize, repeatingSubitem: .item(repeatingSubitem), count: count)
    }

    /// `horizontal(layoutSize:repeatingSubitem:count:)` with an item or a group.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutSubitem,
                                  count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: [repeatingSubitem], count: count,
             countMode: .repeatingSubitem)
    }

    /// `vertical(layoutSize:repeatingSubitem:count:)` with an item or a group.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutSubitem,
                                count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: [repeatingSubitem], count: count,
             countMode: .repeatingSubitem)
    }

    public var hasEstimate: Bool { layoutSize.hasEstimate || subitems.contains { $0.hasEstimate } }
}
