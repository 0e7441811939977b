/// The position of an element in sectioned data: (section, item).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

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
    case cell
    case supplementary(kind: String)
    case decoration(kind: String)

    public var name: String {
        switch self {
        case .cell: "cell"
        case .supplementary: "supplementary"
        case .decoration: "decoration"
        }
    }

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
    public var indexPath: IndexPath
    public var category: ElementCategory
    public var center: Point
    public var size: Size
    public var transform: AffineTransform
    public var transform3D: Transform3D?
    /// Opacity, 0…1.
    public var alpha: Double
    /// Drawing order: higher is on top; ties keep index order.
    public var zIndex: Int
    public var isHidden: Bool

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
