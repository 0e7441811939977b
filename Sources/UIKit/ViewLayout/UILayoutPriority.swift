import Foundation

/// How much a constraint matters to Auto Layout (NSLayoutConstraint.h): 1…1000, 1000 required. The solver
/// satisfies a stronger priority before any number of weaker ones (docs/cells.md, "Auto Layout").
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// NSLayoutConstraint.h: UILayoutPriorityRequired = 1000.
    public static let required = UILayoutPriority(1000)
    /// UILayoutPriorityDefaultHigh = 750: a view's default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// UILayoutPriorityDragThatCanResizeScene = 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// UILayoutPrioritySceneSizeStayPut = 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// UILayoutPriorityDragThatCannotResizeScene = 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// UILayoutPriorityDefaultLow = 250: a view's default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// UILayoutPriorityFittingSizeLevel = 50: what `systemLayoutSizeFitting(_:)` pulls the size towards its target with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, d: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + d) }
    public static func - (p: UILayoutPriority, d: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - d) }
}

extension NSLayoutConstraint {
    /// The axis a view's content hugging and compression resistance apply along (NSLayoutConstraint.h).
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}
