/// How the status bar animates when it hides or shows (UIApplication.h).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
