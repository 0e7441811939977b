/// iOS 14's list configuration, as far as a layout uses it.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    /// The rows' separators (drawn: docs/cells.md, "List appearance").
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separator configuration of one row (Apple, ItemSeparatorHandler).
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// The separator configuration of the row at `indexPath`: `separatorConfiguration` through
    /// `itemSeparatorHandler`.
    package func playgroundSeparator(at indexPath: IndexPath) -> UIListSeparatorConfiguration {
        itemSeparatorHandler?(indexPath, separatorConfiguration) ?? separatorConfiguration
    }
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var backgroundColor: UIColor?
    public var headerTopPadding: CGFloat?

    /// What a swiped row shows (Apple, "UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider").
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Playground: does nothing: kept, never asked: rows are not swiped open here (UISwipeActionsConfiguration).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        didSet {
            PlaygroundNotices.record("UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider",
                                     .doesNothing, "kept, never asked: rows are not swiped open here")
        }
    }
    /// Playground: does nothing: kept, never asked: rows are not swiped open here (UISwipeActionsConfiguration).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        didSet {
            PlaygroundNotices.record("UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider",
                                     .doesNothing, "kept, never asked: rows are not swiped open here")
        }
    }

    /// Separators show in every appearance but the sidebars' (Apple, showsSeparators: sidebar lists do not show
    /// them by default).
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The list's background: `backgroundColor`, else its appearance's (Apple, backgroundColor: "The default
    /// value is nil, which means the list uses the system default background color for the list's appearance"):
    /// plain and sidebar-plain lists `systemBackground`, grouped, inset-grouped and sidebar lists
    /// `systemGroupedBackground` (the grouped table views' background, UITableView.Style.grouped/insetGrouped;
    /// decided for the sidebar: iOS draws its sidebar on the grouped background in the light appearance).
    package var playgroundListBackground: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// The corner radius of an inset-grouped section's first and last rows: 10 points (iOS 13+'s inset-grouped
    /// table and list sections; Apple documents the style, UITableView.Style.insetGrouped, not the number — the
    /// value iOS draws, as measured on screenshots).
    package static let playgroundInsetGroupedCornerRadius: CGFloat = 10

    /// Rows the list's width, `.estimated(44)` tall: list cells size themselves (Apple, "Implementing Modern
    /// Collection Views": list rows self-size; 44 is UITableView's default row height), so a subtitle or
    /// wrapping row takes the height its content configuration measures.
    func makeSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.playgroundIsList = true
        section.playgroundListConfiguration = self
        switch appearance {
        case .insetGrouped: section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        default: break
        }
        // A grouped section's supplementary header and footer take the place of its 20-point top and bottom
        // insets: their own margins (16 above a grouped header's text, 16 below a footer's) space the sections,
        // and the header's 6 points below its text and the footer's 6 above keep them beside the rows, as iOS
        // draws a grouped list (decided from its look; Apple publishes no list metrics).
        if appearance == .grouped || appearance == .insetGrouped {
            if headerMode == .supplementary { section.contentInsets.top = 0 }
            if footerMode == .supplementary { section.contentInsets.bottom = 0 }
        }
        // Headers and footers the list's width, `.estimated(44)` tall: they measure themselves as rows do (a
        // grouped header's text and margins; docs/cells.md, "Self-sizing headers and footers").
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
