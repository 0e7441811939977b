import Foundation
import Testing
import UIKit

/// UIKeyInput on a text field (typing into it from code, as Ramotion's reel-search does with the chosen item) and
/// NSObject's class method `classForCoder()`.
@MainActor @Suite struct KeyInputTests {
    /// insertText appends at the end and sends .editingChanged once per call; deleteBackward removes one grapheme
    /// (an emoji with a skin tone is one character); an empty insert or a delete on empty text changes nothing and
    /// sends nothing.
    @Test func typingFromCodeEditsTheEndAndSendsEditingChanged() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        var changes: [String] = []
        field.addAction(UIAction { [unowned field] _ in changes.append(field.text ?? "") }, for: .editingChanged)
        #expect(!field.hasText)
        field.deleteBackward()
        field.insertText("")
        #expect(changes.isEmpty)
        field.insertText("Ab")
        field.insertText("c👍🏽")
        #expect(field.text == "Abc👍🏽")
        #expect(field.hasText)
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "Ab")
        #expect(changes == ["Ab", "Abc👍🏽", "Abc", "Ab"])
        let asKeyInput: any UIKeyInput = field
        asKeyInput.insertText("!")
        #expect(field.text == "Ab!")
    }

    /// `Type.classForCoder()` is the class itself (NSObject's default), so `String(describing:)` of it names the
    /// class, as reuse identifiers made that way expect; the instance property answers the same class.
    @Test func classForCoderIsTheClassItself() {
        final class FixtureCell: UICollectionViewCell {}
        let fromClass: AnyClass = FixtureCell.classForCoder()
        #expect(fromClass == FixtureCell.self)
        #expect(String(describing: fromClass) == "FixtureCell")
        #expect(FixtureCell(frame: .zero).classForCoder == FixtureCell.self)
    }
}
