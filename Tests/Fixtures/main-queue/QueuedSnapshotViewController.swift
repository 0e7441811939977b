import UIKit

/// A grid whose diffable data source gets its first snapshot from a block queued on the main queue in viewDidLoad
/// (as an app that "loads" its data does): 12 items, two 200-point squares a row in a 400-point width.
final class QueuedSnapshotViewController: UIViewController {
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
        DispatchQueue.main.async {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<12))
            self.dataSource.apply(snapshot, animatingDifferences: true)
        }
    }
}
