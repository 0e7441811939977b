// PlainFlowLayout.swift: a plain UICollectionViewFlowLayout subclass, items of 100 × 50 points, the same shape as
// the built-in `grid` with `--param itemWidth=100 --param itemHeight=50` (10-point spacing and insets). The UIKit
// side of the performance table (issue 37, docs/benchmarks.md, "UIKit layouts against native ones"):
//   playground bench --layout-file Examples/uikit/bench/PlainFlowLayout.swift --items 1000000 --frames 60
//   playground bench --layout grid --param itemWidth=100 --param itemHeight=50 --items 1000000 --frames 60
import UIKit

/// Items of one size, 100 × 50 points, in lines, scrolling vertically.
class PlainFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 50)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
