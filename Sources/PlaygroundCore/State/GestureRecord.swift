/// The last pointer gesture, from the press to rest, sampled once a frame: what the physics lab plots.
///
/// A record starts when a button press begins to be tracked, takes one sample per frame (offset and velocity along
/// the scroll axis, and the phase), notes the release (position, velocity before and after fling acceleration, the
/// predicted rest point) and ends when the content is at rest.
public struct GestureRecord: Sendable {
    /// What the content was doing at a sample.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// Pressed, not yet a drag (inside the slop).
        case press
        case drag, fling, bounce, snap
        /// An ease (wheel, keys, autoplay) or at rest.
        case other
    }

    /// One pointer sample of the gesture: time, position and the velocity estimate then.
    public struct Sample: Sendable, Hashable {
        /// Seconds since the press.
        public var t: Double
        /// Offset along the scroll axis, points.
        public var offset: Double
        /// Velocity along the scroll axis, points per second.
        public var velocity: Double
        public var phase: Phase
    }

    /// The end of the drag.
    public struct ReleaseInfo: Sendable, Hashable {
        /// Seconds since the press.
        public var t: Double
        public var position: Double
        /// The velocity the motion started with (after clamping and fling acceleration), points per second.
        public var velocity: Double
        /// The tracked velocity before fling acceleration, points per second.
        public var trackedVelocity: Double
        /// Where the motion comes to rest (the layout's target for a snap, the projection for a fling).
        public var predictedRest: Double?
        /// The deceleration rate in effect, per millisecond.
        public var decelerationRate: Double

        /// UIScrollView's law for the same release: the friction of `FrictionSimulation.normalRate` (0.998 per
        /// ms) from the release position and velocity, with no snapping or edges, at `t` seconds after the press.
        public func uiScrollViewOffset(at t: Double) -> Double {
            FrictionSimulation(position: position, velocity: velocity).position(at: t - self.t)
        }
    }

    /// At most this many samples (a minute at 60 frames per second); a longer gesture keeps its first minute.
    public static let maxSamples = 3600

    /// The press's time, seconds since the session's start.
    public var start: Double
    public var axis: Axis
    public private(set) var samples: [Sample] = []
    public internal(set) var release: ReleaseInfo?
    /// Whether the content came to rest after the release.
    public internal(set) var isFinished = false

    public init(start: Double, axis: Axis) {
        self.start = start
        self.axis = axis
    }

    mutating func add(_ s: Sample) {
        if samples.count < Self.maxSamples { samples.append(s) }
    }

    /// The phase for a scroll phase (while pressed: press or drag).
    static func phase(_ p: ScrollPhase, pressed: Bool) -> Phase {
        switch p {
        case .dragging: .drag
        case .decelerating: .fling
        case .bouncing: .bounce
        case .snapping: .snap
        case .idle: pressed ? .press : .other
        case .animating: .other
        }
    }

    /// The time span of the samples, seconds since the press.
    public var duration: Double { samples.last?.t ?? 0 }
}

extension Playground {
    /// Starts a record at a new press, samples the frame, and ends the record at rest.
    mutating func recordGesture(at t: Double) {
        if scroller.isPressed, reorder == nil, gesture.map({ $0.release != nil || $0.isFinished }) ?? true {
            gesture = GestureRecord(start: min(press?.time ?? t, t), axis: scroller.axis)
        }
        guard var g = gesture, !g.isFinished else { return }
        var v = 0.0
        if let sv = scroller.simulationVelocity ?? scroller.trackedVelocity(at: t) { v = sv }
        g.add(GestureRecord.Sample(t: t - g.start, offset: scroller.position, velocity: v,
                                   phase: GestureRecord.phase(scroller.phase, pressed: scroller.isPressed)))
        if g.release != nil, !scroller.isPressed, !scroller.isMoving { g.isFinished = true }
        if reorder != nil { g.isFinished = true }  // a long press lifted a cell: not a scroll gesture
        gesture = g
    }

    /// Notes the release of the recorded gesture (the first settle after its press).
    mutating func noteRelease(_ release: Release) {
        guard var g = gesture, g.release == nil, !g.isFinished, !scroller.isPressed else { return }
        g.release = GestureRecord.ReleaseInfo(
            t: release.time - g.start, position: release.position, velocity: release.velocity,
            trackedVelocity: scroller.lastRelease?.tracked ?? release.velocity,
            predictedRest: scroller.restPosition ?? release.position, decelerationRate: scroller.decelerationRate)
        gesture = g
    }

    /// Keeps a refused parameter event's message (the replay prints them).
    mutating func rejectParameter(_ error: ParameterError, at t: Double) {
        if parameterErrors.count < 100 { parameterErrors.append((t, error.message)) }
    }
}
