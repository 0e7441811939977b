/// A bar's style (UIInterface.h; raw values as there).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
    /// Deprecated: `.black` with `isTranslucent` (UIInterface.h: UIBarStyleBlackTranslucent = 2).
    case blackTranslucent = 2
    /// Deprecated: `.black` (UIInterface.h: UIBarStyleBlackOpaque = 1).
    public static var blackOpaque: UIBarStyle { .black }
}
