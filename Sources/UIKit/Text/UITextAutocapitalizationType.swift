/// When the keyboard capitalizes (UITextInputTraits.h; raw values as there).
///
/// Playground: stored only: there is no keyboard here.
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
