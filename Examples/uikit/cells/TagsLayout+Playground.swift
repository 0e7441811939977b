import UIKit

// The playground's part (a view controller's, in the app): tags as label cells in capsules, sized by their text.
let tagWords = ["swift", "uikit", "collection view", "layout", "linux", "playground", "self-sizing", "text",
                "capsule", "tags", "FreeType", "HarfBuzz", "Inter", "flow", "compositional", "cells", "SDL",
                "render", "golden", "Cassowary", "iOS", "wrap", "emoji-free", "a", "longer tag with words"]

final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.15)
        contentView.layer.cornerRadius = 16
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.systemBlue.cgColor
        label.font = TagSource.font
        label.textColor = .white
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

final class TagSource: NSObject, LayoutDelegate, UICollectionViewDataSource {
    static let font = UIFont.preferredFont(forTextStyle: .subheadline)

    func cellSize(indexPath: IndexPath) -> CGSize {
        let word = tagWords[indexPath.item % tagWords.count]
        let size = (word as NSString).size(withAttributes: [.font: TagSource.font])
        return CGSize(width: ceil(size.width) + 24, height: 32)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tagWords.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.label.text = tagWords[indexPath.item % tagWords.count]
        return cell
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    let source = TagSource()
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
    collectionView.dataSource = source
    let layout = TagsLayout()
    layout.delegate = source
    return layout
}
