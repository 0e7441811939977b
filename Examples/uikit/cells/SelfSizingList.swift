import UIKit

// A self-sizing list: a compositional list whose rows have estimated heights (44) and cells laid out with Auto
// Layout (a symbol, a title and a wrapping body text in stack views, pinned to the content view's layout margins).
// Each row measures itself (preferredLayoutAttributesFitting → systemLayoutSizeFitting at the list's width) and the
// layout is prepared again at the measured heights (docs/cells.md, "Self-sizing").
let notes = [
    ("Cassowary", "Badros, Borning and Stuckey's incremental simplex solves the constraints."),
    ("Estimated heights", "Each row starts at 44 points, then takes the height its text needs, wrapped at the row's width less its margins."),
    ("One line", "Short."),
    ("Stack views", "A horizontal stack holds the symbol and a vertical stack of the title and this text; the stack views make constraints the solver solves with the rest."),
    ("Priorities", "Content hugging and compression resistance decide which view gives way."),
    ("Margins", "Everything sits inside the content view's layout margins guide."),
]

final class NoteCell: UICollectionViewCell {
    let symbol = UIImageView()
    let title = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        symbol.image = UIImage(systemName: "text.alignleft")
        symbol.tintColor = .systemBlue
        title.font = .preferredFont(forTextStyle: .headline)
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        let texts = UIStackView(arrangedSubviews: [title, body])
        texts.axis = .vertical
        texts.spacing = 4
        let row = UIStackView(arrangedSubviews: [symbol, texts])
        row.axis = .horizontal
        row.alignment = .top
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            symbol.widthAnchor.constraint(equalToConstant: 24),
            symbol.heightAnchor.constraint(equalToConstant: 24),
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.topAnchor.constraint(equalTo: margins.topAnchor),
            row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        contentView.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class Notes: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
        let note = notes[indexPath.item % notes.count]
        cell.title.text = note.0
        cell.body.text = note.1
        return cell
    }
}

let source = Notes()

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
    collectionView.dataSource = source
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    return UICollectionViewCompositionalLayout(section: section)
}
