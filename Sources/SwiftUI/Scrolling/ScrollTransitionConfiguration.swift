/// How a scroll transition runs (SwiftUI's `ScrollTransitionConfiguration`).
///
/// A view's transition progress along the scroll axis, decided here from Apple's descriptions of the thresholds
/// (docs/swiftui.md, "Scroll transitions"): 0 (identity) while the view is within the configuration's threshold
/// (`.visible` by default: fully visible), 1 (the full phase) when it reaches the `.hidden` threshold (fully outside
/// the visible region), linear in its position between; `.animated` switches at once at the threshold (the
/// animation itself is not stepped here); `.identity` never leaves the identity phase.
public struct ScrollTransitionConfiguration: Sendable {
    package enum PlaygroundMode: Sendable { case interactive, animated, identity }
    package var playgroundMode: PlaygroundMode
    package var playgroundThreshold: Threshold

    /// Interpolates the effect as the view moves.
    public static let interactive = ScrollTransitionConfiguration(playgroundMode: .interactive, playgroundThreshold: .visible)
    /// Switches phases when the view crosses the threshold, animated.
    public static let animated = ScrollTransitionConfiguration(playgroundMode: .animated, playgroundThreshold: .visible)
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// No transition.
    public static let identity = ScrollTransitionConfiguration(playgroundMode: .identity, playgroundThreshold: .visible)

    /// The same configuration with the identity phase ending at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.playgroundThreshold = threshold
        return copy
    }

    /// Playground: stored; animations are not stepped here.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// A point of a view's way from hidden to the container's center (SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`), as the distance of the view's center from the visible region's
    /// center at which it is met.
    public struct Threshold: Sendable {
        /// The distance, for a visible region of length `v` and a view of length `w` along the axis.
        package let playgroundDistance: @Sendable (_ v: CGFloat, _ w: CGFloat) -> CGFloat

        /// Fully visible: (v − w)/2 from the center (0 when the view is longer than the region).
        public static let visible = Threshold { v, w in max(0, (v - w) / 2) }
        /// Fully outside the visible region: (v + w)/2 from the center.
        public static let hidden = Threshold { v, w in (v + w) / 2 }
        /// Centered.
        public static let centered = Threshold { _, _ in 0 }
        /// `amount` (0…1) of the view visible.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold { v, w in max(0, (v + w) / 2 - CGFloat(min(max(amount, 0), 1)) * min(w, v)) }
        }
        /// Met `distance` points nearer the center.
        public func inset(by distance: Double) -> Threshold {
            let base = playgroundDistance
            return Threshold { v, w in max(0, base(v, w) - CGFloat(distance)) }
        }
        /// `amount` (0…1) of the way from this threshold to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let a = playgroundDistance, b = other.playgroundDistance
            return Threshold { v, w in a(v, w) + (b(v, w) - a(v, w)) * CGFloat(amount) }
        }
    }

    /// The phase and progress (0 identity … 1 full phase) of a view whose center is `offset` from the visible
    /// region's center (negative: toward the top leading side), `v` and `w` long along the axis.
    ///
    ///     ScrollTransitionConfiguration.interactive.playgroundProgress(offset: -150, v: 300, w: 100)   // (.topLeading, 0.5)
    package func playgroundProgress(offset: CGFloat, v: CGFloat, w: CGFloat) -> (ScrollTransitionPhase, CGFloat) {
        let phase: ScrollTransitionPhase = offset < 0 ? .topLeading : .bottomTrailing
        let d = abs(offset), start = playgroundThreshold.playgroundDistance(v, w), end = Threshold.hidden.playgroundDistance(v, w)
        switch playgroundMode {
        case .identity: return (.identity, 0)
        case .animated: return d > start ? (phase, 1) : (.identity, 0)
        case .interactive:
            guard d > start else { return (.identity, 0) }
            guard end > start else { return (phase, 1) }
            return (phase, min(1, (d - start) / (end - start)))
        }
    }
}
