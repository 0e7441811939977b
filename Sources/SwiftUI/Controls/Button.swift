import Foundation

/// A control that performs an action (SwiftUI's `Button`). Playground: laid out and drawn as its label in the
/// accent colour; a click on it inside an item runs its action (docs/swiftui.md, "Taps"); elsewhere (around the
/// scroll view the playground runs) a tap does nothing.
nonisolated public struct Button<Label: View>: View {
    public let label: Label
    let action: () -> Void
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    @MainActor public var body: some View {
        label.foregroundStyle(Color.accentColor).playgroundModified(.tapAction(count: 1, action: action))
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) { self.init(action: action) { Text(verbatim: title) } }
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
}
