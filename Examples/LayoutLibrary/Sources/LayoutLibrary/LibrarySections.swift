import UIKit

/// Compositional sections, as an app's layout code builds them.
public enum LibrarySections {
    /// `columns` items of height `itemHeight` per row, `spacing` between items and rows, `inset` around the section.
    public static func grid(columns: Int, itemHeight: CGFloat, spacing: CGFloat, inset: CGFloat)
        -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                               heightDimension: .absolute(itemHeight)),
            repeatingSubitem: item, count: columns)
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
        UICollectionViewCompositionalLayout { section, _ in
            section == 0 ? grid(columns: 3, itemHeight: 100, spacing: 10, inset: 20)
                : list(rowHeight: 44, spacing: 1, headerHeight: 30)
        }
    }
}
