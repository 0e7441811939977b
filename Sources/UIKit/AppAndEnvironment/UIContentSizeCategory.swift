import Foundation

/// The user's preferred text size (UIContentSizeCategory.h): raw values as UIKit's, ordered from extra small to
/// accessibility extra-extra-extra large (UIContentSizeCategoryCompareToCategory; `unspecified` sorts below all,
/// the playground's choice: UIKit documents no order for it).
///
/// The playground's device uses `.large`, iOS's default setting.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private var playgroundRank: Int { Self.order.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the five accessibility sizes (UIContentSizeCategoryIsAccessibilityCategory).
    public var isAccessibilityCategory: Bool { playgroundRank >= Self.order.firstIndex(of: .accessibilityMedium)! }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.playgroundRank < rhs.playgroundRank
    }

    /// Posted when the user changes the size (never here).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}
