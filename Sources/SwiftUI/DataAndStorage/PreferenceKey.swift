import Foundation

/// A value a view passes up to its ancestors (SwiftUI's `PreferenceKey`).
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the next one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

