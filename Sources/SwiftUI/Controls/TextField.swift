import Foundation

/// A control that edits one line of text (SwiftUI's `TextField`). Playground: laid out and drawn as its text, or
/// its prompt (the title) in the placeholder grey when the text is empty, filling the width it is offered, as a
/// text field does; typing does nothing here (decided: UITextField's look, a line of the system font).
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let title: String
    /// iOS's placeholder colour (placeholderText: #3C3C43 at 30 %, Human Interface Guidelines, "Color").
    static var placeholder: Color { Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3) }
    @MainActor public var body: some View {
        let empty = text.wrappedValue.isEmpty
        return Text(verbatim: empty ? title : text.wrappedValue)
            .foregroundColor(empty ? Self.placeholder : nil)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension TextField where Label == Text {
    public init(_ title: String, text: Binding<String>) { self.text = text; self.title = title }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.text = text; self.title = Text(titleKey).content }
    public init(_ title: String, text: Binding<String>, prompt: Text?) { self.text = text; self.title = title }
    public init(_ title: String, text: Binding<String>, axis: Axis) { self.text = text; self.title = title }
}

/// A control that edits a secret line of text (SwiftUI's `SecureField`). Playground: drawn as its prompt, or a
/// bullet per character.
nonisolated public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let title: String
    @MainActor public var body: some View {
        TextField<Text>(title, text: .constant(String(repeating: "•", count: text.wrappedValue.count)))
    }
}

extension SecureField where Label == Text {
    public init(_ title: String, text: Binding<String>) { self.text = text; self.title = title }
}

nonisolated extension View {
    /// The style of text fields inside (SwiftUI's `textFieldStyle(_:)`). Playground: not applied.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { playgroundModified(.other("textFieldStyle")) }
}

/// How a text field looks (SwiftUI's `TextFieldStyle`). Playground: a field is drawn as its text whatever its style.
public protocol TextFieldStyle {}
/// Playground extension (not in UIKit): the type of SwiftUI's text field styles, by name.
public struct PlaygroundTextFieldStyle: TextFieldStyle, Sendable { let name: String }
extension TextFieldStyle where Self == PlaygroundTextFieldStyle {
    public static var automatic: PlaygroundTextFieldStyle { PlaygroundTextFieldStyle(name: "automatic") }
    public static var plain: PlaygroundTextFieldStyle { PlaygroundTextFieldStyle(name: "plain") }
    public static var roundedBorder: PlaygroundTextFieldStyle { PlaygroundTextFieldStyle(name: "roundedBorder") }
}
