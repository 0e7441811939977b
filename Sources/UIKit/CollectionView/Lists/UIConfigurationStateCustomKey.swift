/// The key of a custom state a configuration state carries (iOS 14): an app's own state, such as the item a
/// cell shows, stored in a `UICellConfigurationState` with its subscript so that `updateConfiguration(using:)`
/// can read it (Apple's documentation, "UIConfigurationStateCustomKey"; "UIConfigurationState",
/// `subscript(key:)`). Apple suggests reverse-DNS names:
///
///     extension UIConfigurationStateCustomKey {
///         static let item = UIConfigurationStateCustomKey("com.example.ItemListCell.item")
///     }
///     state[.item] = item            // AnyHashable?; nil removes it
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }
}
