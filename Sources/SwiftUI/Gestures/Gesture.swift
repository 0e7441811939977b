import Foundation

// SwiftUI's gestures (Apple, "Gestures": `Gesture`, `DragGesture`, `TapGesture`, `LongPressGesture`,
// `MagnifyGesture`, `RotateGesture`, `GestureState`, `View.gesture(_:including:)`).
//
// Playground: on an item's view (where a scroll layout evaluates views), a click runs a single `TapGesture`'s
// `onEnded` (docs/swiftui.md, "Taps"), and a `DragGesture` and a long press (`LongPressGesture`,
// `onLongPressGesture`) are recognized from the pointer (docs/swiftui.md, "Drags and long presses";
// PlaygroundGestures.swift): their `onChanged`, `onEnded` and `updating` run and a `@GestureState` follows the
// gesture. A double tap waits for the second click ("Taps"); compositions: GestureCompositions.swift; magnification
// and rotation are recognized from Ctrl (+ Shift) + wheel over the view (PlaygroundPinch.swift).

/// An instance that matches a sequence of events to a gesture and returns a stream of values for each of its
/// states (SwiftUI's `Gesture`). Playground: see the top of this file.
public protocol Gesture<Value> {
    /// The type of value the gesture produces as it changes.
    associatedtype Value
}

/// Playground extension (not in UIKit): a gesture with callbacks added (`onChanged`, `onEnded`, `updating`, `map`,
/// compositions), what the modifiers of `Gesture` return here where SwiftUI returns `_ChangedGesture`,
/// `_EndedGesture`, `GestureStateGesture`, `SimultaneousGesture`…; code names them as `some Gesture`. Playground: the
/// callbacks of a tap, a drag or a long press run on an item's view; a composition's never do.
public struct PlaygroundModifiedGesture<Value>: Gesture, PlaygroundTapRecognizing {
    package init() {}
    /// What recognizes the gesture and whom it tells (nil: a composition, never recognized).
    package var playgroundHandler: PlaygroundGestureHandler?
    /// This gesture's value from its recognizer's (`DragGesture.Value`, `Bool`, `()`), through its `map`s.
    var playgroundValue: (Any) -> Value? = { $0 as? Value }
    /// A `TapGesture`'s `onEnded` action (a click on the view runs it: docs/swiftui.md, "Taps").
    package var playgroundTapAction: (() -> Void)? {
        guard let h = playgroundHandler, case .playgroundTap(1) = h.kind, !h.ended.isEmpty else { return nil }
        return { h.end(()) }
    }
}

/// A gesture that a click recognizes as a single tap (`TapGesture(count: 1).onEnded { … }`), with what it runs.
/// Playground hook (package): not part of SwiftUI's API.
package protocol PlaygroundTapRecognizing {
    var playgroundTapAction: (() -> Void)? { get }
}

/// One of SwiftUI's gestures that the playground recognizes itself (a tap, a drag, a long press).
/// Playground hook (package): not part of SwiftUI's API.
package protocol PlaygroundRecognizedGesture {
    var playgroundKind: PlaygroundGestureHandler.Kind { get }
    /// The gesture's value from its recognizer's (default: the recognizer's value is the gesture's).
    func playgroundValue(from raw: Any) -> Any?
}

extension PlaygroundRecognizedGesture {
    package func playgroundValue(from raw: Any) -> Any? { raw }
}

extension Gesture {
    /// The recognizer of this gesture and how its values are made, when the playground recognizes it.
    func playgroundStart() -> (PlaygroundGestureHandler, (Any) -> Value?)? {
        if let m = self as? PlaygroundModifiedGesture<Value> {
            guard let h = m.playgroundHandler else { return nil }
            return (h, m.playgroundValue)
        }
        if let composed = self as? PlaygroundComposedGesture {
            guard let start = composed.playgroundComposedStart() else { return nil }
            return (start.0, { start.1($0) as? Value })
        }
        if let optional = self as? PlaygroundOptionalGesture {
            guard let start = optional.playgroundWrapped?.playgroundStartErased() else { return nil }
            return (start.0, { start.1($0) as? Value })
        }
        guard let base = self as? PlaygroundRecognizedGesture else { return nil }
        return (PlaygroundGestureHandler(kind: base.playgroundKind), { base.playgroundValue(from: $0) as? Value })
    }

    func playgroundWith(_ change: (inout PlaygroundGestureHandler, @escaping (Any) -> Value?) -> Void)
        -> PlaygroundModifiedGesture<Value> {
        var gesture = PlaygroundModifiedGesture<Value>()
        guard let start = playgroundStart() else { return gesture }
        let value = start.1
        var h = start.0
        change(&h, value)
        gesture.playgroundHandler = h
        gesture.playgroundValue = value
        return gesture
    }

    /// Adds an action to perform when the gesture's value changes (a drag's every move past its minimum
    /// distance). Playground: see the top of this file.
    public func onChanged(_ action: @escaping (Value) -> Void) -> PlaygroundModifiedGesture<Value> {
        playgroundWith { h, value in h.changed.append { if let v = value($0) { action(v) } } }
    }
    /// Adds an action to perform when the gesture ends. Playground: a tap's, a drag's (the button up) and a long
    /// press's (held long enough) run on an item's view (see the top of this file).
    public func onEnded(_ action: @escaping (Value) -> Void) -> PlaygroundModifiedGesture<Value> {
        playgroundWith { h, value in h.ended.append { if let v = value($0) { action(v) } } }
    }
    /// Updates a gesture state as the gesture's value changes; the state goes back to its initial value when the
    /// gesture ends or is cancelled (Apple, `GestureState`: "resets the property back to its initial state when
    /// the gesture ends"). Playground: see the top of this file.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> PlaygroundModifiedGesture<Value> {
        playgroundWith { h, value in
            h.updating.append { base in
                guard let v = value(base) else { return }
                var s = state.box.value, transaction = Transaction()
                body(v, &s, &transaction)
                state.box.value = s
            }
            h.resets.append { state.box.reset() }
        }
    }
    /// A gesture whose values are `body`'s of this gesture's.
    public func map<T>(_ body: @escaping (Value) -> T) -> PlaygroundModifiedGesture<T> {
        var gesture = PlaygroundModifiedGesture<T>()
        guard let start = playgroundStart() else { return gesture }
        let value = start.1
        gesture.playgroundHandler = start.0
        gesture.playgroundValue = { value($0).map(body) }
        return gesture
    }
}

/// Options for which gestures of a view and its subviews are enabled (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The context of the current state-processing update (SwiftUI's `Transaction`): the animation to apply.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    public var isContinuous: Bool = false
    public init() { animation = nil }
    public init(animation: Animation?) { self.animation = animation }
}

nonisolated extension View {
    /// Attaches a gesture to the view (SwiftUI's `gesture(_:including:)`). Playground: on an item's view a single
    /// `TapGesture`'s `onEnded` runs on a click (docs/swiftui.md, "Taps"); a drag or a long press is recognized
    /// (docs/swiftui.md, "Drags and long presses"); a drag takes the pointer when the scroll view has nowhere to
    /// scroll, else the scroll view's pan wins.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        playgroundModified(Self.playgroundGestureKind(gesture, .normal) ?? .other("gesture"))
    }
    /// The tap action or the recognized gesture a gesture carries, as a modifier.
    static func playgroundGestureKind(_ gesture: some Gesture,
                                      _ priority: PlaygroundGesturePriority) -> PlaygroundModifier.PlaygroundKind? {
        if let tap = (gesture as? PlaygroundTapRecognizing)?.playgroundTapAction { return .tapAction(count: 1, action: tap) }
        // A tap of more than one click, or taps composed (a double tap exclusively before a single one).
        if let composed = gesture as? PlaygroundComposedGesture, composed.playgroundComposedStart() == nil {
            let taps = composed.playgroundTaps
            if !taps.isEmpty { return .tapActions(taps) }
        }
        if let (h, _) = gesture.playgroundStart(), case .playgroundTap(let count) = h.kind, !h.ended.isEmpty {
            return .tapAction(count: count, action: { h.end(()) })
        }
        if let handler = gesture.playgroundStart()?.0, !handler.isTap {
            return .recognizedGesture(PlaygroundRecognizedGestureBox(handler: handler, priority: priority))
        }
        return nil
    }
    /// Attaches a gesture recognized along with the view's others: a drag runs along the scroll view's pan
    /// (Apple: "Attaches a gesture to the view to process simultaneously with gestures defined by the view").
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        playgroundModified(Self.playgroundGestureKind(gesture, .simultaneous) ?? .other("simultaneousGesture"))
    }
    /// Attaches a gesture that takes precedence over the view's others: a drag takes the pointer from the scroll
    /// view (Apple: "Attaches a gesture to the view with a higher precedence than gestures defined by the view").
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        playgroundModified(Self.playgroundGestureKind(gesture, .high) ?? .other("highPriorityGesture"))
    }
    /// Whether users can interact with the view (SwiftUI's `disabled(_:)`: "Adds a condition that controls whether
    /// users can interact with this view"): a disabled item view and its subviews take no taps, drags or long
    /// presses here; gestures attached outside it still run.
    public func disabled(_ disabled: Bool) -> some View {
        playgroundModified(.other(disabled ? "disabled" : "enabled"))
    }
    /// Adds an action to perform when the view is long-pressed (Apple's defaults: `minimumDuration` 0.5 s,
    /// `maximumDistance` 10 points, as this declaration's). Playground: recognized on an item's view, in place of
    /// the playground's long-press reorder; `onPressingChanged` is told `true` when the press begins and `false`
    /// when it ends or moves too far (docs/swiftui.md, "Drags and long presses").
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        var handler = PlaygroundGestureHandler(kind: .playgroundLongPress(minimumDuration: minimumDuration,
                                                                maximumDistance: maximumDistance))
        handler.ended.append { _ in action() }
        if let onPressingChanged { handler.pressing.append(onPressingChanged) }
        return playgroundModified(.recognizedGesture(PlaygroundRecognizedGestureBox(handler: handler, priority: .normal)))
    }
}
