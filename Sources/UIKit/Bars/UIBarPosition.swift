/// Where a bar is (UIBarCommon.h; raw values as there): `any` when unspecified, `topAttached` for a bar at the top
/// of the screen that reaches under the status bar.
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}
