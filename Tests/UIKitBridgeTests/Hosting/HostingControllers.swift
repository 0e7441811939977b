import Foundation
import Testing
import UIKit

/// A view controller in Apple's "Implementing Modern Collection Views" style, written for the test: a compositional
/// layout from `createLayout()`, a diffable data source with cell registrations, a list section and a grid section.
final class ModernFruitsViewController: UIViewController {
    enum Section: Int, Hashable, CaseIterable { case list, grid }
    struct Item: Hashable {
        let name: String
        let id = UUID()
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
        configureDataSource()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
        log.append("viewDidLayoutSubviews \(Int(view.bounds.width))")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition \(Int(size.width))")
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            if Section(rawValue: sectionIndex) == .list {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    func configureDataSource() {
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.list, .grid])
        snapshot.appendItems(["Apple", "Banana", "Cherry"].map(Item.init), toSection: .list)
        snapshot.appendItems(["Date", "Elderberry", "Fig", "Grape"].map(Item.init), toSection: .grid)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var names: [[String]] {
        dataSource.snapshot().sectionIdentifiers.map { dataSource.snapshot().itemIdentifiers(inSection: $0).map(\.name) }
    }
}

/// A classic controller: its own data source over an array.
final class ClassicNumbersViewController: UICollectionViewController {
    var numbers = [1, 2, 3, 4]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        numbers[indexPath.item] != 4
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        numbers.insert(numbers.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

