import Foundation

/// `topLayoutGuide` and `bottomLayoutGuide` (UIViewController.h, iOS 7–10, deprecated in iOS 11: "Use
/// view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"): the safe area's top and bottom
/// insets, which replaced them, are their lengths here, as they are on iOS 11 and later where both are still answered.
extension UIViewController {
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport { PlaygroundBarLayoutGuide(controller: self, edge: .top) }

    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport { PlaygroundBarLayoutGuide(controller: self, edge: .bottom) }
}
