/// A coordinate space to resolve frames in (SwiftUI's `CoordinateSpaceProtocol`).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

/// The global space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named space (`.named("scroll")`, `.scrollView`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The nearest scroll view's space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("_scrollView")) }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// A container's size and frames (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    let frames: (CoordinateSpace) -> CGRect
    let scrollViewBounds: CGRect?

    package init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
                 scrollViewBounds: CGRect? = nil, frames: @escaping (CoordinateSpace) -> CGRect) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scrollViewBounds = scrollViewBounds
        self.frames = frames
    }

    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frames(coordinateSpace.coordinateSpace) }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { frames(coordinateSpace) }
    /// The bounds of the named coordinate space's container in this view's space (iOS 17). Playground: known for
    /// the nearest scroll view (where the playground evaluates views); nil for other names.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        coordinateSpace == .scrollView ? scrollViewBounds : nil
    }
}

/// A view that gives its content its own size (SwiftUI's `GeometryReader`).
nonisolated public struct GeometryReader<Content: View>: PlaygroundPrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

nonisolated extension View {
    /// Calls `action` when the transformed geometry changes. Playground: stored; views are not laid out here.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        playgroundModified(.other("onGeometryChange"))
    }

    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        playgroundModified(.other("onGeometryChange"))
    }

    /// Calls `action` when `value` changes (iOS 17; with `initial`, also when the view appears). Playground: where a
    /// scroll layout evaluates views, the value is compared with the one the view had at its identity the last
    /// time its body was asked for, and the action runs after that pass is laid out (docs/swiftui.md, "onChange").
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        PlaygroundChangeView(content: self, value: value, initial: initial, action: { _, _ in action() })
    }

    /// Calls `action` with the old and new values when `value` changes (iOS 17). Playground: as `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        PlaygroundChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Calls `action` with the new value when `value` changes (iOS 14, deprecated in iOS 17). Playground: as
    /// `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        PlaygroundChangeView(content: self, value: value, initial: false, action: { _, new in action(new) })
    }

    /// Adds an asynchronous task to perform before this view appears (SwiftUI's `task(priority:_:)`).
    /// Playground: approximated: where a scroll layout evaluates views it starts when the view appears, at once, up
    /// to its first suspension (`PlaygroundTaskView`); never cancelled; elsewhere not run.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        PlaygroundTaskView(content: self, id: PlaygroundNoTaskID(), action: action)
    }

    /// Adds a task to perform before this view appears or when `value` changes (SwiftUI's `task(id:priority:_:)`).
    /// Playground: approximated: as `task(priority:_:)`, started again when `value` differs from the last one it
    /// started for.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void)
        -> some View {
        PlaygroundTaskView(content: self, id: value, action: action)
    }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { playgroundModified(.other("coordinateSpace")) }
    public func coordinateSpace<T: Hashable>(name: T) -> some View { playgroundModified(.other("coordinateSpace")) }
}
