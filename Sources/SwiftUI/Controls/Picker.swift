import Foundation

/// A control that picks one of its options (SwiftUI's `Picker`). Playground: laid out as its options side by side
/// (a segmented picker's look, whatever `pickerStyle` says); choosing does nothing here.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public let label: Label
    public let content: Content
    let selection: Binding<SelectionValue>
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
    /// Its options side by side; their `ForEach` is the picker's, never the playground's items
    /// (PlaygroundScrollLayout+MainScroll.swift).
    @MainActor public var body: some View { HStack { content }.playgroundModified(.other(PlaygroundViewNode.playgroundPickerOptionsName)) }
}

extension Picker where Label == Text {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(verbatim: title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}
