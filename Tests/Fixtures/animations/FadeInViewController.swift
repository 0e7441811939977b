import UIKit

/// Cells that fade in and grow when the controller appears: each visible cell's alpha goes 0 → 1 over 0.4 s on
/// UIView.animate's default ease-in-out curve, its transform from half size to identity; the third cell's layer
/// rounds its corners with a CABasicAnimation (0 → 100 over 1 s, linear, held). Items 200 × 200, 10 apart, red.
final class FadeInViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 200, height: 200)
        flow.minimumLineSpacing = 10
        flow.sectionInset = .zero
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .black
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.addSubview(collectionView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for cell in collectionView.visibleCells {
            cell.alpha = 0
            cell.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            UIView.animate(withDuration: 0.4) {
                cell.alpha = 1
                cell.transform = .identity
            }
        }
        if let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) {
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.fromValue = 0
            round.toValue = 100
            round.duration = 1
            round.fillMode = .forwards
            round.isRemovedOnCompletion = false
            third.contentView.layer.add(round, forKey: "round")
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        return cell
    }
}
