import UIKit

// Headers and section backgrounds drawn from their views: a compositional grid whose sections each have a header
// (a UICollectionReusableView subclass with a label, registered and dequeued) and a background decoration (a
// registered class with a rounded, tinted background), and cells outlined by a dashed CAShapeLayer.
final class SectionHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.textColor = .systemBlue
        backgroundColor = UIColor.white.withAlphaComponent(0.9)
        layer.cornerRadius = 8
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 4)
    }
}

final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        layer.cornerRadius = 14
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemBlue.withAlphaComponent(0.4).cgColor
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class DashedCell: UICollectionViewCell {
    let outline = CAShapeLayer()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 10
        outline.fillColor = nil
        outline.strokeColor = UIColor.systemOrange.cgColor
        outline.lineWidth = 2
        outline.lineDashPattern = [6, 4]
        contentView.layer.addSublayer(outline)
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        outline.frame = contentView.bounds
        outline.path = UIBezierPath(roundedRect: contentView.bounds.insetBy(dx: 3, dy: 3), cornerRadius: 8).cgPath
        label.frame = contentView.bounds
    }
}

final class DecoratedSource: NSObject, UICollectionViewDataSource {
    let titles = ["Fruit", "Vegetables", "Grains"]

    func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "dashed", for: indexPath) as! DashedCell
        cell.label.text = "\(indexPath.section + 1).\(indexPath.item + 1)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header",
                                                                     for: indexPath) as! SectionHeaderView
        header.label.text = titles[indexPath.section % titles.count]
        return header
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(DashedCell.self, forCellWithReuseIdentifier: "dashed")
    collectionView.register(SectionHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
    collectionView.dataSource = DecoratedSource()
    // Three sections of six (render with --items 18).
    collectionView.playgroundItemCounts = { total in [min(6, total), min(6, max(0, total - 6)), max(0, total - 12)] }
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                        heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 18, bottom: 18, trailing: 18)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 10, trailing: 10)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "section-background")
    return layout
}
