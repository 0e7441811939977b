/// The horizontal or vertical dimension in a 2D coordinate system (SwiftUI's `Axis`).
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case horizontal
    case vertical

    /// A set of axes (`Axis.Set`): `.horizontal`, `.vertical`, or both.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
