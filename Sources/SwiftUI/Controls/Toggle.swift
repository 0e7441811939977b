import Foundation

/// A control that turns a value on and off (SwiftUI's `Toggle`). Playground: laid out as iOS draws a switch row:
/// its label, a spacer and a switch of UISwitch's size (51 × 31 points; Apple, "UISwitch": the size is fixed),
/// green when on; a tap does nothing here.
nonisolated public struct Toggle<Label: View>: View {
    public let label: Label
    let isOn: Binding<Bool>
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    @MainActor public var body: some View {
        HStack {
            label
            Spacer()
            Capsule().fill(isOn.wrappedValue ? Color.green : Color(white: 0.9)).frame(width: 51, height: 31)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(verbatim: title) } }
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
}
