import UIKit

// A layout file whose metrics live in a sibling file, as an app's would (docs/hosting.md,
// "A file and the siblings it names"): TileMetrics is declared in Metrics.swift.
func makeLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: TileMetrics.side, height: TileMetrics.side)
    layout.minimumInteritemSpacing = TileMetrics.spacing
    layout.minimumLineSpacing = TileMetrics.spacing
    return layout
}
