import Foundation

/// The protocol of the objects whose appearance proxies set their look app-wide (UIAppearance.h): on iOS
/// `UIView` adopts it, and code extends it with helpers for every view (freshOS/Stevia's `extension UIAppearance
/// { func style(_:) }`).
///
/// Playground: approximated: the protocol and `UIView`'s conformance exist, so such extensions compile and work on
/// views; the appearance proxies themselves (`appearance()`, `appearance(whenContainedInInstancesOf:)`) are not
/// provided (nothing draws app-wide styles here).
public protocol UIAppearance: NSObjectProtocol {}

extension UIView: UIAppearance {}
