import UIKit

/// A flow layout whose rows are as wide as the view less its section's insets, summed by a member that another file
/// of the folder adds to UIEdgeInsets (UIEdgeInsets+Sums.swift), as libraries keep their small extensions apart.
final class InsetSumLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func prepare() {
        if let collectionView {
            itemSize = CGSize(width: collectionView.bounds.width - sectionInset.horizontal, height: 50)
        }
        super.prepare()
    }
}
