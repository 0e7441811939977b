import PlaygroundCore

// The same layouts written against the core's value API (docs/compositional.md), for the comparisons.

func coreNestedGroupsSpec() -> CompositionalSpec {
    let leading = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.7),
                                                           heightDimension: .fractionalHeight(1)),
                                         contentInsets: .init(all: 10))
    let trailingItem = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                heightDimension: .fractionalHeight(0.3)),
                                              contentInsets: .init(all: 10))
    let trailing = NSCollectionLayoutGroup.vertical(
        layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
        subitem: trailingItem, count: 2)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
        groups: [.item(leading), .group(trailing)])
    return CompositionalSpec(sections: [.init(NSCollectionLayoutSection(group: group))])
}

func coreAppStoreSpec(counts: [Int], wide: Bool) -> CompositionalSpec {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: "section-header", alignment: .top)
    let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    let cards = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(250)),
                           subitems: [NSCollectionLayoutItem(layoutSize: full)]),
        interGroupSpacing: 10, boundarySupplementaryItems: [header], orthogonalScrollingBehavior: .groupPagingCentered)
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)),
        zIndex: 1)
    let tile = NSCollectionLayoutItem(layoutSize: full, supplementaryItems: [badge], contentInsets: .init(all: 5))
    let grid = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                           subitem: tile, count: wide ? 4 : 2),
        contentInsets: .init(all: 10), decorationItems: [.background(elementKind: "background")])
    var pinned = header
    pinned.pinToVisibleBounds = true
    var rowGroup = NSCollectionLayoutGroup.vertical(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                            heightDimension: .absolute(60)))])
    rowGroup.interItemSpacing = .fixed(8)
    let list = NSCollectionLayoutSection(group: rowGroup, interGroupSpacing: 8, boundarySupplementaryItems: [pinned])
    let sections = [cards, grid] + Array(repeating: list, count: max(0, counts.count - 2))
    return CompositionalSpec(configuration: .init(interSectionSpacing: 20),
                             sections: zip(counts, sections).map { CompositionalSpec.Section(items: $0, $1) })
}
