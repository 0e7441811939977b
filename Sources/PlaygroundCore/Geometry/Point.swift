/// A position or a displacement in points (logical pixels); y points down.
///
///     Point(x: 3, y: 4) + Point(x: 1, y: 1)   // (4, 5)
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public var isFinite: Bool { x.isFinite && y.isFinite }
    public var length: Double { (x * x + y * y).squareRoot() }

    public static func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x, y: l.y + r.y) }
    public static func - (l: Point, r: Point) -> Point { Point(x: l.x - r.x, y: l.y - r.y) }
    public static func * (l: Point, s: Double) -> Point { Point(x: l.x * s, y: l.y * s) }
    public static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }
    public static func += (l: inout Point, r: Point) { l = l + r }
    public static func -= (l: inout Point, r: Point) { l = l - r }
}

/// A scroll axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
