/// Natural sizes of items (for example an image's pixel size), repeated cyclically when shorter than the items.
///
///     ItemSizes([Size(width: 4, height: 3)])[7]   // 4×3
public struct ItemSizes: Hashable, Sendable {
    /// The sizes, by item, repeated when there are more items.
    public var sizes: [Size]

    /// Sizes by item.
    public init(_ sizes: [Size]) { self.sizes = sizes }

    /// Every item square (1×1): the natural aspect ratio when the data says nothing.
    public static let square = ItemSizes([Size(width: 1, height: 1)])

    /// The natural size of item `index` (1×1 when there are none), the sizes repeating; a negative index (a UIKit
    /// layout's attributes for an index path that is not in the data) counts from the end, never traps.
    public subscript(index: Int) -> Size {
        sizes.isEmpty ? Size(width: 1, height: 1) : sizes[(index % sizes.count + sizes.count) % sizes.count]
    }
}

/// What a layout may know about the collection view: the data's shape and the viewport (bounds).
/// It never holds a reference back to a view.
public struct LayoutContext: Hashable, Sendable {
    /// The viewport (bounds) size in points.
    public var viewport: Size
    /// The viewport's origin in content coordinates (UIScrollView.contentOffset).
    public var contentOffset: Point
    /// The number of items, in display order (flat index 0..<itemCount).
    public var itemCount: Int
    /// Each item's natural size by flat display index.
    public var naturalSizes: ItemSizes
    /// Bumped by the host whenever items or their natural sizes change, so layouts can tell a data change
    /// from a bounds change when deciding what to recompute.
    public var dataVersion: Int
    /// The content offsets of sections that scroll on their own (orthogonal sections of a compositional layout),
    /// by section index, points along the cross axis; a section not listed is where it starts (the layout's
    /// `orthogonalInitialOffset(ofSection:)`: 0, or the first group centered for `groupPagingCentered`).
    public var sectionOffsets: [Int: Double]
    /// The device and layout direction the viewport stands for (ScreenTraits.swift; a free-form window by default).
    public var traits = ScreenTraits()

    /// A context; only the viewport and the item count are needed.
    public init(
        viewport: Size, contentOffset: Point = .zero, itemCount: Int, naturalSizes: ItemSizes = .square,
        dataVersion: Int = 0, sectionOffsets: [Int: Double] = [:]
    ) {
        self.viewport = viewport
        self.contentOffset = contentOffset
        self.itemCount = itemCount
        self.naturalSizes = naturalSizes
        self.dataVersion = dataVersion
        self.sectionOffsets = sectionOffsets
    }

    /// The visible rectangle in content coordinates.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewport) }
}
