/// An object that announces its changes (Combine's `ObservableObject`, which `import SwiftUI` brings).
///
/// Playground: nothing subscribes to changes here (no view re-renders); the protocol and `@Published` store values.
public protocol ObservableObject: AnyObject {}

/// A property whose changes an `ObservableObject` announces (Combine's `Published`). Playground: a stored value.
@propertyWrapper public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
}

/// An observable object a view owns (SwiftUI's `StateObject`), made once.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject> {
    final class Box { lazy var object: ObjectType = make(); let make: () -> ObjectType; init(_ m: @escaping () -> ObjectType) { make = m } }
    let box: Box
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }
    public var wrappedValue: ObjectType { box.object }
}

/// An observable object a view is given (SwiftUI's `ObservedObject`).
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
}

/// A reference to a mutable state (SwiftUI's `Bindable`-free `@Namespace` and friends are not provided).
@propertyWrapper public struct Namespace {
    public struct ID: Hashable, Sendable { let value: Int }
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}
