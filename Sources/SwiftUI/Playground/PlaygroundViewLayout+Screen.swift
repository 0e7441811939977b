import Foundation

/// The screen around the scroll view (docs/swiftui.md, "Views around the scroll view"): a body's title above its
/// scroll view, a toolbar of buttons, a bottom bar, a `.safeAreaInset` bar, an `.overlay` badge are laid out with
/// SwiftUI's rules in the whole viewport (the body's stack proposes the viewport; the scroll view, flexible, gets
/// what the others leave, as a `VStack` gives its least flexible children their sizes first: Apple, WWDC22
/// "Compose custom layouts with SwiftUI"). The first scroll view met is the screen's scrolling region: its frame
/// is kept and its content is the playground's items, laid out on their own (PlaygroundScrollLayout).
extension PlaygroundViewLayout {
    /// `.safeAreaInset(edge:…)`: the bar at the edge (proposed the view's length across, its ideal length along);
    /// a scroll view keeps its whole frame and its content is inset by the bar and the spacing
    /// (`screenInsets`), another view is placed in what is left.
    func placeSafeAreaInset(_ base: PlaygroundViewNode, _ view: AnyView, _ edge: Edge, _ alignment: Alignment,
                            _ spacing: CGFloat, _ rect: CGRect, _ p: ProposedViewSize, _ env: Environment) {
        let node = playgroundNode(of: view)
        let vertical = edge == .top || edge == .bottom
        let s = size(node, vertical ? ProposedViewSize(width: rect.width, height: nil)
                               : ProposedViewSize(width: nil, height: rect.height), env)
        let length = vertical ? s.height : s.width
        let bar: CGRect
        switch edge {
        case .top: bar = CGRect(x: rect.minX + (rect.width - s.width) * Self.fraction(alignment.horizontal), y: rect.minY,
                                width: s.width, height: s.height)
        case .bottom: bar = CGRect(x: rect.minX + (rect.width - s.width) * Self.fraction(alignment.horizontal),
                                   y: rect.maxY - s.height, width: s.width, height: s.height)
        case .leading: bar = CGRect(x: rect.minX, y: rect.minY + (rect.height - s.height) * Self.fraction(alignment.vertical),
                                    width: s.width, height: s.height)
        case .trailing: bar = CGRect(x: rect.maxX - s.width, y: rect.minY + (rect.height - s.height) * Self.fraction(alignment.vertical),
                                     width: s.width, height: s.height)
        }
        let inset = length + spacing
        if screenPass, screenScrollFrame == nil, base.playgroundIsScroll {
            // The content scrolls under the bar: the scroll view's frame stays, its content is inset.
            place(base, rect, p, env)
            switch edge {
            case .top: screenInsets.top += inset
            case .bottom: screenInsets.bottom += inset
            case .leading: screenInsets.leading += inset
            case .trailing: screenInsets.trailing += inset
            }
        } else {
            var inner = rect
            switch edge {
            case .top: inner = CGRect(x: rect.minX, y: rect.minY + inset, width: rect.width, height: max(0, rect.height - inset))
            case .bottom: inner = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - inset))
            case .leading: inner = CGRect(x: rect.minX + inset, y: rect.minY, width: max(0, rect.width - inset), height: rect.height)
            case .trailing: inner = CGRect(x: rect.minX, y: rect.minY, width: max(0, rect.width - inset), height: rect.height)
            }
            let cp = ProposedViewSize(inner.size)
            place(base, inner, cp, env)
        }
        // The bar is in front of the view (drawn after it).
        place(node, bar, ProposedViewSize(bar.size), env)
    }

    static func fraction(_ h: HorizontalAlignment) -> CGFloat { h == .leading ? 0 : h == .trailing ? 1 : 0.5 }
    static func fraction(_ v: VerticalAlignment) -> CGFloat { v == .top ? 0 : v == .bottom ? 1 : 0.5 }

    /// The screen laid out in `viewport` (the body's root proposed the viewport and centred in it, as a hosting
    /// view centres its root view), with what it draws when `drawing` (the scroll view a hole): the first scroll
    /// view's frame, the insets bars put on its content, and the drawing.
    package func screen(_ root: PlaygroundViewNode, viewport: CGSize, drawing: Bool) -> PlaygroundScreen {
        screenPass = true
        screenScrollFrame = nil
        screenInsets = EdgeInsets()
        defer { screenPass = false }
        let env = Environment(item: nil, container: viewport)
        let p = ProposedViewSize(viewport)
        let s = finite(size(root, p, env))
        let rect = CGRect(x: (viewport.width - s.width) / 2, y: (viewport.height - s.height) / 2, width: s.width, height: s.height)
        var recorded: PlaygroundDrawing?
        if drawing {
            let r = PlaygroundDrawing(frame: CGRect(origin: .zero, size: viewport))
            r.atTop = false
            recorder = r
            recorded = r
        }
        place(root, rect, p, env)
        recorder = nil
        return PlaygroundScreen(scrollFrame: screenScrollFrame, insets: screenInsets, drawing: recorded)
    }
}

/// The screen around a scroll view, laid out: where the scroll view is, the insets its bars put on its content,
/// and what the screen draws (when asked).
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundScreen {
    package var scrollFrame: CGRect?
    package var insets: EdgeInsets
    package var drawing: PlaygroundDrawing?
}

extension PlaygroundViewNode {
    /// Whether the view is a scroll view (through its modifiers).
    var playgroundIsScroll: Bool {
        switch self {
        case .scroll: true
        case .modified(let base, _): base.playgroundIsScroll
        default: false
        }
    }
}

extension PlaygroundViewNode {
    /// Whether the first scroll view has views around it that draw: a sibling in a stack or list on the way to
    /// it, an overlay, a background or a `.safeAreaInset` bar.
    var playgroundHasViewsAroundScroll: Bool {
        switch self {
        case .scroll: return false
        case .modified(let base, let kind):
            switch kind {
            case .overlay, .background, .safeAreaInset: return base.playgroundFirstScroll() != nil
            default: return base.playgroundHasViewsAroundScroll
            }
        case .list(let nodes), .layout(_, let nodes):
            let children = PlaygroundViewNode.list(nodes).playgroundFlattened
            guard let k = children.firstIndex(where: { $0.playgroundFirstScroll() != nil }) else { return false }
            return children.count > 1 || children[k].playgroundHasViewsAroundScroll
        case .section: return true
        default: return false
        }
    }
}
