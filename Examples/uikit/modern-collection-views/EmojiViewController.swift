// EmojiViewController.swift: a view controller in the style of Apple's "Implementing Modern Collection Views"
// sample, written for LayoutPlayground's tests (docs/hosting.md): a diffable data source, cell registrations, a
// compositional layout from createLayout() with a list section and a grid section.
// Run it:  playground run --layout-file Examples/uikit/modern-collection-views
import UIKit

final class EmojiViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case list
        case grid
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Emoji>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Emoji"
        configureHierarchy()
        configureDataSource()
    }

    /// The list section: full-width rows 44 points high; the grid section: three square cells a row.
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .list:
                let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            case .grid:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                return section
            }
        }
    }

    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    func configureDataSource() {
        let listCell = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> { cell, _, emoji in
            var content = cell.defaultContentConfiguration()
            content.text = "\(emoji.text) \(emoji.title)"
            cell.contentConfiguration = content
        }
        let gridCell = UICollectionView.CellRegistration<EmojiCell, Emoji> { cell, _, emoji in
            cell.label.text = emoji.title
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Emoji>(collectionView: collectionView) {
            collectionView, indexPath, emoji in
            Section(rawValue: indexPath.section) == .list
                ? collectionView.dequeueConfiguredReusableCell(using: listCell, for: indexPath, item: emoji)
                : collectionView.dequeueConfiguredReusableCell(using: gridCell, for: indexPath, item: emoji)
        }
        // Reordering: every item may move; the data source takes the new order as its snapshot.
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Emoji>()
        snapshot.appendSections([.list, .grid])
        snapshot.appendItems(Emoji.all.filter { $0.category == .recents }, toSection: .list)
        snapshot.appendItems(Emoji.all.filter { $0.category == .nature }, toSection: .grid)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

#Preview("Emoji") {
    EmojiViewController()
}
