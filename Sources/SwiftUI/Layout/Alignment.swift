/// A type that names an alignment guide and gives its default value (SwiftUI's `AlignmentID`).
public protocol AlignmentID {
    /// The guide's value in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

enum LeadingAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HorizontalCenterAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VerticalCenterAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// Playground: a view without text has its baselines at its bottom, as SwiftUI gives views without text; items
/// here have no text, so the text baselines are the bottom edge.
enum FirstTextBaselineAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastTextBaselineAlignment: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// An alignment position along the horizontal axis (SwiftUI's `HorizontalAlignment`).
public struct HorizontalAlignment: Equatable, Sendable {
    let id: any AlignmentID.Type
    public init(_ id: any AlignmentID.Type) { self.id = id }
    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingAlignment.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingAlignment.self)
    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }
}

/// An alignment position along the vertical axis (SwiftUI's `VerticalAlignment`).
public struct VerticalAlignment: Equatable, Sendable {
    let id: any AlignmentID.Type
    public init(_ id: any AlignmentID.Type) { self.id = id }
    public static let top = VerticalAlignment(TopAlignment.self)
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)
    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }
}

/// An alignment in both axes (SwiftUI's `Alignment`).
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The unit point of this alignment when both guides are standard ones (center otherwise).
    var unitPoint: UnitPoint {
        let x: CGFloat = horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
        let y: CGFloat = vertical == .top ? 0 : vertical == .bottom ? 1 : 0.5
        return UnitPoint(x: x, y: y)
    }
}

/// The text and layout direction (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}
