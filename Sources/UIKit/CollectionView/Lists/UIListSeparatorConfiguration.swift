import Foundation

/// How a list draws the separators between its rows (iOS 14.5): visibility, insets and colour. A list
/// configuration's `separatorConfiguration` is given to each row (and its `itemSeparatorHandler` may change it per
/// row); the playground draws a row's bottom separator one pixel (1 / the display scale) thick at its bottom edge
/// (docs/cells.md, "List appearance").
///
///     var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
///     list.separatorConfiguration.color = .systemRed
///     list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
@preconcurrency @MainActor
public struct UIListSeparatorConfiguration: Hashable {
    public enum Visibility: Int, Hashable, Sendable { case automatic, visible, hidden }

    /// The insets that mean "as the list decides": the leading edge of the row's text (its
    /// `UIListContentConfiguration`'s text, else its content view's leading layout margin), the trailing edge 0.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude,
                                                               leading: .greatestFiniteMagnitude,
                                                               bottom: .greatestFiniteMagnitude,
                                                               trailing: .greatestFiniteMagnitude)

    /// Automatic: no separator above the first row; a separator below every row but the last of its section.
    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// `UIColor.separator` (#3C3C43 at 29 % in the light appearance; Apple, UIColor.separator).
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
