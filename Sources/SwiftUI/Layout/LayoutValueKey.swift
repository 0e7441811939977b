/// A key for a value a subview carries to its layout (SwiftUI's `LayoutValueKey`), set with
/// `.layoutValue(key:value:)` and read as `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Layout-specific properties of a layout container (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis of a stack-like layout; nil for others.
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}
