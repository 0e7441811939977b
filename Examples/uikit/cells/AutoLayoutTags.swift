import UIKit

// Auto Layout cells in a flow layout with estimatedItemSize: each tag is a capsule whose label is pinned 12 points
// in from the sides and 6 from the top and bottom; the cell's size is what Auto Layout fits around the label
// (preferredLayoutAttributesFitting → systemLayoutSizeFitting, both axes at the fitting level), so each capsule is
// its word's width + 24 by its line's height + 12 (docs/cells.md, "Self-sizing").
let words = ["constraint", "solver", "Cassowary", "simplex", "priority", "anchor", "guide", "margin", "hugging",
             "compression", "intrinsic", "size", "stack", "fitting", "estimated", "measured", "flow", "list"]

final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor.systemIndigo.withAlphaComponent(0.15)
        contentView.layer.cornerRadius = 16
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.systemIndigo.cgColor
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .systemIndigo
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class Words: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.label.text = words[indexPath.item % words.count]
        return cell
    }
}

let source = Words()

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
    collectionView.dataSource = source
    let flow = UICollectionViewFlowLayout()
    flow.estimatedItemSize = CGSize(width: 80, height: 32)
    flow.minimumInteritemSpacing = 8
    flow.minimumLineSpacing = 8
    flow.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return flow
}
