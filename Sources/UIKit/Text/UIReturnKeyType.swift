/// The title of the keyboard's return key (UITextInputTraits.h; raw values as there).
///
/// Playground: stored only: there is no keyboard here.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
