/// What the scroll view is doing (a trace field).
public enum ScrollPhase: String, Hashable, Sendable {
    case idle, dragging, decelerating, snapping, bouncing, animating
}

/// Turns pointer, wheel and key input into a content offset.
///
/// This is the walking skeleton's plain scroller: a drag moves the content 1:1 along the scroll axis after a slop,
/// a wheel notch moves it by one line step, everything clamped to the layout's range. The physics issue replaces
/// the motion with closed-form simulations behind the same calls.
public struct ScrollController: Sendable {
    /// Distance a press must travel before it becomes a drag, points (a mouse needs a small slop, 3–4 px;
    /// REFERENCES §2 "Fling thresholds").
    public static let touchSlop = 4.0
    /// Points per wheel notch (Chromium/GTK on Linux: 53 px per notch; REFERENCES §2 "Wheel").
    public static let wheelStep = 53.0

    public private(set) var offset: Point
    public private(set) var phase: ScrollPhase = .idle
    public var axis: Axis
    public var range: (min: Point, max: Point)

    private var press: (point: Point, offset: Point)?

    public init(offset: Point = .zero, axis: Axis = .vertical, range: (min: Point, max: Point) = (.zero, .zero)) {
        self.offset = offset
        self.axis = axis
        self.range = range
    }

    /// Whether a press is being tracked (a drag may start).
    public var isPressed: Bool { press != nil }

    /// Places the content at `offset` (no animation), stopping any motion.
    public mutating func jump(to offset: Point, clamped: Bool = true) {
        self.offset = clamped ? clamp(offset) : offset
        phase = .idle
    }

    public mutating func pointerDown(at p: Point, time: Double) {
        press = (p, offset)
    }

    public mutating func pointerMove(to p: Point, time: Double) {
        guard let press else { return }
        let delta = p - press.point
        if phase != .dragging {
            guard delta.length > Self.touchSlop else { return }
            phase = .dragging
        }
        var target = press.offset
        target[axis] -= delta[axis]
        offset = clamp(target)
    }

    public mutating func pointerUp(at p: Point, time: Double) {
        press = nil
        phase = .idle
    }

    /// A wheel turn: dy > 0 scrolls back (up); in a horizontal layout the vertical wheel scrolls horizontally
    /// (wheel down = forward); shift turns the vertical wheel horizontal.
    public mutating func wheel(dx: Double, dy: Double, modifiers: Modifiers, time: Double) {
        var delta = Point(x: dx * Self.wheelStep, y: -dy * Self.wheelStep)
        if modifiers.contains(.shift) || axis == .horizontal {
            delta = Point(x: delta.x + delta.y, y: 0)
        }
        offset = clamp(offset + Point(x: axis == .horizontal ? delta.x : 0, y: axis == .vertical ? delta.y : 0))
    }

    /// Advances any motion to `time` (the plain scroller has none).
    public mutating func advance(to time: Double) {}

    public func clamp(_ p: Point) -> Point {
        Point(x: p.x.clamped(to: range.min.x...max(range.min.x, range.max.x)),
              y: p.y.clamped(to: range.min.y...max(range.min.y, range.max.y)))
    }
}
