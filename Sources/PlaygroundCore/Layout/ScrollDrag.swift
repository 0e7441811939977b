/// The user's drag of the content, as a scroll view's own pan gesture recognizer sees it (UIPanGestureRecognizer:
/// it begins when the pointer has moved past the touch slop, changes with every move, ends on release). A UIKit
/// host feeds it to its collection view's `panGestureRecognizer` and tells the scroll view's delegate
/// (docs/uikit.md, "What the scroll view's delegate hears").
public struct ScrollDrag: Sendable, Equatable {
    /// Where the drag is: begun (past the touch slop), moved, or ended (released).
    public enum Phase: Sendable, Equatable {
        case began, changed, ended
    }

    public var phase: Phase
    /// The pointer, in viewport coordinates (points).
    public var location: Point
    /// How far the pointer moved since it went down (points): the pan's translation.
    public var translation: Point
    /// The pointer's velocity (points per second) along the scroll axis (the core tracks that axis only; the other
    /// component is 0).
    public var velocity: Point
    /// For `.ended`: whether the content moves on after the release (a fling, a snap or a bounce back), as
    /// `scrollViewDidEndDragging(_:willDecelerate:)` says.
    public var willDecelerate: Bool

    public init(phase: Phase, location: Point, translation: Point, velocity: Point, willDecelerate: Bool = false) {
        self.phase = phase
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.willDecelerate = willDecelerate
    }
}
