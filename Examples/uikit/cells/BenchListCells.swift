import UIKit

// The benchmark of list-configuration cells (docs/benchmarks.md, "Drawn cells"): about 200 list cells on a 1280×800
// window (120 × 36, 4 apart), each a value cell with a symbol, a text and a secondary text on the list's white
// background, drawn through UIListContentView. BenchPhotos.swift is the photo-cell baseline.
final class BenchListRows: NSObject, UICollectionViewDataSource {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
        var content = UIListContentConfiguration.valueCell()
        content.image = UIImage(systemName: "star")
        content.text = "Row \(item + 1)"
        content.secondaryText = "\(item % 7)"
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        content.imageToTextPadding = 6
        cell.contentConfiguration = content
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    collectionView.dataSource = BenchListRows()
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 120, height: 36)
    flow.minimumInteritemSpacing = 4
    flow.minimumLineSpacing = 4
    return flow
}
