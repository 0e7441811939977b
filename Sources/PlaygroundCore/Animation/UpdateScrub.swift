/// Scrubbing a batch update's animation (Ctrl+wheel, as a layout switch is scrubbed): the update's animations
/// (items from their initial attributes, deleted ones to their final attributes) are sampled at a time of their
/// own, so each notch steps them frame by frame; letting go of Ctrl plays the rest from where the scrub left it.
///
///     var s = UpdateScrub(start: 10, duration: 0.25)
///     s.scrub(by: 0.1, at: 10.05)       // frozen at 20 % of the way (10.05 s was 20 %): 30 %
///     s.animationTime(at: 11)           // 10.075: frozen while Ctrl is down
///     s.finishScrubbing(at: 11)
///     s.animationTime(at: 11.1)         // 10.175: the rest plays from 30 %
public struct UpdateScrub: Hashable, Sendable {
    /// Progress per wheel notch (the switch's step, LayoutTransition.scrubStep).
    public static let scrubStep = LayoutTransition.scrubStep

    /// When the update's animations started, and how long they run (Playground.batchUpdateDuration).
    public let start: Double
    public let duration: Double
    /// Whether Ctrl is held with the update frozen at `progress`.
    public private(set) var scrubbing = false
    /// 0…1 while scrubbing.
    public private(set) var progress = 0.0
    /// How far behind the frame time the update's clock runs after a scrub.
    public private(set) var lag = 0.0

    public init(start: Double, duration: Double) {
        self.start = start
        self.duration = max(duration, 1e-3)
    }

    /// The time the update's animations are drawn at for the frame at `time`.
    public func animationTime(at time: Double) -> Double {
        scrubbing ? start + progress * duration : time - lag
    }

    /// Whether the update's animations have ended at frame time `time`.
    public func isFinished(at time: Double) -> Bool { !scrubbing && animationTime(at: time) >= start + duration }

    /// Moves the frozen progress by `delta` (the first notch freezes it where it is). It stays just short of 1, so
    /// that nothing finishes while scrubbing.
    public mutating func scrub(by delta: Double, at time: Double) {
        let now = scrubbing ? progress : ((animationTime(at: time) - start) / duration)
        progress = (now + delta).clamped(to: 0...(1 - 1e-6))
        scrubbing = true
    }

    /// Ctrl let go: the rest plays on from the frozen progress.
    public mutating func finishScrubbing(at time: Double) {
        guard scrubbing else { return }
        scrubbing = false
        lag = time - (start + progress * duration)
    }
}
