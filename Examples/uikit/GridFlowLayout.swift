// GridFlowLayout.swift: the built-in `grid` (seed 003's flow layout) as UIKit's own UICollectionViewFlowLayout: the
// built-in follows UIKit's flow rules (lines filled greedily, full lines justified, a line of one item centered;
// docs/layouts.md), so the subclass only sets the values. Snapping: none, as the built-in (free scrolling).
// It dumps exactly what the built-in `grid` dumps at its defaults (docs/uikit.md). Written by
// `playground export --layout grid --as uikit` (docs/export.md), which fills in the tuned values.
//   playground run --layout-file Examples/uikit/GridFlowLayout.swift
import UIKit

/// Items of one size in lines, rows scrolling vertically.
class GridFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 180, height: 180)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
