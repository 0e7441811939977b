/// Animations of supplementary and decoration views during a batch update (Playground+Updates.swift), keyed by
/// the element (its category and its index path after the update): as `ItemAnimator` does for items, each goes
/// from the attributes it starts with to wherever the layout puts it now.
public struct ElementAnimator: Sendable {
    /// A supplementary or decoration view: its category (with its kind) and index path.
    public struct Key: Hashable, Sendable {
        public var category: ElementCategory
        public var indexPath: IndexPath

        public init(_ category: ElementCategory, _ indexPath: IndexPath) {
            self.category = category
            self.indexPath = indexPath
        }

        public init(_ a: LayoutAttributes) { self.init(a.category, a.indexPath) }
    }

    public private(set) var entries: [Key: ItemAnimator.Entry] = [:]

    public init() {}

    /// Starts (or restarts) the element's animation from `from` at `time`.
    public mutating func animate(_ key: Key, from: LayoutAttributes, at time: Double, duration: Double) {
        entries[key] = ItemAnimator.Entry(from: from, start: time, duration: max(duration, 1e-3))
    }

    /// The element's attributes at `time`, on their way to `target` (content coordinates).
    ///
    ///     // from alpha 0 at t 0, 0.25 s: at t 0.125 the header is half faded in (easeInOut(0.5) = 0.5)
    public func attributes(target: LayoutAttributes, at time: Double) -> LayoutAttributes {
        guard let e = entries[Key(target)] else { return target }
        var a = e.from.interpolated(to: target, easeInOut((time - e.start) / e.duration))
        a.indexPath = target.indexPath
        a.category = target.category
        return a
    }

    /// Drops finished animations.
    public mutating func prune(at time: Double) {
        entries = entries.filter { time < $0.value.start + $0.value.duration }
    }

    public var isEmpty: Bool { entries.isEmpty }
}
