import UIKit

/// A data source with fixed item counts per section: on iOS, as here outside the playground, a collection view's
/// counts come from its data source.
final class FixedCountsDataSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < counts.count ? counts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

/// Data sources kept alive for the tests' lifetime: a collection view holds its data source weakly on iOS.
nonisolated(unsafe) var keptDataSources: [FixedCountsDataSource] = []

/// `source`, kept alive for the tests' lifetime.
func kept(_ source: FixedCountsDataSource) -> FixedCountsDataSource {
    keptDataSources.append(source)
    return source
}

/// A collection view of `width` × `height` holding `counts` items per section, laid out by `layout` (prepared).
func collectionView(_ layout: UICollectionViewLayout, width: CGFloat = 320, height: CGFloat = 480,
                    counts: [Int]) -> UICollectionView {
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    cv.dataSource = kept(FixedCountsDataSource(counts))
    layout.prepare()
    return cv
}
