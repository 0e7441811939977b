/// The transition a presented view controller uses (UIViewController.h). Stored only.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
