import UIKit

/// Compositional sections, as an app's layout code builds them (on the main actor, as UIKit's layout objects).
@MainActor
public enum LibrarySections {
    /// `columns` items of height `itemHeight` per row, `spacing` between items and rows, `inset` around the section,
    /// in a container `containerWidth` wide. `repeatingSubitem:count:` keeps the item's size (Apple: "It's your
    /// responsibility to ensure that the group's layoutSize can fit count repetitions of this item"), so the item's
    /// width is worked out here.
    public static func grid(columns: Int, itemHeight: CGFloat, spacing: CGFloat, inset: CGFloat,
                            containerWidth: CGFloat) -> NSCollectionLayoutSection {
        let count = max(columns, 1)
        let width = (containerWidth - 2 * inset - spacing * CGFloat(count - 1)) / CGFloat(count)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                               heightDimension: .absolute(itemHeight)),
            repeatingSubitem: item, count: count)
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return section
    }

    /// Full-width rows of height `rowHeight`, `spacing` apart, with a header of `headerHeight`.
    public static func list(rowHeight: CGFloat, spacing: CGFloat, headerHeight: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size,
                                                     subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                               heightDimension: .absolute(headerHeight)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// The library's screen: a three-column grid, then a list with a header.
    public static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, environment in
            section == 0 ? grid(columns: 3, itemHeight: 100, spacing: 10, inset: 20,
                                containerWidth: environment.container.effectiveContentSize.width)
                : list(rowHeight: 44, spacing: 1, headerHeight: 30)
        }
    }
}
