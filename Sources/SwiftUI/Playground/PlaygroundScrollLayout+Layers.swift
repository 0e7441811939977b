import Foundation

/// A scroll view in an overlay or a background (docs/swiftui.md, "Views as layouts"): fatbobman's
/// LayoutInTheSwiftUIWay puts its scroll view in `Color.clear.overlay(ScrollViewReader { ScrollView { … } })`, so
/// the view fills the screen and the scroll view takes that size. The first scroll view was looked for in the
/// views a tree lays out, never in the views an `overlay` or `background` holds (they are kept unevaluated until
/// they are laid out), so such a view was laid out as a whole (a `Color.clear`, 10 points tall) and its scroll view
/// never was. Apple, `overlay(alignment:content:)`: the overlay is laid out in the frame of the view it modifies,
/// so a scroll view there scrolls in that frame.
///
/// Decided: when the views a tree lays out hold no scroll view, its overlays and then its backgrounds are
/// evaluated and searched (depth first, the modified view before its own layers; an overlay before a background:
/// it is in front, where a gesture lands); the modifiers around the view the layer belongs to still apply (its
/// `onPreferenceChange`, `scrollTargetBehavior` and the environment reach the layer's views, as in SwiftUI).
/// Playground hook (package): not part of SwiftUI's API.
extension PlaygroundViewNode {
    @MainActor package func playgroundFirstLayerScroll() -> (Axis.Set, PlaygroundViewNode, [PlaygroundModifier.PlaygroundKind])? {
        switch self {
        case .modified(let base, let kind):
            if let found = base.playgroundFirstLayerScroll() { return (found.0, found.1, [kind] + found.2) }
            switch kind {
            case .overlay(let view, _), .background(let view, _):
                let node = SwiftUI.playgroundNode(of: view)
                return node.playgroundFirstScroll() ?? node.playgroundFirstLayerScroll()
            default: return nil
            }
        case .list(let nodes), .layout(_, let nodes):
            for n in nodes { if let f = n.playgroundFirstLayerScroll() { return f } }
            return nil
        case .section(let h, let c, let f):
            return h.playgroundFirstLayerScroll() ?? c.playgroundFirstLayerScroll() ?? f.playgroundFirstLayerScroll()
        default: return nil
        }
    }
}

/// A scroll view inside a `GeometryReader` (docs/swiftui.md, "Views as layouts"): `GeometryReader { proxy in
/// ScrollView(.horizontal) { LazyHStack { ForEach(…) { … .frame(width: proxy.size.width - 150) } } } }` reads the
/// screen's size for its cards (mculha/SwiftUI-ScrollView). A reader's content is made from its proxy, so the
/// scroll view in it was not found and the reader was laid out whole in a vertical scroll view: 10 points tall
/// (its ideal size), the cards centred above the top edge. Apple, `GeometryReader`: "a container view that defines
/// its content as a function of its own size and coordinate space"; it takes the space proposed to it.
///
/// Decided: when the views a tree lays out hold no scroll view, a `GeometryReader` among them is made for the
/// viewport's size (the reader around a screen's scroll view is proposed the whole screen; insets and siblings
/// around it are not subtracted) and its content searched.
/// Playground hook (package): not part of SwiftUI's API.
extension PlaygroundViewNode {
    @MainActor package func playgroundFirstReaderScroll(_ size: CGSize) -> (Axis.Set, PlaygroundViewNode, [PlaygroundModifier.PlaygroundKind])? {
        switch self {
        case .geometry(let make):
            let rect = CGRect(origin: .zero, size: size)
            let node = make(GeometryProxy(size: size) { _ in rect })
            return node.playgroundFirstScroll() ?? node.playgroundFirstReaderScroll(size)
        case .modified(let base, let kind):
            guard let found = base.playgroundFirstReaderScroll(size) else { return nil }
            return (found.0, found.1, [kind] + found.2)
        case .list(let nodes), .layout(_, let nodes):
            for n in nodes { if let f = n.playgroundFirstReaderScroll(size) { return f } }
            return nil
        default: return nil
        }
    }
}
