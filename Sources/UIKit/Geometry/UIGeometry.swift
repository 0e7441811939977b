/// Insets from each edge, in points (UIEdgeInsets).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = UIEdgeInsets()

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
public let UIEdgeInsetsZero = UIEdgeInsets.zero
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool { a == b }
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

extension CGRect {
    /// The rectangle shrunk by `insets` (UIEdgeInsetsInsetRect).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}

/// Insets by edge with leading and trailing (NSDirectionalEdgeInsets): leading is the left edge left-to-right and the
/// right edge right-to-left, as whoever applies them resolves it (a view's `directionalLayoutMargins` by its
/// `effectiveUserInterfaceLayoutDirection`; a compositional layout's insets in its own left-to-right coordinates,
/// which the collection view mirrors: docs/devices.md, "Right-to-left").
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

public func NSDirectionalEdgeInsetsMake(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat)
    -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// A horizontal and vertical offset (UIOffset).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat, vertical: CGFloat
    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset()
}

/// Edges of a rectangle (UIRectEdge).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1)
    public static let left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4)
    public static let right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Edges of a rectangle with leading and trailing (NSDirectionalRectEdge).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where something sits in a rectangle (NSRectAlignment).
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// Text and layout direction (UIUserInterfaceLayoutDirection). The playground is left-to-right.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// A view's semantic content attribute; accepted, unused.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
