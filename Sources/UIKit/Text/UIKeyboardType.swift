/// The keyboard a text input asks for (UITextInputTraits.h; raw values as there).
///
/// Playground: stored only: there is no keyboard here.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UITextInputTraits.h: `UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable` (deprecated).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
