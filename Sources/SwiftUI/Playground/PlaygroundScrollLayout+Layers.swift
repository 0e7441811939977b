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
