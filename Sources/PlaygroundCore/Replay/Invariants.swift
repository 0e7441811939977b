/// What must hold after every frame, whatever the input (the soak's checks):
/// - every drawn number is finite and every alpha in 0…1;
/// - the item order's own invariants (`ItemOrder.checkInvariants`): distinct items, what is shown a permutation
///   of them, the position index its inverse;
/// - at rest, the content offset is inside the layout's range;
/// - nothing is stuck: a reorder ends with its button, a transition finishes, motions end.
public struct InvariantChecker: Sendable {
    /// Longest a scroll motion may run, seconds: a fling at 8000 points/s with the slowest allowed rate still
    /// ends well within this (and springs settle in about 2 s).
    public static let longestMotion = 30.0
    public static let longestTransition = LayoutTransition.duration + 0.05

    private var motionSince: Double?
    /// When the running transition was first seen, and which one it is (its layouts and its start: a switch to the
    /// same layout again mid-transition, or a scrub released, is a new run of 0.4 s; keyed by `to` alone, seeds 28
    /// and 35 reported a grid→grid restart as one transition stuck since the first began, issue 38, 8).
    private var transitionSince: (Double, String, String, Double)?

    public init() {}

    /// The violations after a frame at `time` (empty when all hold). `buttonDown` says whether the input still
    /// holds a button (a reorder may then go on).
    public mutating func check(_ p: inout Playground, frame: DrawList, time: Double, buttonDown: Bool) -> [String] {
        var problems: [String] = []
        for item in frame.items {
            if !item.quad.isFinite || !item.alpha.isFinite || !item.attributes.isFinite {
                problems.append("non-finite element \(item.itemID.map(String.init) ?? "-") at t \(time)")
                break
            }
            if !(0...1).contains(item.alpha) { problems.append("alpha \(item.alpha) at t \(time)"); break }
        }
        if !p.contentOffset.isFinite || !p.velocity.isFinite { problems.append("non-finite offset or velocity at t \(time)") }
        problems += p.items.invariantViolations().map { "\($0) at t \(time)" }
        if p.isReordering && !buttonDown { problems.append("a reorder outlived its button at t \(time)") }

        let moving = p.scroller.phase != .idle
        if moving { motionSince = motionSince ?? time } else { motionSince = nil }
        if let since = motionSince, time - since > Self.longestMotion, !p.scroller.isPressed {
            problems.append("scrolling stuck in \(p.scroller.phase.rawValue) since t \(since)")
        }
        if let tr = p.transition, !tr.scrubbing {
            if let seen = transitionSince, seen.1 == tr.from, seen.2 == tr.to, seen.3 == tr.start {} else {
                transitionSince = (time, tr.from, tr.to, tr.start)
            }
            if let (since, _, _, _) = transitionSince, time - since > Self.longestTransition {
                problems.append("transition to \(tr.to) stuck since t \(since)")
            }
        } else {
            transitionSince = nil
        }
        if !moving && !p.scroller.isPressed && p.transition == nil {
            let layout = p.layout()
            let r = layout.contentOffsetRange, o = p.contentOffset
            let tolerance = 1e-6 * max(1, abs(o.x) + abs(o.y))
            if o.x < r.min.x - tolerance || o.x > r.max.x + tolerance || o.y < r.min.y - tolerance || o.y > r.max.y + tolerance {
                problems.append("at rest out of range: \(o) not in \(r.min)…\(r.max) at t \(time)")
            }
        }
        return problems
    }
}
