/// UIView's default curve, easeInEaseOut, as the cubic smoothstep 3p² − 2p³ (the same start and end, zero slope at
/// both ends; within 0.02 of cubic-bezier(0.42, 0, 0.58, 1) everywhere).
@inlinable
public func easeInOut(_ p: Double) -> Double {
    let q = p.clamped(to: 0...1)
    return q * q * (3 - 2 * q)
}

/// Per-item animations of layout attributes, keyed by item identity: an item that moves (a reorder shift, a drop,
/// a cancel) animates from the attributes it was shown with to wherever the layout puts it now, even if that
/// target moves meanwhile (scrolling, rotating carousels).
public struct ItemAnimator: Sendable {
    /// One item's running animation: from the attributes it was shown with to its target.
    public struct Entry: Sendable {
        public var from: LayoutAttributes
        public var start: Double
        public var duration: Double
    }

    public private(set) var entries: [Int: Entry] = [:]

    public init() {}

    /// Starts (or restarts) item `id`'s animation from `from` at `time`.
    public mutating func animate(_ id: Int, from: LayoutAttributes, at time: Double, duration: Double) {
        entries[id] = Entry(from: from, start: time, duration: max(duration, 1e-3))
    }

    /// Item `id`'s attributes at `time`, on their way to `target` (content coordinates).
    public func attributes(_ id: Int, target: LayoutAttributes, at time: Double) -> LayoutAttributes {
        guard let e = entries[id] else { return target }
        let p = easeInOut((time - e.start) / e.duration)
        var a = e.from.interpolated(to: target, p)
        a.indexPath = target.indexPath
        a.category = target.category
        return a
    }

    /// Drops finished animations.
    public mutating func prune(at time: Double) {
        entries = entries.filter { time < $0.value.start + $0.value.duration }
    }
}
