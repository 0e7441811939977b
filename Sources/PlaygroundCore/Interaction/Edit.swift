/// A change to the order that can be undone: a move (reorder), an insert or a delete.
public enum Edit: Hashable, Sendable {
    case move(from: Int, to: Int)
    case insert(item: Int, at: Int)
    case delete(item: Int, at: Int)
    /// A parameter changed from one value to another (Playground+Parameters); `layout` names the layout a layout
    /// parameter belongs to (nil for tunables). The order is unchanged.
    case parameter(name: String, layout: String?, from: String, to: String)

    /// The edit that undoes this one.
    public var inverse: Edit {
        switch self {
        case let .move(from, to): .move(from: to, to: from)
        case let .insert(item, at): .delete(item: item, at: at)
        case let .delete(item, at): .insert(item: item, at: at)
        case let .parameter(name, layout, from, to): .parameter(name: name, layout: layout, from: to, to: from)
        }
    }

    /// `order` with the edit applied (no-op if it does not fit).
    public func applied(to order: [Int]) -> [Int] {
        switch self {
        case let .move(from, to): return order.moving(from: from, to: to)
        case let .insert(item, at):
            guard (0...order.count).contains(at), !order.contains(item) else { return order }
            var o = order
            o.insert(item, at: at)
            return o
        case let .delete(item, at):
            guard order.indices.contains(at), order[at] == item else { return order }
            var o = order
            o.remove(at: at)
            return o
        case .parameter: return order
        }
    }
}

/// An item on its way out (deleted): drawn from how it was shown to the layout's final attributes, then gone.
public struct Ghost: Sendable {
    public static let duration = 0.3
    public var item: Int
    public var from: LayoutAttributes
    public var to: LayoutAttributes
    public var start: Double
    /// Seconds from `from` to `to` (a UIKit batch update's are `Playground.batchUpdateDuration`).
    public var duration = Ghost.duration
    /// What the item draws on its way out, when it drew itself and its data is gone (a hosted data source's deleted
    /// item: Playground+HostedBatch.swift); nil: as any item (the layout's content source, or the playground's).
    public var content: ElementContent? = nil
}
