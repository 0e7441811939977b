import UIKit

// The benchmark of drawn cells (docs/benchmarks.md, "Drawn cells"): about 200 cells on a 1280×800 window, each a
// photo in a rounded image view with a caption. BenchPhotos.swift is the same layout with the playground's photo cells.
final class PhotoCaptionCell: UICollectionViewCell {
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
        contentView.addSubview(imageView)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height - 14)
        caption.frame = CGRect(x: 2, y: b.height - 14, width: b.width - 4, height: 14)
    }
}

final class PhotoCaptions: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCaptionCell
        cell.imageView.image = UIImage.playgroundPhoto(at: indexPath, in: collectionView)
        cell.caption.text = "Photo \(indexPath.item + 1)"
        return cell
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(PhotoCaptionCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = PhotoCaptions()
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 76, height: 58)
    flow.minimumInteritemSpacing = 8
    flow.minimumLineSpacing = 8
    return flow
}
