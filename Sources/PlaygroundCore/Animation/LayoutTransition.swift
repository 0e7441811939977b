/// A switch from one layout to another in progress: every item animates from how it was shown (window coordinates)
/// to where the new layout puts it, the old layout's supplementary and decoration views fade out and the new
/// one's fade in. The progress runs 0 → 1 over 0.4 s eased, can be scrubbed (Ctrl+wheel) and then finishes toward
/// the nearer end; finishing at 0 returns to the old layout. Pure data; the Playground draws it.
public struct LayoutTransition: Sendable {
    /// The issue: about 0.4 s (UIKit's layout switches run a comparable 0.3–0.5 s).
    public static let duration = 0.4
    /// Progress per wheel notch while scrubbing.
    public static let scrubStep = 0.1

    public var from: String
    public var to: String
    /// Each item's attributes as shown when the switch began, window coordinates (by identity).
    public var fromWindow: [Int: LayoutAttributes]
    /// The old layout's supplementary and decoration views as shown, window coordinates.
    public var fromDecorations: [LayoutAttributes]
    /// The old layout and offset: where items that were not shown come from, and where a cancel returns.
    public var oldLayout: any CollectionLayout
    public var oldOffset: Point
    public var oldParams: [String: String]

    /// Whether the new layout drives the switch itself (UIKit's transition layout between two UIKit layouts,
    /// `CollectionLayout.beginLayoutTransition`): the items are drawn from its answers at each progress.
    public var drivesLayout = false

    var p0 = 0.0, p1 = 1.0, start: Double, span = LayoutTransition.duration
    public private(set) var scrubbing = false

    public init(from: String, to: String, fromWindow: [Int: LayoutAttributes], fromDecorations: [LayoutAttributes],
                oldLayout: any CollectionLayout, oldOffset: Point, oldParams: [String: String], start: Double,
                duration: Double = LayoutTransition.duration) {
        self.span = max(1e-3, duration)
        self.from = from
        self.to = to
        self.fromWindow = fromWindow
        self.fromDecorations = fromDecorations
        self.oldLayout = oldLayout
        self.oldOffset = oldOffset
        self.oldParams = oldParams
        self.start = start
    }

    /// 0 (the old layout) … 1 (the new one) at `time`, eased.
    public func progress(at time: Double) -> Double {
        scrubbing ? p0 : lerp(p0, p1, easeInOut((time - start) / span))
    }

    /// Where it is heading: 1 (the new layout) or 0 (back to the old one).
    public var target: Double { p1 }

    public func isFinished(at time: Double) -> Bool { !scrubbing && time >= start + span }

    /// Moves the progress by `delta` and holds it there (Ctrl+wheel).
    public mutating func scrub(by delta: Double, at time: Double) {
        p0 = (progress(at: time) + delta).clamped(to: 0...1)
        p1 = p0
        scrubbing = true
    }

    /// Ctrl released: finish toward the nearer end, at the normal speed.
    public mutating func finishScrubbing(at time: Double) {
        guard scrubbing else { return }
        scrubbing = false
        p1 = p0 >= 0.5 ? 1 : 0
        start = time
        span = max(1e-3, Self.duration * abs(p1 - p0))
    }
}

extension LayoutAttributes {
    /// The same attributes moved by `d` (content ↔ window coordinates).
    public func moved(by d: Point) -> LayoutAttributes {
        var a = self
        a.center = a.center + d
        return a
    }
}
