import UIKit

// An independent layout of the same folder: it declares its own makeLayout() and names no sibling, so it is
// neither compiled with Tiles.swift nor given Tiles.swift's files. It would not compile beside them (a second
// makeLayout), which is what the test would see if the rule tied them.
/* TileMetrics named in a comment ties nothing. */
func makeLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    return layout
}
