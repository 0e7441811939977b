import Foundation

// SwiftUI's gestures (Apple, "Gestures": `Gesture`, `DragGesture`, `TapGesture`, `LongPressGesture`,
// `MagnifyGesture`, `RotateGesture`, `GestureState`, `View.gesture(_:including:)`).
//
// Playground: declared so that views using gestures compile; no SwiftUI gesture is ever recognized here: the
// pointer belongs to the playground's scroll physics, reorder and inspector (docs/swiftui.md "Gestures"), so
// `onChanged`, `onEnded` and `updating` callbacks are never called and a `@GestureState` keeps its initial value.

/// An instance that matches a sequence of events to a gesture and returns a stream of values for each of its
/// states (SwiftUI's `Gesture`). Playground: never recognized (see the top of this file).
public protocol Gesture<Value> {
    /// The type of value the gesture produces as it changes.
    associatedtype Value
}

/// Playground extension (not in UIKit): a gesture with callbacks added (`onChanged`, `onEnded`, `updating`, `map`,
/// compositions), what the modifiers of `Gesture` return here where SwiftUI returns `_ChangedGesture`,
/// `_EndedGesture`, `GestureStateGesture`, `SimultaneousGesture`…; code names them as `some Gesture`. Playground: the
/// callbacks are never called.
public struct PlaygroundModifiedGesture<Value>: Gesture, PlaygroundTapRecognizing {
    package init() {}
    /// A `TapGesture`'s `onEnded` action (a click on the view runs it: docs/swiftui.md, "Taps").
    package var playgroundTapAction: (() -> Void)?
}

/// A gesture that a click recognizes as a single tap (`TapGesture(count: 1).onEnded { … }`), with what it runs.
/// Playground hook (package): not part of SwiftUI's API.
package protocol PlaygroundTapRecognizing {
    var playgroundTapAction: (() -> Void)? { get }
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

extension Gesture {
    /// Adds an action to perform when the gesture's value changes. Playground: never called (see the top of this file).
    public func onChanged(_ action: @escaping (Value) -> Void) -> PlaygroundModifiedGesture<Value> { PlaygroundModifiedGesture() }
    /// Adds an action to perform when the gesture ends. Playground: a single `TapGesture`'s runs when its view is
    /// clicked inside an item (docs/swiftui.md, "Taps"); other gestures' are never called (see the top of this file).
    public func onEnded(_ action: @escaping (Value) -> Void) -> PlaygroundModifiedGesture<Value> {
        var gesture = PlaygroundModifiedGesture<Value>()
        if let tap = self as? TapGesture, tap.count == 1, let value = () as? Value {
            gesture.playgroundTapAction = { action(value) }
        }
        return gesture
    }
    /// Updates a gesture state as the gesture's value changes. Playground: never called, so the state keeps its
    /// initial value (see the top of this file).
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> PlaygroundModifiedGesture<Value> {
        PlaygroundModifiedGesture()
    }
    /// A gesture whose values are `body`'s of this gesture's.
    public func map<T>(_ body: @escaping (Value) -> T) -> PlaygroundModifiedGesture<T> { PlaygroundModifiedGesture() }
    /// Combines this gesture with another, both recognized at once. Playground: never recognized.
    public func simultaneously<Other: Gesture>(with other: Other) -> PlaygroundModifiedGesture<(Value?, Other.Value?)> {
        PlaygroundModifiedGesture()
    }
    /// This gesture, then `other` once it succeeds. Playground: never recognized.
    public func sequenced<Other: Gesture>(before other: Other) -> PlaygroundModifiedGesture<(Value, Other.Value?)> {
        PlaygroundModifiedGesture()
    }
    /// This gesture or else `other`. Playground: never recognized.
    public func exclusively<Other: Gesture>(before other: Other) -> PlaygroundModifiedGesture<Value> { PlaygroundModifiedGesture() }
}

nonisolated extension View {
    /// Attaches a gesture to the view (SwiftUI's `gesture(_:including:)`). Playground: accepted, never recognized
    /// (see Gestures/Gesture.swift).
    /// A single `TapGesture`'s `onEnded` runs when the view is clicked inside an item (docs/swiftui.md, "Taps").
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        playgroundModified(Self.playgroundTapKind(gesture) ?? .other("gesture"))
    }
    /// The tap action a gesture carries, as a modifier.
    static func playgroundTapKind(_ gesture: some Gesture) -> PlaygroundModifier.PlaygroundKind? {
        guard let tap = (gesture as? PlaygroundTapRecognizing)?.playgroundTapAction else { return nil }
        return .tapAction(count: 1, action: tap)
    }
    /// Attaches a gesture recognized along with the view's others. Playground: accepted, never recognized.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        playgroundModified(Self.playgroundTapKind(gesture) ?? .other("simultaneousGesture"))
    }
    /// Attaches a gesture that takes precedence over the view's others. Playground: accepted, never recognized.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        playgroundModified(Self.playgroundTapKind(gesture) ?? .other("highPriorityGesture"))
    }
    /// Adds an action to perform when the view is long-pressed. Playground: accepted, never recognized.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        playgroundModified(.other("onLongPressGesture"))
    }
}
