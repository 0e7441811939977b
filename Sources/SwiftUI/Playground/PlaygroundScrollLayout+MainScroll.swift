import Foundation

/// Which scroll view of a screen holds the playground's items (docs/swiftui.md, "Which scroll view holds the items";
/// swiftchrome15). Before, the first scroll view met depth first did: a chips row
/// (`ScrollView(.horizontal) { HStack { ForEach(categories) … } }`) above the main grid became the items, and the
/// grid was never laid out.
///
/// Decided (SwiftUI has no notion of a "main" scroll view; this is what an iOS developer means by the screen's
/// content): among the screen's scroll views that are not inside another one, the one that
/// 1. holds a `ForEach` of items (a scroll view of views written one by one holds no data),
/// 2. scrolls vertically (iPhone screens scroll vertically in portrait; a horizontal scroll view beside a vertical
///    one is a row of the screen: chips, stories, a carousel),
/// 3. has the most `ForEach` elements,
/// 4. comes first,
/// wins. The others are the screen's chrome views: laid out, drawn (clipped to their frame, Apple,
/// `scrollClipDisabled(_:)`: "By default, a scroll view clips its content to its bounds") and tapped as the views
/// around the scroll view are, at their start (not scrolled).
extension PlaygroundViewNode {
    /// The marker a scroll view that is not the screen's items' carries.
    static let playgroundChromeScrollName = "playgroundChromeScroll"

    /// The marker a `Picker`'s options carry: their `ForEach` is the picker's (a segmented style picker in a
    /// `List` below a carousel: xiaofu666/SwiftUI_Demos' CoverCarousel), never the items.
    static let playgroundPickerOptionsName = "playgroundPickerOptions"

    /// Whether the view is a scroll view the screen does not scroll (a chips row beside the items' scroll view), or
    /// a picker's options: neither holds the playground's items.
    var playgroundIsChromeScroll: Bool {
        if case .modified(_, .other(Self.playgroundChromeScrollName)) = self { return true }
        if case .modified(_, .other(Self.playgroundPickerOptionsName)) = self { return true }
        return false
    }

    /// Rewrites every scroll view reachable without entering another (through modifiers, stacks, lists,
    /// sections: where `playgroundFirstScroll()` looks), numbering them in that order from `counter`.
    func playgroundRewritingScrolls(_ counter: inout Int,
                                    _ f: (Int, PlaygroundViewNode) -> PlaygroundViewNode) -> PlaygroundViewNode {
        switch self {
        case .scroll:
            let k = counter
            counter += 1
            return f(k, self)
        case .modified(let base, let kind):
            if playgroundIsChromeScroll { return self }
            return .modified(base.playgroundRewritingScrolls(&counter, f), kind)
        case .list(let nodes):
            return .list(nodes.map { $0.playgroundRewritingScrolls(&counter, f) })
        case .layout(let l, let nodes):
            return .layout(l, nodes.map { $0.playgroundRewritingScrolls(&counter, f) })
        case .section(let h, let c, let ft):
            let h2 = h.playgroundRewritingScrolls(&counter, f)
            let c2 = c.playgroundRewritingScrolls(&counter, f)
            return .section(header: h2, content: c2, footer: ft.playgroundRewritingScrolls(&counter, f))
        default:
            return self
        }
    }

    /// The screen with every scroll view but the one that holds the items (above) marked as chrome; the tree
    /// itself when it has fewer than two.
    package func playgroundMarkingChromeScrolls() -> PlaygroundViewNode {
        var scrolls: [(axes: Axis.Set, content: PlaygroundViewNode)] = []
        var n = 0
        _ = playgroundRewritingScrolls(&n) { _, node in
            if case .scroll(let axes, let content) = node { scrolls.append((axes, content)) }
            return node
        }
        guard scrolls.count > 1, let main = PlaygroundViewNode.playgroundMainScroll(scrolls) else { return self }
        var m = 0
        return playgroundRewritingScrolls(&m) { k, node in
            k == main ? node : .modified(node, .other(Self.playgroundChromeScrollName))
        }
    }

    /// The index of the scroll view that holds the items, by the rules above.
    static func playgroundMainScroll(_ scrolls: [(axes: Axis.Set, content: PlaygroundViewNode)]) -> Int? {
        let scored = scrolls.enumerated().map { k, s -> (k: Int, holds: Bool, vertical: Bool, count: Int) in
            let ids = PlaygroundItemIDs()
            let holds = PlaygroundScrollLayout.resolveItems(s.content, count: 0, ids: ids) != nil
            return (k, holds, s.axes.contains(.vertical), ids.dataCounts.values.reduce(0, +))
        }
        return scored.max { a, b in
            if a.holds != b.holds { return !a.holds }
            if a.vertical != b.vertical { return !a.vertical }
            if a.count != b.count { return a.count < b.count }
            return a.k > b.k
        }?.k
    }
}

extension PlaygroundViewLayout {
    /// A chrome scroll view (above) in the screen: its content laid out from its start as a scroll view lays it
    /// out (the unbounded axis unspecified), clipped to the scroll view's frame.
    func placeChromeScroll(_ base: PlaygroundViewNode, _ rect: CGRect, _ env: Environment) {
        guard case .scroll(let axes, let content) = base else { return }
        let cp = ProposedViewSize(width: axes.contains(.horizontal) ? nil : rect.width,
                                  height: axes.contains(.vertical) ? nil : rect.height)
        let s = size(content, cp, env)
        recorder?.push(.group(clipRadius: 0, opacity: 1), rect)
        place(content, CGRect(origin: rect.origin, size: s), cp, env)
        recorder?.pop()
    }
}
