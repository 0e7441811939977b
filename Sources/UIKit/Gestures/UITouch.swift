import Foundation

/// A touch (UITouch.h): where it is, in a view's coordinates, and its phase.
///
/// Playground: declared so that views overriding `touchesBegan(_:with:)` and friends compile; the playground's input
/// does not reach views yet, so UIKit never calls those methods here.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// UITouch.Phase.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    open internal(set) var phase: Phase = .began
    open internal(set) var tapCount = 1
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) weak var view: UIView?
    var location = CGPoint.zero
    var previousLocation = CGPoint.zero

    public override init() { super.init() }

    open func location(in view: UIView?) -> CGPoint { location }
    open func previousLocation(in view: UIView?) -> CGPoint { previousLocation }
}

/// An event (UIEvent.h): the touches it carries. Playground: not delivered yet (UITouch).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    open var timestamp: TimeInterval { 0 }
    open var allTouches: Set<UITouch>? { nil }
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
    /// The kind of an event (UIEvent.h).
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
    /// The subtype of an event (UIEvent.h).
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }
    /// The event's kind: touches (the only events here).
    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    public override init() { super.init() }
}
