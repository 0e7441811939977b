// NumbersViewController.swift: a classic UICollectionViewController, its own UICollectionViewDataSource over two
// arrays and a flow layout, written for LayoutPlayground's tests (docs/hosting.md).
// Run it:  playground run --layout-file Examples/uikit/classic-data-source
import UIKit

final class NumbersViewController: UICollectionViewController {
    /// The data: two sections of numbers.
    var sections: [[Int]] = [Array(1...6), Array(7...10)]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier,
                                                      for: indexPath) as! NumberCell
        cell.label.text = String(sections[indexPath.section][indexPath.item])
        return cell
    }

    // Reordering, as iOS's interactive movement asks it.
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        let moved = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(moved, at: destinationIndexPath.item)
    }
}

final class NumberCell: UICollectionViewCell {
    static let reuseIdentifier = "number"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        contentView.addSubview(label)
        contentView.backgroundColor = .systemTeal
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
