/// What the scroll view is doing (a trace field).
public enum ScrollPhase: String, Hashable, Sendable {
    case idle, dragging, decelerating, snapping, bouncing, animating
}

/// The end of a gesture (a pointer release, or a trackpad burst that stopped): where the content is and how fast it
/// moves along the scroll axis. The Playground asks the layout where to settle and starts the motion.
public struct Release: Hashable, Sendable {
    public var position: Double
    /// Points per second along the scroll axis, already clamped to the fling limits.
    public var velocity: Double
    public var time: Double
}

/// Turns pointer, wheel and key input into the content offset along the layout's scroll axis, through closed-form
/// simulations (Physics/). Motion only: the policy (which target to settle on) lives in the Playground, which
/// consults the layout. The cross axis is held clamped.
public struct ScrollController: Sendable {
    /// Distance a press must travel to become a drag, points. A mouse needs a small slop (3–4 px; REFERENCES §2
    /// "Fling thresholds"), so clicks stay clicks.
    public static let touchSlop = 4.0
    /// Below this a release does not fling, points per second (Flutter/Android min fling velocity: 50).
    public static let minFlingVelocity = 50.0
    /// Fling velocities are clamped to this, points per second (Flutter/Android max fling velocity: 8000).
    public static let maxFlingVelocity = 8000.0
    /// Points per wheel notch (Chromium/GTK on Linux: 53 px per notch; REFERENCES §2 "Wheel").
    public static let wheelStep = 53.0
    /// PageUp/PageDown scroll this fraction of the viewport (Chromium's kMinFractionToStepWhenPaging, 0.875).
    public static let pageFraction = 0.875
    /// A trackpad burst has ended when no wheel event came for this long (REFERENCES §2: a pointer still for
    /// more than 40 ms has stopped).
    public static let trackpadGap = VelocityTracker.stopDelay

    private enum Motion: Sendable {
        case none
        /// A button is down; `slopOrigin` is set once the press became a drag.
        case pressed(press: Point, startRaw: Double, slopOrigin: Point?)
        case simulation(any Simulation, start: Double, phase: ScrollPhase, edgeTime: Double?)
        /// Fractional wheel deltas are arriving (a trackpad): the content follows them 1:1.
        case trackpad(last: Double)
    }

    /// Never NaN or infinite: a non-finite coordinate (a layout's NaN frame, snap target or range) keeps the
    /// previous value, so one bad answer cannot poison the scroll state for good (issue 26, 9).
    public private(set) var offset: Point {
        didSet { if !offset.isFinite { offset = Self.finite(offset, else: oldValue) } }
    }
    public private(set) var phase: ScrollPhase = .idle
    public var axis: Axis
    /// Never NaN or infinite (a non-finite bound keeps its previous value).
    public var range: (min: Point, max: Point) {
        didSet {
            if !(range.min.isFinite && range.max.isFinite) {
                range = (Self.finite(range.min, else: oldValue.min), Self.finite(range.max, else: oldValue.max))
            }
        }
    }
    public var viewport: Size
    /// The tunable constants (deceleration, rubber band, bounce spring, velocity window, slop, fling limits and
    /// acceleration); a change applies to the next gesture.
    public var physics: PhysicsConstants {
        didSet { tracker.horizon = physics.velocityWindow }
    }
    /// UIScrollView's deceleration rate per millisecond.
    public var decelerationRate: Double {
        get { physics.decelerationRate }
        set { physics.decelerationRate = newValue }
    }
    /// The velocity of the fling a press caught (for fling acceleration), until the pointer stands still.
    private var caughtVelocity: Double?
    /// When the pressed pointer last moved along the axis.
    private var lastMoveTime: Double?
    /// The release velocity before and after fling acceleration of the last pointer release (the physics lab).
    public private(set) var lastRelease: (tracked: Double, accelerated: Double)?

    private var motion: Motion = .none
    private var tracker = VelocityTracker()
    /// Where the current ease animation ends, so successive notches accumulate.
    public private(set) var animationTarget: Double?
    /// Where the running simulation comes to rest along the axis (nil when none runs).
    public private(set) var restPosition: Double?
    /// The analytic velocity of the running simulation along the axis (nil when none runs).
    public private(set) var simulationVelocity: Double?

    public init(offset: Point = .zero, axis: Axis = .vertical, range: (min: Point, max: Point) = (.zero, .zero),
                viewport: Size = Size(width: 1, height: 1), decelerationRate: Double = FrictionSimulation.normalRate) {
        var physics = PhysicsConstants()
        physics.decelerationRate = decelerationRate
        self.init(offset: offset, axis: axis, range: range, viewport: viewport, physics: physics)
    }

    public init(offset: Point = .zero, axis: Axis = .vertical, range: (min: Point, max: Point) = (.zero, .zero),
                viewport: Size = Size(width: 1, height: 1), physics: PhysicsConstants) {
        self.offset = Self.finite(offset, else: .zero)
        self.axis = axis
        self.range = (Self.finite(range.min, else: .zero), Self.finite(range.max, else: .zero))
        self.viewport = viewport
        self.physics = physics
        tracker.horizon = physics.velocityWindow
    }

    /// The allowed rest positions along the scroll axis.
    public var axisRange: ClosedRange<Double> { range.min[axis]...max(range.min[axis], range.max[axis]) }
    public var position: Double { offset[axis] }
    public var isPressed: Bool { if case .pressed = motion { true } else { false } }
    public var isDragging: Bool { if case .pressed(_, _, .some) = motion { true } else { false } }
    public var isMoving: Bool {
        switch motion {
        case .simulation, .trackpad: true
        case .none, .pressed: false
        }
    }

    /// The content's velocity along the axis while a gesture is being tracked (a drag: minus the pointer's
    /// least-squares velocity; a trackpad burst: the content's own), nil otherwise.
    public func trackedVelocity(at time: Double) -> Double? {
        switch motion {
        case .pressed(_, _, .some): -tracker.velocity(at: time)
        case .trackpad: tracker.velocity(at: time)
        default: nil
        }
    }

    // MARK: Direct placement

    /// Places the content at `offset` with no animation, stopping any motion.
    public mutating func jump(to offset: Point, clamped: Bool = true) {
        self.offset = clamped ? clamp(offset) : offset
        stop()
    }

    /// Re-clamps after the range changed (a resize or a new layout), stopping any motion.
    public mutating func rangeChanged() {
        offset = clamp(offset)
        if case .pressed = motion { motion = .none }
        stop()
    }

    private mutating func stop() {
        if case .pressed = motion {} else { motion = .none }
        phase = .idle
        animationTarget = nil
        simulationVelocity = nil
        restPosition = nil
    }

    /// `p` with each non-finite coordinate taken from `fallback` (0 where that is not finite either).
    static func finite(_ p: Point, else fallback: Point) -> Point {
        Point(x: p.x.isFinite ? p.x : (fallback.x.isFinite ? fallback.x : 0),
              y: p.y.isFinite ? p.y : (fallback.y.isFinite ? fallback.y : 0))
    }

    public func clamp(_ p: Point) -> Point {
        Point(x: p.x.clamped(to: range.min.x...max(range.min.x, range.max.x)),
              y: p.y.clamped(to: range.min.y...max(range.min.y, range.max.y)))
    }

    // MARK: Pointer

    /// A button went down: any motion stops where it is ("a press catches the content"). Returns whether
    /// something was moving.
    @discardableResult
    public mutating func pointerDown(at p: Point, time: Double) -> Bool {
        let wasMoving = isMoving
        advanceSimulation(to: time)
        // A fling caught by the press may lend its momentum to the next fling (iOS fling acceleration).
        caughtVelocity = wasMoving && phase == .decelerating && physics.flingAcceleration ? simulationVelocity : nil
        lastMoveTime = time
        let raw = RubberBand.rawPosition(displayed: position, range: axisRange, dimension: viewport[axis],
                                         c: physics.rubberBand)
        motion = .pressed(press: p, startRaw: raw, slopOrigin: nil)
        phase = .idle
        animationTarget = nil
        simulationVelocity = nil
        restPosition = nil
        tracker.reset()
        tracker.add(time: time, position: p[axis])
        return wasMoving
    }

    public mutating func pointerMove(to p: Point, time: Double) {
        guard case .pressed(let press, let startRaw, var slopOrigin) = motion else { return }
        if let last = tracker.lastPosition, last != p[axis] {
            lastMoveTime = time
        } else if let moved = lastMoveTime, time - moved > FlingMomentum.stationaryLimit {
            caughtVelocity = nil  // Flutter: a drag that stood still carries no momentum
        }
        tracker.add(time: time, position: p[axis])
        if slopOrigin == nil {
            let delta = p - press
            let slop = physics.touchSlop
            guard delta.length > slop else { return }
            // Android's way: the drag starts from the point where the slop was crossed, so the content does not
            // jump by the slop.
            slopOrigin = press + delta * (slop / max(delta.length, 1e-12))
            phase = .dragging
        }
        let raw = startRaw - (p - slopOrigin!)[axis]
        offset[axis] = RubberBand.position(raw: raw, range: axisRange, dimension: viewport[axis], c: physics.rubberBand)
        motion = .pressed(press: press, startRaw: startRaw, slopOrigin: slopOrigin)
    }

    /// The button went up: returns the release for the Playground to settle (nil when no press was tracked).
    public mutating func pointerUp(at p: Point, time: Double) -> Release? {
        guard case .pressed = motion else { return nil }
        pointerMove(to: p, time: time)
        let dragged = isDragging
        motion = .none
        phase = .idle
        let tracked = dragged ? physics.flingVelocity(-tracker.velocity(at: time)) : 0
        var v = tracked
        if let caught = caughtVelocity, dragged { v = FlingMomentum.accelerated(release: tracked, caught: caught) }
        caughtVelocity = nil
        lastRelease = (tracked, v)
        return Release(position: position, velocity: v, time: time)
    }

    /// Cancels a press (the pointer left, or another interaction took it over) without settling.
    public mutating func cancelPress() -> Release? {
        guard case .pressed = motion else { return nil }
        motion = .none
        phase = .idle
        caughtVelocity = nil
        return Release(position: position, velocity: 0, time: tracker.lastTime ?? 0)
    }

    /// Clamped to ±8000; below 50 (either sign), no fling.
    public static func flingVelocity(_ v: Double) -> Double {
        guard v.isFinite, abs(v) >= minFlingVelocity else { return 0 }
        return v.clamped(to: -maxFlingVelocity...maxFlingVelocity)
    }

    // MARK: Wheel

    /// What a wheel event means along the scroll axis: the distance (points, positive = forward) and whether it is a
    /// notched wheel (whole ±1 steps) or a trackpad (fractional deltas). dy > 0 is the wheel turned away (back);
    /// shift, or a horizontal layout, turns the vertical wheel horizontal (wheel down = forward).
    public func wheelDelta(dx: Double, dy: Double, modifiers: Modifiers) -> (distance: Double, notches: Int?) {
        var horizontal = dx, vertical = -dy
        if axis == .horizontal || modifiers.contains(.shift) {
            horizontal += vertical
            vertical = 0
        }
        let amount = axis == .horizontal ? horizontal : vertical
        guard amount.isFinite, amount != 0 else { return (0, nil) }
        let whole = amount.rounded()
        let isNotch = abs(amount - whole) < 1e-6 && whole != 0 && [dx, dy].allSatisfy { $0 == $0.rounded() }
        return (amount * Self.wheelStep, isNotch ? Int(whole.clamped(to: -1000...1000)) : nil)
    }

    /// Trackpad: the content follows fractional deltas 1:1 (clamped), and the velocity is tracked for momentum.
    public mutating func trackpadScroll(by distance: Double, time: Double) {
        if case .pressed = motion { return }
        if case .trackpad = motion {} else {
            advanceSimulation(to: time)
            tracker.reset()
            tracker.add(time: time, position: position)
        }
        offset[axis] = (position + distance).clamped(to: axisRange)
        tracker.add(time: time, position: position)
        motion = .trackpad(last: time)
        phase = .dragging
        animationTarget = nil
        simulationVelocity = nil
        restPosition = nil
    }

    // MARK: Motions

    /// Animates to `target` along the axis (wheel notches, keys, autoplay), keeping the current velocity.
    public mutating func animate(to target: Double, time: Double, duration: Double = EaseSimulation.notchDuration) {
        if case .pressed = motion { return }
        guard target.isFinite else { return }  // a layout's NaN snap target: stay
        let v = currentVelocity(at: time)
        advanceSimulation(to: time)
        start(EaseSimulation(from: position, velocity: v, to: target, duration: duration), phase: .animating, time: time)
        animationTarget = target
    }

    /// A fling from `release` with UIScrollView's deceleration, bouncing at the edges.
    public mutating func fling(_ release: Release, time: Double) {
        offset[axis] = release.position
        let sim = BouncingSimulation(position: release.position, velocity: release.velocity, range: axisRange,
                                     rate: decelerationRate, spring: physics.bounceSpring)
        start(sim, phase: .decelerating, time: time, edgeTime: sim.edgeTime)
    }

    /// Settles from `release` exactly on `target` (a snap point), keeping the release velocity.
    public mutating func snap(_ release: Release, to target: Double, time: Double) {
        offset[axis] = release.position
        start(SnapSimulation(from: release.position, velocity: release.velocity, to: target), phase: .snapping, time: time)
    }

    /// The rest position a fling from `release` would reach (UIScrollView's projection).
    public func projectedRest(_ release: Release) -> Double {
        FrictionSimulation.projectedRest(position: release.position, velocity: release.velocity, rate: decelerationRate)
    }

    private mutating func start(_ sim: any Simulation, phase: ScrollPhase, time: Double, edgeTime: Double? = nil) {
        animationTarget = nil
        // A motion toward or from a non-finite place (a NaN target, a NaN release) is not started: the content stays.
        guard sim.position(at: 0).isFinite, Self.rest(of: sim).isFinite else {
            motion = .none
            self.phase = .idle
            simulationVelocity = nil
            restPosition = nil
            return
        }
        if sim.isDone(at: 0) {
            offset[axis] = sim.position(at: 0)
            motion = .none
            self.phase = .idle
            simulationVelocity = nil
            restPosition = nil
            return
        }
        motion = .simulation(sim, start: time, phase: phase, edgeTime: edgeTime)
        self.phase = phase
        simulationVelocity = sim.velocity(at: 0)
        restPosition = Self.rest(of: sim)
    }

    /// Where a simulation ends: found by asking it far in the future (every simulation here settles within seconds).
    private static func rest(of sim: any Simulation) -> Double {
        var t = 1.0
        while !sim.isDone(at: t) && t < 600 { t *= 2 }
        return sim.position(at: t)
    }

    private func currentVelocity(at time: Double) -> Double {
        if case .simulation(let sim, let start, _, _) = motion { return sim.velocity(at: time - start) }
        return 0
    }

    /// Moves a running simulation to `time`; ends it when done.
    private mutating func advanceSimulation(to time: Double) {
        guard case .simulation(let sim, let start, let simPhase, let edgeTime) = motion else { return }
        let t = time - start
        offset[axis] = sim.position(at: t)
        if sim.isDone(at: t) {
            motion = .none
            phase = .idle
            animationTarget = nil
            simulationVelocity = nil
            restPosition = nil
        } else {
            phase = edgeTime.map { t >= $0 } == true ? .bouncing : simPhase
            simulationVelocity = sim.velocity(at: t)
        }
    }

    /// Advances the motion to `time`. Returns a release when a trackpad burst has just ended (the Playground settles
    /// it like a pointer release).
    public mutating func advance(to time: Double) -> Release? {
        switch motion {
        case .simulation:
            advanceSimulation(to: time)
        case .trackpad(let last) where time - last > Self.trackpadGap:
            motion = .none
            phase = .idle
            return Release(position: position, velocity: physics.flingVelocity(tracker.slope()), time: time)
        default:
            break
        }
        return nil
    }
}
