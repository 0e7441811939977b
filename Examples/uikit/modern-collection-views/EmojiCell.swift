// EmojiCell.swift: the grid section's cell of the modern-collection-views example.
import UIKit

/// A cell with one centered label, as the grid cells of Apple's "Implementing Modern Collection Views" have.
final class EmojiCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        contentView.addSubview(label)
        contentView.backgroundColor = .systemGray6
        contentView.layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
