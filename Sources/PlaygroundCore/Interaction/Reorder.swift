/// A long-press drag reorder in progress (seed 003, "the iOS 8 way"): the pressed cell is lifted (its slot hidden,
/// a floating copy follows the pointer keeping the grab offset), the items shift as it passes over them, and the
/// data source changes once, on release, by a move from `source` to `target`.
public struct ReorderSession: Hashable, Sendable {
    /// The lifted copy grows by this much and casts a shadow (iOS lifts a dragged item slightly larger, on a soft
    /// shadow; issue 23: 5 % without a shadow did not read as lifted). The values are chosen to look like an iOS 17
    /// collection view's lift; UIKit documents none of them.
    public static let liftScale = 1.08
    /// The shadow under the lifted copy: offset down, points; blur radius, points; opacity at its middle, 0…1.
    public static let shadowOffset = 8.0
    public static let shadowRadius = 14.0
    public static let shadowOpacity = 0.5
    /// Lift and drop animations, seconds (seed 003: the system's 0.25 s move animation).
    public static let dropDuration = 0.25
    public static let liftDuration = 0.15
    /// Seed 003: shifts take 0.25 − 0.11·|changeRatio| seconds, faster while auto-scrolling.
    public static func shiftDuration(autoScrollRatio r: Double) -> Double { 0.25 - 0.11 * abs(r) }
    /// A candidate slot must be nearer the lifted center than the current slot by this fraction of the candidate's
    /// smaller side, so unequal sizes cannot make the target oscillate.
    public static let hysteresis = 0.1
    /// Edge zone for auto-scrolling, as a fraction of the viewport (the issue: about 10 %).
    public static let edgeZone = 0.1

    /// The lifted item's identity.
    public var item: Int
    /// Display index it was lifted from, and the one it would drop into now.
    public var source: Int
    public var target: Int
    /// Pointer minus the cell's on-screen center at the press, window coordinates.
    public var grabOffset: Point
    /// The slot's attributes when lifted (size, transform) in content coordinates.
    public var lifted: LayoutAttributes
    public var start: Double
    /// 0…1: how deep the pointer is in an edge zone (signed: negative toward the start), for shift durations.
    public var autoScrollRatio = 0.0
    /// The lifted center last told to a layout that takes interactive movement (content coordinates): it is told
    /// again only when this changes.
    public var movementPosition: Point?

    /// Seed 003's auto-scroll per frame, 2 + 2·5·ratio points at 60 frames per second (baseOffset 2, velocityRatio 5),
    /// as a velocity: 60·(2 + 10·ratio) points per second, ratio = depth into the edge zone / zone (0…1).
    public static func autoScrollSpeed(ratio: Double) -> Double { 60 * (2 + 10 * ratio.clamped(to: 0...1)) }

    /// The same law scaled so that full depth gives `maximum` points per second (720 gives seed 003's speeds).
    public static func autoScrollSpeed(ratio: Double, maximum: Double) -> Double {
        autoScrollSpeed(ratio: ratio) * maximum / autoScrollSpeed(ratio: 1)
    }

    /// How deep `p` (window coordinates) is in the edge zones along `axis`: −1…0 near the start, 0…1 near the end,
    /// 0 outside both.
    public static func edgeRatio(pointer p: Point, viewport: Size, axis: Axis, zone fraction: Double = edgeZone) -> Double {
        let length = viewport[axis], zone = fraction * length
        guard zone > 0 else { return 0 }
        let x = p[axis]
        if x < zone { return -((zone - x) / zone).clamped(to: 0...1) }
        if x > length - zone { return ((x - (length - zone)) / zone).clamped(to: 0...1) }
        return 0
    }

    /// How far the lift has gone at `time`: 0 at the press, 1 when the copy has grown (eased).
    public func liftProgress(at time: Double) -> Double { easeInOut((time - start) / Self.liftDuration) }

    /// The floating copy's attributes at `time` for the pointer at `pointer` (window coordinates).
    public func floating(pointer: Point, contentOffset: Point, at time: Double) -> LayoutAttributes {
        var a = lifted
        a.center = pointer - grabOffset + contentOffset
        let grow = 1 + (Self.liftScale - 1) * easeInOut((time - start) / Self.liftDuration)
        a.transform = a.transform.concatenating(AffineTransform(scaleX: grow, y: grow))
        a.alpha = 1
        a.isHidden = false
        return a
    }

    /// Whether a cell `candidate` should become the target, for the lifted center `c` and the current slot `slot`:
    /// c within half the candidate's size on both axes of its center (seed 003), and nearer it than the slot by the
    /// hysteresis margin.
    public static func accepts(_ candidate: LayoutAttributes, center c: Point, slot: LayoutAttributes?) -> Bool {
        let d = c - candidate.center
        guard abs(d.x) < candidate.size.width / 2, abs(d.y) < candidate.size.height / 2 else { return false }
        guard let slot else { return true }
        let margin = hysteresis * min(candidate.size.width, candidate.size.height)
        return d.length + margin < (c - slot.center).length
    }
}

extension Array {
    /// The element at `from` moved to `to` (the others shift by one): [0, 1, 2, 3, 4] moving 0 to 3 gives
    /// [1, 2, 3, 0, 4].
    public func moving(from: Int, to: Int) -> [Element] {
        guard indices.contains(from), indices.contains(to), from != to else { return self }
        var a = self
        let e = a.remove(at: from)
        a.insert(e, at: to)
        return a
    }
}
