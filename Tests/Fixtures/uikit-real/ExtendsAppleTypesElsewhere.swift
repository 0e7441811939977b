import UIKit

/// A layout file whose repository adds members to UIKit's and Core Graphics' types in files that are not here
/// (`contentView.applyCardShadow(radius:)`, `bounds.size.insetBy(all:)`, `UIScreen.main.halfWidth`) and keeps its
/// metrics in nested namespaces (`Metrics.Card.cornerRadius`). Written for the playground's tests.
final class ShelfCell: UICollectionViewCell {
    func configure() {
        contentView.applyCardShadow(radius: 4)
        contentView.layer.cornerRadius = Metrics.Card.cornerRadius
        let inner = bounds.size.insetBy(all: Metrics.Card.padding)
        contentView.frame.size = inner
    }
}

final class ShelfLayout: UICollectionViewFlowLayout {
    var usesHalfScreen = false

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 60)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) { fatalError() }

    override func prepare() {
        super.prepare()
        if usesHalfScreen {
            itemSize.width = UIScreen.main.halfWidth
        }
    }
}
