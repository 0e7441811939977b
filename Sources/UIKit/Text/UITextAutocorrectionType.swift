/// Whether the keyboard autocorrects (UITextInputTraits.h; raw values as there).
///
/// Playground: stored only: there is no keyboard here.
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
