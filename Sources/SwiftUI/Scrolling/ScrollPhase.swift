import Foundation

/// The phase a scroll view is in (SwiftUI's `ScrollPhase`, iOS 18): at rest, tracked by a touch that has not moved
/// it yet, moved by the user, decelerating after a fling, or animating to a position set by code.
public enum ScrollPhase: Equatable, Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the scroll view is moving (Apple: every phase but `idle` and `tracking`).
    public var isScrolling: Bool { self == .interacting || self == .decelerating || self == .animating }
}

/// What `onScrollPhaseChange` reports with a change (SwiftUI's `ScrollPhaseChangeContext`, iOS 18).
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry at the change.
    public var geometry: ScrollGeometry
    /// The scroll view's velocity when it has one (points per second here, as `ScrollTargetBehaviorContext`'s).
    public var velocity: CGVector?
}

nonisolated extension View {
    /// Calls `action` when the scroll view's phase changes (iOS 18), with the old and new phases.
    /// Playground: does nothing: the playground's scroller does not report its phase to the view, so `action` is never
    /// called and a view waiting for `.idle` after a drag keeps its state.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        PlaygroundNotices.record("View.onScrollPhaseChange(_:)", .doesNothing, "the scroll phase is not reported here; the action is never called")
        return playgroundModified(.other("onScrollPhaseChange"))
    }

    /// Calls `action` when the scroll view's phase changes (iOS 18), with the old and new phases and a context.
    /// Playground: does nothing: the playground's scroller does not report its phase to the view, so `action` is never
    /// called.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        PlaygroundNotices.record("View.onScrollPhaseChange(_:)", .doesNothing, "the scroll phase is not reported here; the action is never called")
        return playgroundModified(.other("onScrollPhaseChange"))
    }
}
