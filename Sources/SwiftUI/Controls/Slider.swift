import Foundation

/// A control that picks a value in a range (SwiftUI's `Slider`). Playground: laid out as a full-width track
/// (4 points) with a 28-point thumb at the value's place (decided: UISlider's default look, approximated);
/// dragging it does nothing here.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    /// Where the value sits in its range, 0…1.
    let fraction: Double
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }
    /// With a label and value labels (SwiftUI's `init(value:in:label:minimumValueLabel:maximumValueLabel:…)`).
    /// Playground: the value labels are not drawn beside the track (approximated; the label, which iOS reads to
    /// VoiceOver only, is not drawn either).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }
    @MainActor public var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.85)).frame(height: 4)
                Circle().fill(Color.white).frame(width: 28, height: 28)
                    .offset(x: CGFloat(fraction) * max(0, proxy.size.width - 28))
            }
        }
        .frame(height: 28)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// With a label (which iOS reads to VoiceOver only). Playground: drawn as the track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
    }
}
