import Foundation

/// What recognizes a SwiftUI gesture on an item's view and whom it tells: its kind (a tap, a drag, a long press)
/// and the callbacks `onChanged`, `onEnded`, `updating` (its `@GestureState`s and their resets) added to it
/// (docs/swiftui.md, "Drags and long presses"). The callbacks take the recognizer's value (`DragGesture.Value`,
/// `Bool` for a long press, `()` for a tap) and make the gesture's own through its `map`s.
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundGestureHandler {
    package enum Kind {
        case playgroundTap(Int)
        case playgroundDrag(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
        case playgroundLongPress(minimumDuration: Double, maximumDistance: CGFloat)
        /// A long press sequenced before a drag (GestureCompositions.swift).
        case playgroundLongPressThenDrag(minimumDuration: Double, maximumDistance: CGFloat, minimumDistance: CGFloat,
                                         coordinateSpace: CoordinateSpace)
        /// A pinch (`MagnifyGesture`, `MagnificationGesture`), a rotation (`RotateGesture`, `RotationGesture`) or both
        /// at once (one `simultaneously(with:)` the other): Gestures/PlaygroundPinch.swift.
        case playgroundPinch(magnify: Bool, rotate: Bool)
    }
    package var kind: Kind
    var changed: [(Any) -> Void] = []
    var ended: [(Any) -> Void] = []
    var updating: [(Any) -> Void] = []
    var resets: [() -> Void] = []
    /// `onLongPressGesture`'s `onPressingChanged`.
    var pressing: [(Bool) -> Void] = []
    /// A composition's components, whose own callbacks run too (a sequence's long press, then its drag).
    package var components: [PlaygroundGestureHandler] = []
    package init(kind: Kind) { self.kind = kind }

    var isTap: Bool { if case .playgroundTap = kind { true } else { false } }

    /// The gesture's value changed: its `@GestureState`s are updated, then its `onChanged` actions run (SwiftUI
    /// calls `updating` before `onChanged`).
    package func change(_ value: Any) {
        for u in updating { u(value) }
        for c in changed { c(value) }
    }

    /// The gesture ended with `value`: its `onEnded` actions run and its `@GestureState`s go back to their initial
    /// values.
    package func end(_ value: Any) {
        for e in ended { e(value) }
        cancel()
    }

    /// The gesture was cancelled (or failed): its `@GestureState`s go back to their initial values.
    package func cancel() {
        for r in resets { r() }
    }

    /// A long press began (`true`) or stopped pressing (`false`).
    package func press(_ pressing: Bool) {
        for p in self.pressing { p(pressing) }
        if pressing, case .playgroundLongPress = kind { for u in updating { u(true) } }
    }
}

/// How a gesture was attached: `gesture(_:)`, `simultaneousGesture(_:)` or `highPriorityGesture(_:)`.
/// Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundGesturePriority: Sendable {
    case normal, simultaneous, high
}

/// A recognized gesture as a modifier's payload (the handler and how it was attached).
/// Playground hook (package): not part of SwiftUI's API.
package struct PlaygroundRecognizedGestureBox {
    package var handler: PlaygroundGestureHandler
    package var priority: PlaygroundGesturePriority
}

/// The gesture an item's view is recognizing (between the press and the end): the playground tells only the
/// gesture it claimed at the press. Playground hook (package): not part of SwiftUI's API.
package enum PlaygroundGestures {
    /// The drag claimed at the press, and its view's frame then (content coordinates: `.local` values).
    nonisolated(unsafe) package static var drag: (gesture: PlaygroundGestureHandler, frame: CGRect)?
    /// The long press claimed at the press.
    nonisolated(unsafe) package static var longPress: PlaygroundGestureHandler?
    /// A long press sequenced before a drag, claimed at the press, and its view's frame then.
    nonisolated(unsafe) package static var sequence: (gesture: PlaygroundGestureHandler, frame: CGRect)?
    /// A pinch or rotation claimed by the wheel (Gestures/PlaygroundPinch.swift), and its view's frame then.
    nonisolated(unsafe) package static var pinch: (gesture: PlaygroundGestureHandler, frame: CGRect)?

    /// A reload starts with no gesture under way (PlaygroundSession).
    package static func reset() {
        drag = nil
        longPress = nil
        sequence = nil
        pinch = nil
    }
}

extension DragGesture: PlaygroundRecognizedGesture {
    package var playgroundKind: PlaygroundGestureHandler.Kind {
        .playgroundDrag(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

extension TapGesture: PlaygroundRecognizedGesture {
    package var playgroundKind: PlaygroundGestureHandler.Kind { .playgroundTap(count) }
}

extension LongPressGesture: PlaygroundRecognizedGesture {
    package var playgroundKind: PlaygroundGestureHandler.Kind {
        .playgroundLongPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// An optional gesture is a gesture (SwiftUI: `extension Optional: Gesture where Wrapped: Gesture`): nil recognizes
/// nothing, as `.simultaneousGesture(isOnTop ? drag : nil)` in a card stack expects.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

/// An optional gesture's wrapped gesture, for the recognizer. Playground hook (package): not part of SwiftUI's API.
package protocol PlaygroundOptionalGesture {
    var playgroundWrapped: (any Gesture)? { get }
}

extension Optional: PlaygroundOptionalGesture where Wrapped: Gesture {
    package var playgroundWrapped: (any Gesture)? { self }
}

extension Gesture {
    /// `playgroundStart()` with the value type erased (an optional gesture's wrapped one).
    func playgroundStartErased() -> (PlaygroundGestureHandler, (Any) -> Any?)? {
        guard let start = playgroundStart() else { return nil }
        return (start.0, { start.1($0) })
    }
}
