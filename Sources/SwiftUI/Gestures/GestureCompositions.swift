import Foundation

// SwiftUI's gesture compositions (Apple, "Composing SwiftUI gestures"): `SequenceGesture` (`sequenced(before:)`),
// `SimultaneousGesture` (`simultaneously(with:)`) and `ExclusiveGesture` (`exclusively(before:)`), with Apple's
// value types, so real code that switches over `.first(true)` / `.second(true, drag)` compiles.
//
// Playground: recognized from the one pointer (docs/swiftui.md, "Gesture compositions"):
// - a long press sequenced before a drag: the press held (`.first(true)` while pressing), then, once recognized,
//   the drag (`.second(true, nil)`, then `.second(true, drag)` at each move; `onEnded` at the release); the
//   components' own callbacks run too; other sequences are not recognized;
// - simultaneously: the components the playground recognizes (a drag or a long press; a tap) are recognized, the
//   first of them when both are (its value in `first` or `second`, the other nil): a pinch or a rotation with a
//   drag is the drag;
// - exclusively: taps of different counts are the view's taps (a double tap before a single one: the click waits
//   for a second: "Taps"); otherwise the first component when the playground recognizes it, else the second.

/// A gesture that runs `first`, then `second` once `first` succeeds (SwiftUI's `SequenceGesture`). Playground:
/// see the top of this file.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The sequence's state: the first gesture under way, or the first ended and the second under way (nil until
    /// it has a value).
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture of two recognized at once (SwiftUI's `SimultaneousGesture`). Playground: see the top of this file.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Each component's value, nil while it has none.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture of two where only one succeeds, the first preferred (SwiftUI's `ExclusiveGesture`). Playground: see
/// the top of this file.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A sequence's moment as the recognizer tells it (the first gesture's value; then it and the second's).
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundSequenceRaw {
    case first(Any)
    case second(Any, Any?)
}

/// A composition's start: how its recognizer is made from its components'.
/// Playground hook (package): not part of SwiftUI's API.
package protocol PlaygroundComposedGesture {
    func playgroundComposedStart() -> (PlaygroundGestureHandler, (Any) -> Any?)?
    /// The taps of different counts an exclusive composition of taps runs.
    var playgroundTaps: [(count: Int, action: () -> Void)] { get }
}

extension SequenceGesture: PlaygroundComposedGesture {
    package func playgroundComposedStart() -> (PlaygroundGestureHandler, (Any) -> Any?)? {
        guard let f = first.playgroundStart(), let s = second.playgroundStart(),
              case .playgroundLongPress(let duration, let distance) = f.0.kind,
              case .playgroundDrag(let minimum, let space) = s.0.kind else {
            PlaygroundNotices.record("Gesture.sequenced(before:)", .approximated,
                                     "only a long press sequenced before a drag is recognized here")
            return nil
        }
        var h = PlaygroundGestureHandler(kind: .playgroundLongPressThenDrag(minimumDuration: duration, maximumDistance: distance,
                                                                            minimumDistance: minimum, coordinateSpace: space))
        h.components = [f.0, s.0]
        let firstValue = f.1, secondValue = s.1
        return (h, { raw -> Any? in
            guard let r = raw as? PlaygroundSequenceRaw else { return nil }
            switch r {
            case .first(let a): return firstValue(a).map { Value.first($0) }
            case .second(let a, let b):
                guard let fa = firstValue(a) else { return nil }
                return Value.second(fa, b.flatMap { secondValue($0) })
            }
        })
    }
    package var playgroundTaps: [(count: Int, action: () -> Void)] { [] }
}

extension SimultaneousGesture: PlaygroundComposedGesture {
    package func playgroundComposedStart() -> (PlaygroundGestureHandler, (Any) -> Any?)? {
        // A pinch with a rotation (or two pinch-like gestures): both told the same two-finger values
        // (PlaygroundPinch.swift).
        if let f = first.playgroundStart(), let s = second.playgroundStart(),
           case .playgroundPinch(let m1, let r1) = f.0.kind, case .playgroundPinch(let m2, let r2) = s.0.kind {
            var h = PlaygroundGestureHandler(kind: .playgroundPinch(magnify: m1 || m2, rotate: r1 || r2))
            h.components = [f.0, s.0]
            let firstValue = f.1, secondValue = s.1
            return (h, { raw in Value(first: firstValue(raw), second: secondValue(raw)) })
        }
        if let f = first.playgroundStart(), !f.0.isTap {
            let value = f.1
            return (f.0, { raw in value(raw).map { Value(first: $0, second: nil) } })
        }
        if let s = second.playgroundStart(), !s.0.isTap {
            let value = s.1
            return (s.0, { raw in value(raw).map { Value(first: nil, second: $0) } })
        }
        return nil
    }
    package var playgroundTaps: [(count: Int, action: () -> Void)] {
        Self.taps(first) + Self.taps(second)
    }
    static func taps(_ g: some Gesture) -> [(count: Int, action: () -> Void)] {
        if let composed = g as? PlaygroundComposedGesture { return composed.playgroundTaps }
        guard let (h, _) = g.playgroundStart(), case .playgroundTap(let count) = h.kind, !h.ended.isEmpty else { return [] }
        return [(count, { h.end(()) })]
    }
}

extension ExclusiveGesture: PlaygroundComposedGesture {
    package func playgroundComposedStart() -> (PlaygroundGestureHandler, (Any) -> Any?)? {
        if let f = first.playgroundStart(), !f.0.isTap {
            let value = f.1
            return (f.0, { raw in value(raw).map { Value.first($0) } })
        }
        if let s = second.playgroundStart(), !s.0.isTap {
            let value = s.1
            return (s.0, { raw in value(raw).map { Value.second($0) } })
        }
        return nil
    }
    /// Both components' taps (a double tap and a single one: the click waits for a second, "Taps").
    package var playgroundTaps: [(count: Int, action: () -> Void)] {
        SimultaneousGesture<First, Second>.taps(first) + SimultaneousGesture<First, Second>.taps(second)
    }
}

extension Gesture {
    /// Combines this gesture with another, both recognized at once (SwiftUI's).
    ///
    /// Playground: approximated: one pointer makes one gesture, so the first component the playground recognizes
    /// (a drag or a long press) is recognized, the other's value nil; taps composed run as taps
    /// (docs/swiftui.md, "Gesture compositions").
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
    /// This gesture, then `other` once it succeeds (SwiftUI's).
    ///
    /// Playground: approximated: a long press sequenced before a drag is recognized; other sequences are not (a
    /// notice; docs/swiftui.md, "Gesture compositions").
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
    /// This gesture, or else `other` (SwiftUI's).
    ///
    /// Playground: approximated: taps of different counts are the view's taps (a double tap waits for its second
    /// click); otherwise the first component when the playground recognizes it, else the second (docs/swiftui.md,
    /// "Gesture compositions").
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
