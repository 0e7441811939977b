import UIKit

// BenchCells.swift's layout with the playground's own photo cells (no data source): the baseline of
// docs/benchmarks.md, "Drawn cells".
func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 76, height: 58)
    flow.minimumInteritemSpacing = 8
    flow.minimumLineSpacing = 8
    return flow
}
