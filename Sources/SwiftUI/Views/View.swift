/// A piece of user interface (SwiftUI's `View`): a type with a `body` made of other views.
///
/// Playground: views are evaluated only where the playground lays items out (a custom `Layout`'s subviews are the
/// playground's items); other views compile and are not drawn (docs/swiftui.md).
/// Main-actor isolated as in iOS 18's SDK (`@MainActor @preconcurrency`): a view's properties and body run on the
/// main actor; Swift 5 mode files are not affected. SwiftUI's own views and modifiers are `nonisolated` (as a
/// Swift 6 package's free `@ViewBuilder` functions need them to be: docs/swiftui.md, "Isolation").
@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view SwiftUI draws itself (its `body` is never asked for).
package protocol PlaygroundPrimitiveView: View where Body == Never {}

extension PlaygroundPrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view: SwiftUI never asks for its body") }
}

/// A view that shows nothing (SwiftUI's `EmptyView`).
nonisolated public struct EmptyView: PlaygroundPrimitiveView {
    public init() {}
}

/// Several views from a view builder (SwiftUI's `TupleView`).
nonisolated public struct TupleView<T>: PlaygroundPrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
}

/// One of two views (the result of `if … else` in a view builder).
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PlaygroundPrimitiveView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }
}

/// A type-erased view (SwiftUI's `AnyView`).
nonisolated public struct AnyView: PlaygroundPrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
}

/// Builds views from closures (SwiftUI's `ViewBuilder`).
@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views that are grouped without a layout of their own (SwiftUI's `Group`).
nonisolated public struct Group<Content: View>: PlaygroundPrimitiveView {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Views computed from a collection (SwiftUI's `ForEach`).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PlaygroundPrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// `ForEach(subviews:)`: the view whose subviews are the data (resolved where the playground evaluates views).
    var playgroundSubviewsOf: (any View)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

/// A layout used as a view: `MyLayout { … }` (SwiftUI's `Layout.callAsFunction(_:)`).
/// Playground extension (not in UIKit): a type SwiftUI keeps private, public here only because the generic API
/// names it; user code never names it.
nonisolated public struct PlaygroundLayoutView<L: Layout, Content: View>: PlaygroundPrimitiveView {
    public let layout: L
    public let content: Content
}

extension Layout {
    /// The layout as a container view of `content`. Disfavoured in overload resolution, so that a type that is both a
    /// view and a layout (a library's `HFlow`) delegating to its own initializer with a trailing closure
    /// (`self.init(…) { EmptyView() }`) picks that initializer, as it does against Apple's SwiftUI.
    @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        PlaygroundLayoutView(layout: self, content: content())
    }
}
