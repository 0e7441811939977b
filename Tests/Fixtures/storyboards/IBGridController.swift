import UIKit

/// A controller whose view, collection view, layout and cells come from IBGrid.storyboard beside it (docs/uikit.md,
/// "Storyboards and nibs"); written for the playground's tests (PlaygroundTests' StoryboardLoadTests).
class IBGridController: UIViewController, UICollectionViewDataSource {
    @IBOutlet weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Would trap here without the storyboard's outlet (as on iOS) — or, without the storyboard, with the
        // playground's fresh collection view.
        collectionView.backgroundColor = .white
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath) as! IBBadgeCell
        cell.titleLabel.text = "Item \(indexPath.item)"
        return cell
    }
}

class IBBadgeCell: UICollectionViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var photoView: UIImageView!
}
