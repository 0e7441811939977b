import Foundation

/// A control that increments and decrements a value (SwiftUI's `Stepper`). Laid out as iOS draws a stepper row: its
/// label, a spacer, and the control, a 94 × 32-point rounded rectangle holding a "−" and a "+" button. Decided: Apple
/// publishes no size for UIStepper (the size of its image-based segments is what UIKit reports on iOS 13 and later).
/// A click on "−" or "+" runs `onDecrement` / `onIncrement`, or moves the bound value by `step` within its bounds
/// (Apple, `init(value:in:step:…)`: "the stepper … increments or decrements the binding by the step amount",
/// "the value … is clamped to bounds"), where the playground runs a screen's buttons (docs/swiftui.md, "Taps");
/// `onEditingChanged` is called with `true` then `false` around each change.
nonisolated public struct Stepper<Label: View>: View {
    public let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let editingChanged: (Bool) -> Void

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        editingChanged = onEditingChanged
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label,
                  onIncrement: { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
                  onDecrement: { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
                  onEditingChanged: onEditingChanged)
    }

    /// iOS 13's order, `onEditingChanged` before the label.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    func run(_ action: (() -> Void)?) {
        editingChanged(true)
        action?()
        editingChanged(false)
    }

    @MainActor public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Button { run(decrement) } label: { Text(verbatim: "−").frame(width: 47, height: 32) }
                Rectangle().fill(Color(white: 0.8)).frame(width: 1, height: 18)
                Button { run(increment) } label: { Text(verbatim: "+").frame(width: 46, height: 32) }
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.93)))
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(verbatim: String(title)) }, onEditingChanged: onEditingChanged)
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(verbatim: String(title)) }, onEditingChanged: onEditingChanged)
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
