import UIKit

// The benchmark of drawn cells laid out with Auto Layout (docs/benchmarks.md, "Drawn cells"): BenchCells.swift's
// cells, their image view and caption placed by constraints the Cassowary solver solves at each layout.
final class ConstrainedCaptionCell: UICollectionViewCell {
    let imageView = UIImageView()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        caption.font = .preferredFont(forTextStyle: .caption2)
        caption.textAlignment = .center
        for v in [imageView, caption] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            caption.topAnchor.constraint(equalTo: imageView.bottomAnchor),
            caption.heightAnchor.constraint(equalToConstant: 14),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -2),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ConstrainedCaptions: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! ConstrainedCaptionCell
        cell.imageView.image = UIImage.playgroundPhoto(at: indexPath, in: collectionView)
        cell.caption.text = "Photo \(indexPath.item + 1)"
        return cell
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(ConstrainedCaptionCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = ConstrainedCaptions()
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 76, height: 58)
    flow.minimumInteritemSpacing = 8
    flow.minimumLineSpacing = 8
    return flow
}
