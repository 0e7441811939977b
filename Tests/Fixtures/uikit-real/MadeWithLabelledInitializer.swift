import UIKit

/// A grid layout whose options are a struct its repository declares in another file (not here), made with that
/// struct's memberwise initializer: its placeholder keeps each argument as the property of its label, so
/// `options.columns` is 3 and `options.spacing` 10; `options.insets`, which no argument gave, would stop.
final class MadeWithLabelledInitializer: UICollectionViewFlowLayout {
    let options = ShelfGridOptions(columns: 3, spacing: 10)

    override func prepare() {
        super.prepare()
        let columns: Int = options.columns
        let spacing: CGFloat = options.spacing
        let width = ((collectionView?.bounds.width ?? 0) - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        itemSize = CGSize(width: width, height: 50)
        minimumInteritemSpacing = spacing
        minimumLineSpacing = spacing
    }

    /// The row an offset snaps to: a top-level function of its repository, in a helper the playground never calls.
    func snappedOffset(_ y: CGFloat) -> CGFloat {
        snapped(y, step: 60)
    }
}
