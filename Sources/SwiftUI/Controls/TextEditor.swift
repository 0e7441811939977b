import Foundation

/// A view that edits long text (SwiftUI's `TextEditor`). Playground: laid out and drawn as its text; typing does
/// nothing here.
nonisolated public struct TextEditor: View {
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    @MainActor public var body: some View { Text(verbatim: text.wrappedValue).frame(maxWidth: .infinity, alignment: .topLeading) }
}
