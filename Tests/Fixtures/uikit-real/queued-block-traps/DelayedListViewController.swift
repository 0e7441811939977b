import UIKit

/// Written for UIKitRealFileFixesTests: a controller whose outlet a storyboard would connect (none here) and whose
/// data arrives in a block it queues on the main queue, which reads the outlet: it traps a moment after loading.
final class DelayedListViewController: UIViewController, UICollectionViewDataSource {
    var titleLabel: UILabel!
    var names: [String]?
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            self.names = ["a", "b", "c"]
            self.titleLabel.text = "Names"
            self.collectionView.reloadData()
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names?.count ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
