import Foundation

/// The guide a view controller's `topLayoutGuide` and `bottomLayoutGuide` answer (UIKit's UILayoutSupport protocol,
/// iOS 7–10; deprecated in iOS 11 for the safe area: "Use view.safeAreaLayoutGuide.topAnchor instead"). Code written
/// before iOS 11 reads `topLayoutGuide.length` to inset its collection view below the bars.
@preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
    /// The distance from the edge of the controller's view to the bar's edge (Apple: "the length, in points, of the
    /// portion of a view controller's view that is overlaid by translucent or transparent UIKit bars").
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (iOS 9: UILayoutSupport's third anchor).
    ///
    /// Playground: approximated: a constraint made from it names the guide, which no view lays out, so Auto Layout
    /// does not solve it (use `length`, or the safe area's anchors, as iOS 11 advises).
    var heightAnchor: NSLayoutDimension { get }
}
