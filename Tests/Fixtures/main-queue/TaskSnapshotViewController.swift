import UIKit

/// A grid whose items come from a task started in viewDidLoad, off the main actor, that hops back to apply the
/// first snapshot (as an app that loads its data with async/await does): 12 items, 200-point squares.
final class TaskSnapshotViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 200, height: 200)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.addSubview(collectionView)
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        Task.detached {
            let items = await Self.loadItems()
            await MainActor.run { self.show(items) }
        }
    }

    nonisolated static func loadItems() async -> [Int] { Array(0..<12) }

    func show(_ items: [Int]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
