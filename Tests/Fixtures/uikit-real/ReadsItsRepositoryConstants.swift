import UIKit

/// A flow layout whose sizes come from its repository's constants, declared in another file (not here): a namespace
/// read as numbers (`TileMetrics.spacing`, `TileMetrics.side * 2`), and what the repository adds to UIKit's and Core
/// Graphics' types (`.brandShade`, a colour; `CGFloat.hairline`). Reading one stops: its value is not here.
final class ReadsItsRepositoryConstants: UICollectionViewFlowLayout {
    var accent: UIColor { .brandShade }
    var columns: CGFloat { CGFloat(TileMetrics.columnCount) }

    override func prepare() {
        super.prepare()
        minimumInteritemSpacing = CGFloat.hairline
        minimumLineSpacing = TileMetrics.spacing
        itemSize = CGSize(width: TileMetrics.side * 2, height: TileMetrics.side)
    }
}
