import Foundation

/// A control that performs an action (SwiftUI's `Button`). Playground: laid out and drawn as its label in the
/// accent colour; a tap does nothing here (a demo's buttons sit around the scroll view the playground runs).
nonisolated public struct Button<Label: View>: View {
    public let label: Label
    let action: () -> Void
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    @MainActor public var body: some View { label.foregroundStyle(Color.accentColor) }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) { self.init(action: action) { Text(verbatim: title) } }
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
}
