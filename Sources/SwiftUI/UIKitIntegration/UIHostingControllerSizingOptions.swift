import Foundation

/// What a hosting controller keeps up to date from its root view's size (SwiftUI's
/// `UIHostingControllerSizingOptions`, iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The controller's `preferredContentSize` is the root view's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The view's `intrinsicContentSize` is the root view's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
