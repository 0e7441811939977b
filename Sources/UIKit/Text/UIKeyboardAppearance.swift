/// The keyboard's appearance (UITextInputTraits.h; raw values as there).
///
/// Playground: stored only: there is no keyboard here.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// Apple: deprecated, the same as `.dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}
