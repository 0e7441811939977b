import Foundation

/// An object that announces its changes (Combine's `ObservableObject`, which `import SwiftUI` brings).
///
/// A change of a `@Published` property re-renders the evaluated view as an `@State` change does (docs/swiftui.md,
/// "State and identity"), whichever view observes the object; `objectWillChange` sends before each such change (in
/// the property's willSet, Apple: "A publisher that emits before the object has changed"), and `send()` on it by
/// the object's own code re-renders too (docs/swiftui.md, "objectWillChange").
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: SwiftUI.Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher (one per object, made when first asked for).
    public var objectWillChange: ObservableObjectPublisher { PlaygroundObjectPublishers.publisher(for: self) }
}

/// The publisher an `ObservableObject` announces its changes with (Combine's `ObservableObjectPublisher`): `send()`
/// tells its subscribers (their `Void` value) and, as the object is about to change, re-renders the evaluated view.
public final class ObservableObjectPublisher: SwiftUI.Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    let subject = PassthroughSubject<Void, Never>()
    public init() {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
    /// Announces a change: subscribers are told, and the view re-renders (as SwiftUI re-renders the views that
    /// observe the object).
    public func send() {
        subject.send(())
        PlaygroundStateChanges.changed()
    }
}

/// The `objectWillChange` publishers of the objects that asked for theirs, by object (kept while it lives).
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundObjectPublishers {
    final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }
    nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
    static let lock = NSLock()

    /// `object`'s publisher, made the first time.
    package static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let e = entries[key], e.object === object { return e.publisher }
        if entries.count > 512 { entries = entries.filter { $0.value.object != nil } }
        let e = Entry(object)
        entries[key] = e
        return e.publisher
    }

    /// `object`'s publisher when it has one (a `@Published` change sends through it).
    static func existing(for object: AnyObject) -> ObservableObjectPublisher? {
        lock.lock()
        defer { lock.unlock() }
        guard let e = entries[ObjectIdentifier(object)], e.object === object else { return nil }
        return e.publisher
    }
}

/// A property whose changes an `ObservableObject` announces (Combine's `Published`): a stored value; a change
/// re-renders the evaluated view (as SwiftUI re-renders the views that observe the object), and its projected
/// publisher (`$property`) sends the current value to each new subscriber and every new value as it is set (Apple:
/// "the property's publisher … emits the new value … in the property's willSet block").
@propertyWrapper public struct Published<Value> {
    public var wrappedValue: Value {
        willSet { subject.send(newValue) }
        didSet { PlaygroundStateChanges.changed() }
    }
    let subject: CurrentValueSubject<Value, Never>
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
        subject = CurrentValueSubject(wrappedValue)
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The property of an object (Swift's enclosing-instance form of a property wrapper, which Apple's `Published`
    /// uses to reach its object): a change first sends the object's `objectWillChange`, then the property's
    /// publisher, then re-renders.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            PlaygroundObjectPublishers.existing(for: object)?.subject.send(())
            object[keyPath: storageKeyPath].wrappedValue = newValue
        }
    }
    /// The property's publisher (`$property`).
    public var projectedValue: Publisher { Publisher(subject: subject) }

    /// The publisher of a `@Published` property (Combine's `Published.Publisher`).
    public struct Publisher: SwiftUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }
}

/// An observable object a view owns (SwiftUI's `StateObject`): made once for the view's identity, as `@State` is
/// kept (docs/swiftui.md, "State and identity").
@propertyWrapper public struct StateObject<ObjectType: ObservableObject> {
    final class Box {
        lazy var own: ObjectType = make()
        let make: () -> ObjectType
        /// The box kept at the view's identity, when this view was made again there.
        var adopted: Box?
        var object: ObjectType { adopted?.object ?? own }
        init(_ m: @escaping () -> ObjectType) { make = m }
    }
    let box: Box
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }
    public var wrappedValue: ObjectType { box.object }
    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.object) }
}

/// An observable object a view is given (SwiftUI's `ObservedObject`).
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an observed object's properties (SwiftUI's `ObservedObject.Wrapper`).
    @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object an ancestor supplies (SwiftUI's `EnvironmentObject`). Playground: the object last given to
/// `.environmentObject(_:)` for its type in the evaluated view, wherever it was given (decided: the views of an
/// evaluated hierarchy share it; SwiftUI gives it to the modified view's descendants only); a view without one
/// stops, as SwiftUI's does ("a view … fails if no ancestor supplies it", `EnvironmentObject`).
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}
    @MainActor public var wrappedValue: ObjectType {
        guard let object = PlaygroundEnvironmentObjects.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    /// Bindings to the object's properties (`$model.name`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// The objects `.environmentObject(_:)` supplied, by type. Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundEnvironmentObjects {
    nonisolated(unsafe) static var objects: [ObjectIdentifier: AnyObject] = [:]
}

/// A view that supplies an object to `@EnvironmentObject` (`.environmentObject(_:)`).
nonisolated struct PlaygroundEnvironmentObjectView<Content: View, Object: ObservableObject>: PlaygroundPrimitiveView {
    let content: Content
    let object: Object
}

@MainActor extension PlaygroundEnvironmentObjectView: PlaygroundNodeView {
    func playgroundNode() -> PlaygroundViewNode {
        PlaygroundEnvironmentObjects.objects[ObjectIdentifier(Object.self)] = object
        return .modified(SwiftUI.playgroundNode(of: content), .other("environmentObject"))
    }
}

nonisolated extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of the views inside (Playground: of the evaluated
    /// view: see `EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        PlaygroundEnvironmentObjectView(content: self, object: object)
    }
}

/// Bindings to the properties of an `@Observable` object (SwiftUI's `Bindable`, iOS 17).
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A reference to a mutable state (SwiftUI's `Bindable`-free `@Namespace` and friends are not provided).
@propertyWrapper public struct Namespace {
    public struct ID: Hashable, Sendable { let value: Int }
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}
