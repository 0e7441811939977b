import UIKit
import XCTest

/// A data source of plain cells: `counts[s]` items in section `s`.
final class CountDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A collection view of `size` with `layout` and `dataSource`, laid out.
@MainActor
func makeCollectionView(_ layout: UICollectionViewLayout, size: CGSize,
                        dataSource: UICollectionViewDataSource) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return collectionView
}

/// The frame of item `item` of section `section`, as the collection view answers.
@MainActor
func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
