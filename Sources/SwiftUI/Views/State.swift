/// A value a view owns (SwiftUI's `State`). Playground: a stored value in a box; a change re-renders the view a
/// scroll layout was made from (its body is asked for again, docs/swiftui.md "Re-rendering on scroll"). Where a
/// scroll layout evaluates views, a view's state is kept by its identity, as SwiftUI keeps it (a view made again at
/// the same place of the hierarchy reads the state it had; `.id(_:)` with a new value starts afresh: docs/swiftui.md,
/// "State and identity"); elsewhere (`ImageRenderer`, `UIHostingController`) it is made again with its view.
@propertyWrapper public struct State<Value> {
    final class Box {
        private var own: Value
        /// The box kept at the view's identity, when this view was made again there: it reads and writes that one.
        var adopted: Box?
        var value: Value {
            get { adopted?.value ?? own }
            set {
                if let adopted { adopted.value = newValue; return }
                own = newValue
                PlaygroundStateChanges.changed()
            }
        }
        init(_ v: Value) { own = v }
    }
    let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A two-way reference to a value (SwiftUI's `Binding`).
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.get()[keyPath: keyPath] }, set: {
            var v = self.get()
            v[keyPath: keyPath] = $0
            self.set(v)
        })
    }
}

/// How many times any `@State` value has been set: a scroll layout re-evaluates its view's body when this moved.
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundStateChanges {
    nonisolated(unsafe) package static var generation = 0
    /// Something the evaluated views read changed (an `@Observable` model's property).
    package static func changed() {
        generation &+= 1
        PlaygroundTransaction.noteChange()
    }
}
