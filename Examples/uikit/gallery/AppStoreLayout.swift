// App-Store-like sections with Apple's compositional API, shaped like the "Implementing Modern Collection Views"
// sample: a paging row of large features, a continuous row of three-item columns, a grid of small tiles, each with
// a header; the grid section has a background. Sections come from --sections (try --sections 6).
import UIKit

enum StoreSection: Int, CaseIterable {
    case features, topApps, categories

    var headerKind: String { UICollectionView.elementKindSectionHeader }
}

func makeLayout() -> UICollectionViewLayout {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)

    let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
        let kind = StoreSection(rawValue: sectionIndex % StoreSection.allCases.count)!
        let width = environment.container.effectiveContentSize.width
        let section: NSCollectionLayoutSection
        switch kind {
        case .features:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width > 700 ? 0.6 : 0.9),
                                                   heightDimension: .absolute(260)),
                subitems: [item])
            section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 12
        case .topApps:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width > 700 ? 0.45 : 0.85),
                                                   heightDimension: .absolute(240)),
                subitem: item, count: 3)
            section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            section.interGroupSpacing = 16
        case .categories:
            let columns = max(2, Int(width / 180))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            section = NSCollectionLayoutSection(group: group)
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "section-background")]
        }
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 16)
        section.boundarySupplementaryItems = [header]
        return section
    }
    return layout
}
