import Foundation

/// The keyboard's minimal editing interface (UIKeyInput.h): whether there is text, insert text, delete the character
/// before the insertion point. UITextField and UITextView adopt it on iOS; code calls it to type into a field
/// programmatically (`textField.insertText("Bob")`).
///
/// As iOS for the text it changes. Playground: the insertion point is always the end of the text (there is no
/// selection here), and UIKeyInput.h's parent protocol UITextInputTraits is not a protocol of its own (the fields
/// keep those traits as properties).
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether the receiver has any text (UIKeyInput.h).
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (UIKeyInput.h).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (UIKeyInput.h).
    func deleteBackward()
}
