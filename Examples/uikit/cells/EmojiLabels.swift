import UIKit

// Labels with emoji (docs/cells.md, "Emoji"): each row is one 34-point label, "<emoji> <name>", from x = 16. Emoji
// are drawn from the colour emoji font (fonts-noto-color-emoji), the rest of the text from Inter.
let emojiRows = ["🍎 Apple", "🏔 Mountains", "⛺️ Camping", "🚴‍♀️ Cycling", "👍🏽 Thumbs up", "🇫🇷 France", "❤️ Love",
                 "Text only", "1️⃣ Keycap", "© not emoji"]

final class EmojiCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        label.font = .systemFont(ofSize: 34)
        label.textColor = .black
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 0, width: contentView.bounds.width - 32, height: contentView.bounds.height)
    }
}

final class EmojiRows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        emojiRows.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "emoji", for: indexPath) as! EmojiCell
        cell.label.text = emojiRows[indexPath.item % emojiRows.count]
        return cell
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.register(EmojiCell.self, forCellWithReuseIdentifier: "emoji")
    collectionView.dataSource = EmojiRows()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 60)
    layout.minimumLineSpacing = 0
    return layout
}
