/// The position of an element in sectioned data: (section, item).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item within its section, from 0 (UIKit's `item` and `row`).
    public var item: Int

    /// The item `item` of `section`.\n\n    IndexPath(item: 3)               // [0, 3]\n    IndexPath(section: 1, item: 0)   // [1, 0]
    public init(section: Int = 0, item: Int) {
        self.section = section
        self.item = item
    }

    public var description: String { "[\(section), \(item)]" }

    public static func < (l: IndexPath, r: IndexPath) -> Bool {
        (l.section, l.item) < (r.section, r.item)
    }
}

/// What an element is: a cell (an item), a supplementary view of a kind (header, footer…) from the data,
/// or a decoration view of a kind (background…) owned by the layout.
public enum ElementCategory: Hashable, Sendable {
    /// An item's cell.
    case cell
    /// A supplementary view from the data (a header, a footer, a badge), by kind.
    case supplementary(kind: String)
    /// A decoration view the layout owns (a section background), by kind.
    case decoration(kind: String)

    /// `cell`, `supplementary` or `decoration`, as dumps and traces write it.
    public var name: String {
        switch self {
        case .cell: "cell"
        case .supplementary: "supplementary"
        case .decoration: "decoration"
        }
    }

    /// The kind of a supplementary or decoration view; nil for a cell.
    public var kind: String? {
        switch self {
        case .cell: nil
        case .supplementary(let kind), .decoration(let kind): kind
        }
    }
}

/// Where and how one element is drawn, in content coordinates (UICollectionViewLayoutAttributes' role).
///
/// `frame` is derived from `center` and `size`; `transform` applies about the center (as UIView.transform does),
/// then `transform3D`, if any, projects it.
public struct LayoutAttributes: Hashable, Sendable {
    /// Which element: the item, or the position a supplementary or decoration view belongs to.
    public var indexPath: IndexPath
    /// A cell, a supplementary view or a decoration view.
    public var category: ElementCategory
    /// The untransformed frame's center, in content coordinates (points).
    public var center: Point
    /// The untransformed frame's size, points.
    public var size: Size
    /// A 2D transform about the center (UIView.transform's convention).
    public var transform: AffineTransform
    /// A 3D transform applied after `transform` (its m34 gives perspective); nil for none.
    public var transform3D: Transform3D?
    /// Opacity, 0…1.
    public var alpha: Double
    /// Drawing order: higher is on top; ties keep index order.
    public var zIndex: Int
    /// Not drawn (and not hit) when true.
    public var isHidden: Bool

    /// An element with every attribute given; the frame follows from `center` and `size`.
    public init(
        indexPath: IndexPath, category: ElementCategory = .cell, center: Point, size: Size,
        transform: AffineTransform = .identity, transform3D: Transform3D? = nil,
        alpha: Double = 1, zIndex: Int = 0, isHidden: Bool = false
    ) {
        self.indexPath = indexPath
        self.category = category
        self.center = center
        self.size = size
        self.transform = transform
        self.transform3D = transform3D
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// A cell with the given untransformed frame.
    public init(cell indexPath: IndexPath, frame: Rect) {
        self.init(indexPath: indexPath, center: frame.center, size: frame.size)
    }

    /// The untransformed frame: `size` centered on `center`.
    public var frame: Rect {
        get { Rect(center: center, size: size) }
        set { center = newValue.center; size = newValue.size }
    }

    /// Every number is finite (a checker's first question).
    public var isFinite: Bool {
        center.isFinite && size.isFinite && transform.isFinite && (transform3D?.isFinite ?? true) && alpha.isFinite
    }
}
