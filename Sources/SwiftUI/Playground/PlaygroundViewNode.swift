import Foundation

/// A view evaluated into what the playground lays out (docs/swiftui.md, "Views as layouts"): the body of every
/// user view is asked for until SwiftUI's own views remain, which say what they are here.
/// Playground hook (package): not part of SwiftUI's API.
package indirect enum PlaygroundViewNode {
    /// Nothing (EmptyView, a false `if`).
    case empty
    /// A view that sizes itself (text, images, colours, shapes, spacers).
    case leaf(PlaygroundLeaf)
    /// Several views side by side in their parent (a view builder's tuple, a `Group`).
    case list([PlaygroundViewNode])
    /// `ForEach`: `count` elements of the file's data; `element(i)` is the view of the i-th element, and for a range
    /// any i (the playground's items may outnumber the file's data: docs/swiftui.md, "Items").
    /// `id(i)` is the i-th element's identity (`ForEach`'s `id`), for `.scrollPosition(id:)`.
    case forEach(count: Int, extendable: Bool, element: (Int) -> PlaygroundViewNode, id: ((Int) -> AnyHashable)? = nil)
    /// A view with one of SwiftUI's modifiers.
    case modified(PlaygroundViewNode, PlaygroundModifier.PlaygroundKind)
    /// A container laid out by a `Layout` (`HStack`, `VStack`, `ZStack`, a custom layout used as a view).
    case layout(AnyLayout, [PlaygroundViewNode])
    /// `ScrollView`.
    case scroll(Axis.Set, PlaygroundViewNode)
    /// `LazyVStack` (axis vertical) and `LazyHStack` (horizontal).
    case lazyStack(Axis, Alignment, CGFloat?, PinnedScrollableViews, PlaygroundViewNode)
    /// `LazyVGrid` (axis vertical: the items are columns) and `LazyHGrid` (horizontal: rows).
    case lazyGrid(Axis, [GridItem], Alignment, CGFloat?, PinnedScrollableViews, PlaygroundViewNode)
    /// `Section` of a lazy stack or grid.
    case section(header: PlaygroundViewNode, content: PlaygroundViewNode, footer: PlaygroundViewNode)
    /// `GeometryReader`: the content built for the proposed size.
    case geometry((GeometryProxy) -> PlaygroundViewNode)
    /// One of the playground's items (index `item`): a `ForEach` element of the layout's container.
    case item(Int, PlaygroundViewNode)
    /// A view this playground cannot evaluate (its type's name): laid out as a flexible view, drawn as the photo.
    case unknown(String)
}

/// What an item view is made of, at its leaves.
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundLeaf {
    case text(String)
    /// A named image (the item's photo in an item view), or a system symbol.
    case image(name: String, system: Bool, resizable: Bool)
    case color(Color)
    /// A shape filling its space, filled with `paint` (nil: the foreground style; `eoFill`: the even-odd rule) or,
    /// with a `stroke`, stroked.
    case shape(PlaygroundShapeKind, paint: PlaygroundPaint?, stroke: StrokeStyle?, eoFill: Bool)
    case spacer(CGFloat?)
    case divider
    /// A UIKit view (`UIViewRepresentable`, `UIViewControllerRepresentable`): sized by its representable or its
    /// intrinsic size, drawn as UIKit views are.
    case uiKit(PlaygroundUIKitLeaf)
    /// A `Canvas`: sized as a shape, its renderer's drawing recorded when it is drawn.
    case canvas(PlaygroundCanvasLeaf)
}

/// A SwiftUI view that says what it is to the playground's evaluator.
/// Playground hook (package): not part of SwiftUI's API.
package protocol PlaygroundNodeView {
    @MainActor func playgroundNode() -> PlaygroundViewNode
}

/// How deep bodies nest before evaluation gives up (a view whose body contains itself).
private let playgroundMaxDepth = 400
nonisolated(unsafe) private var playgroundDepth = 0

/// Evaluates `view`: SwiftUI's views say what they are; a user's view is its body, evaluated.
///
///     playgroundNode(of: HStack { Text("a"); Color.red })   // .layout(HStackLayout, [.leaf(.text), .leaf(.color)])
/// Each view is evaluated at its identity (`PlaygroundIdentity`): a user view's `@State` is the state kept there.
@MainActor package func playgroundNode(of view: any View) -> PlaygroundViewNode {
    PlaygroundIdentity.child(type(of: view)) {
        if let known = view as? any PlaygroundNodeView { return known.playgroundNode() }
        if let uiKit = view as? any UIViewRepresentable { return .leaf(.uiKit(uiKit.playgroundLeaf())) }
        if let uiKit = view as? any UIViewControllerRepresentable { return .leaf(.uiKit(uiKit.playgroundLeaf())) }
        if view is any PlaygroundPrimitiveView { return .unknown(String(describing: type(of: view))) }
        guard playgroundDepth < playgroundMaxDepth else { return .unknown(String(describing: type(of: view))) }
        playgroundDepth += 1
        defer { playgroundDepth -= 1 }
        PlaygroundIdentity.adoptState(of: view)
        return playgroundNode(of: view.body)
    }
}

extension PlaygroundViewNode {
    /// The children a container lays out: lists, groups and `ForEach` elements flattened (`ForEach` kept whole).
    package var playgroundChildren: [PlaygroundViewNode] {
        switch self {
        case .empty: []
        case .list(let nodes): nodes.flatMap(\.playgroundChildren)
        default: [self]
        }
    }

    /// The first `ScrollView` in the tree (depth first), with the modifiers between the root and it (outermost
    /// first).
    package func playgroundFirstScroll() -> (Axis.Set, PlaygroundViewNode, [PlaygroundModifier.PlaygroundKind])? {
        switch self {
        case .scroll(let axes, let content): return (axes, content, [])
        case .modified(let base, let kind):
            // A chrome scroll view is not the screen's (PlaygroundScrollLayout+MainScroll).
            guard !playgroundIsChromeScroll, let found = base.playgroundFirstScroll() else { return nil }
            return (found.0, found.1, [kind] + found.2)
        case .list(let nodes):
            for n in nodes { if let f = n.playgroundFirstScroll() { return f } }
            return nil
        case .layout(_, let nodes):
            for n in nodes { if let f = n.playgroundFirstScroll() { return f } }
            return nil
        case .section(let h, let c, let f):
            return h.playgroundFirstScroll() ?? c.playgroundFirstScroll() ?? f.playgroundFirstScroll()
        default: return nil
        }
    }

    /// The children with `ForEach` elements expanded too (a view's subviews, as `ForEach(subviews:)` sees them).
    package var playgroundFlattened: [PlaygroundViewNode] {
        switch self {
        case .empty: []
        case .list(let nodes): nodes.flatMap(\.playgroundFlattened)
        case .forEach(let count, _, let element, _): (0..<count).flatMap { element($0).playgroundFlattened }
        default: [self]
        }
    }

    /// Whether a `ForEach` is among this container's children.
    package var playgroundHasForEach: Bool {
        playgroundChildren.contains { child in
            switch child {
            case .forEach: true
            case .section(_, let content, _): content.playgroundHasForEach
            default: false
            }
        }
    }
}
