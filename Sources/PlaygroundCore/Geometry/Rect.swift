/// An axis-aligned rectangle: origin (top-left, y down) and size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle of `size` centered on `center`.
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    public func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether the two rectangles share interior or boundary points (closed intervals, so touching edges count,
    /// and a zero-size rectangle inside the other counts).
    public func intersects(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `other` lies entirely inside (closed bounds, with a tolerance in points for rounding).
    public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// Grown by `dx` and `dy` on each side (negative shrinks).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(_ d: Point) -> Rect { Rect(origin: origin + d, size: size) }
}
