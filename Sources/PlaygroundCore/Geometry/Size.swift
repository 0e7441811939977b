/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var isFinite: Bool { width.isFinite && height.isFinite }
    /// Width over height; 1 for a degenerate size.
    public var aspectRatio: Double { width > 0 && height > 0 ? width / height : 1 }

    public static func * (l: Size, s: Double) -> Size { Size(width: l.width * s, height: l.height * s) }
}

/// Insets from each edge, in points.
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    public static let zero = Insets()

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}
