/// One subview of a view's content, resolved (SwiftUI's `Subview`, iOS 18), as `Group(subviews:transform:)` and
/// `ForEach(subviews:)` hand them out.
nonisolated public struct Subview: PlaygroundPrimitiveView, Identifiable {
    public struct ID: Hashable, Sendable { let index: Int }
    public let id: ID
    let view: AnyView
}

/// The resolved subviews of a view (SwiftUI's `SubviewsCollection`, iOS 18): a collection, and a view that shows
/// them all (Apple declares it `RandomAccessCollection, View`); its slices (`subviews[1...]`, `prefix(3)`) are
/// `SubviewsCollectionSlice`s, views too (SubviewsCollection+View.swift).
nonisolated public struct SubviewsCollection: RandomAccessCollection, PlaygroundPrimitiveView {
    let subviews: [Subview]
    public var startIndex: Int { 0 }
    public var endIndex: Int { subviews.count }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: subviews, bounds: bounds)
    }
}

/// A group made of a view's resolved subviews (`Group(subviews:transform:)`).
/// Playground extension (not in UIKit): a type SwiftUI keeps private, public here only because the generic API
/// names it; user code never names it.
nonisolated public struct PlaygroundSubviewsGroup<Base: View, Result: View>: PlaygroundPrimitiveView {
    let base: Base
    let transform: (SubviewsCollection) -> Result
}

extension Group {
    /// Resolves `view`'s subviews and builds the group from them (evaluated where the playground evaluates views:
    /// a layout file's view and its items).
    public init<Base: View, Result: View>(subviews view: Base,
                                          @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == PlaygroundSubviewsGroup<Base, Result> {
        self.init { PlaygroundSubviewsGroup(base: view, transform: transform) }
    }
}

/// SwiftUI's variadic-view SPI, which libraries use before `Group(subviews:)` (iOS 18) to see a view's children.
public enum _VariadicView {
    /// A root that arranges several children.
    public protocol MultiViewRoot {
        associatedtype Body: View
        @ViewBuilder func body(children: _VariadicView.Children) -> Body
    }

    /// A root that arranges its children as one view.
    public protocol UnaryViewRoot {
        associatedtype Body: View
        @ViewBuilder func body(children: _VariadicView.Children) -> Body
    }

    /// A root applied to content.
    public struct Tree<Root, Content: View>: PlaygroundPrimitiveView {
        public var root: Root
        public var content: Content
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }
    }

    /// The SDK's spelling of the roots' protocols (`_VariadicView.MultiViewRoot` is `_VariadicView_MultiViewRoot`).
    public typealias ViewRoot = _VariadicView.MultiViewRoot

    /// The children of a variadic view.
    public struct Children: RandomAccessCollection {
        public struct Element: PlaygroundPrimitiveView, Identifiable {
            public struct ID: Hashable, Sendable { let index: Int }
            public let id: ID
        }
        let elements: [Element]
        public var startIndex: Int { 0 }
        public var endIndex: Int { elements.count }
        public subscript(index: Int) -> Element { elements[index] }
    }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID, Content: View {
    /// One view per resolved subview (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(SubviewsCollection(subviews: []), id: \.id, content: content)
        playgroundSubviewsOf = view
    }
}

/// An evaluated view as a view (a resolved subview's content).
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundEvaluatedView: PlaygroundPrimitiveView, PlaygroundNodeView {
    let node: PlaygroundViewNode
    package func playgroundNode() -> PlaygroundViewNode { node }
}

@MainActor extension Subview: PlaygroundNodeView {
    package func playgroundNode() -> PlaygroundViewNode { SwiftUI.playgroundNode(of: view) }
}


/// A root that arranges several children (the SDK's top-level name of `_VariadicView.MultiViewRoot`, which
/// libraries such as ryanlintott/FrameUp conform to).
public typealias _VariadicView_MultiViewRoot = _VariadicView.MultiViewRoot
/// A root that arranges its children as one view (the SDK's top-level name of `_VariadicView.UnaryViewRoot`).
public typealias _VariadicView_UnaryViewRoot = _VariadicView.UnaryViewRoot
/// A root of either kind (the SDK's `_VariadicView_ViewRoot`).
public typealias _VariadicView_ViewRoot = _VariadicView.MultiViewRoot
