import UIKit

// A shelf screen whose cells, element kinds and behaviour live in other files of its repository (not here): the
// cell is made by the dequeue and cast to its class, the kinds are read as raw values, the behaviour is an enum
// whose default the file writes, and the section's insets are a sum of its metrics.
final class ShelfViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var behavior: ShelfBehavior = .plain {
        didSet {
            collectionView.collectionViewLayout.invalidateLayout()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.register(ShelfTile.self, forCellWithReuseIdentifier: "tile")
        view.addSubview(collectionView)
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, indexPath, item in
            guard let cell = cv.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as? ShelfTile else {
                fatalError("no tile")
            }
            cell.caption.text = "\(item)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<6))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let height: CGFloat
            switch self.behavior {
            case .plain: height = 80
            case .tall: height = 160
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height)), subitems: [item])
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
                elementKind: ShelfKind.title.rawValue, alignment: .top)
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }
}
