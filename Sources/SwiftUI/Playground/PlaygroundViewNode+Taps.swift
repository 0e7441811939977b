import Foundation

extension PlaygroundViewNode {
    /// Whether the view has a tap action (`onTapGesture`, a `Button`, a `TapGesture`'s `onEnded`) in its evaluated
    /// tree (backgrounds, overlays and a `GeometryReader`'s content are not evaluated for this: not looked in).
    package var playgroundHasTapAction: Bool {
        switch self {
        case .modified(let base, let kind):
            if case .tapAction = kind { return true }
            if case .tapActions = kind { return true }
            return base.playgroundHasTapAction
        case .list(let nodes), .layout(_, let nodes): return nodes.contains { $0.playgroundHasTapAction }
        case .scroll(_, let n), .lazyStack(_, _, _, _, let n), .lazyGrid(_, _, _, _, _, let n), .item(_, let n):
            return n.playgroundHasTapAction
        case .section(let h, let c, let f):
            return h.playgroundHasTapAction || c.playgroundHasTapAction || f.playgroundHasTapAction
        case .empty, .leaf, .forEach, .geometry, .unknown: return false
        }
    }
}

extension PlaygroundScrollLayout {
    /// Whether an item's view has a tap action (a click on an item is then the view's tap: docs/swiftui.md, "Taps").
    package var itemsTakeTaps: Bool { items.values.contains { $0.node.playgroundHasTapAction } }
}
