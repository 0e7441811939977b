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

nonisolated extension View {
    /// Sets a preference value for the view. Playground: does nothing: preferences are not passed up a view
    /// hierarchy here (the views are laid out once, and no view re-renders).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        playgroundModified(.other("preference"))
    }
    /// Applies `callback` to the view's preference value. Playground: does nothing (see `preference(key:value:)`).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        playgroundModified(.other("transformPreference"))
    }
    /// Calls `action` when the preference's value changes. Playground: does nothing: `action` is never called
    /// (see `preference(key:value:)`).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        playgroundModified(.other("onPreferenceChange"))
    }
}
