import Foundation

/// The data source a collection view has while the playground shows a layout alone (a bare layout file, no
/// controller of the app): it answers the counts the playground shows, as an app's data source does on iOS, so a
/// layout that asks `collectionView.dataSource?.collectionView(_:numberOfItemsInSection:)` (LNZCollectionLayouts'
/// snap-to-center, infinite and carousel layouts, Blueprints) sees the items the collection view holds instead of
/// none. The playground draws its own cells for it: everything that tells the app's data from the playground's reads
/// `playgroundAppDataSource`, which is nil while this stands in. An app's data source set later replaces it.
package final class PlaygroundCountsDataSource: NSObject, UICollectionViewDataSource {
    package override init() { super.init() }

    package func numberOfSections(in collectionView: UICollectionView) -> Int { collectionView.numberOfSections }

    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView.numberOfItems(inSection: section)
    }

    /// The playground owns the data and lets any item move, as it does with no data source at all.
    package func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Never asked while the playground draws the cells; a plain cell if a layout asks anyway.
    package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

extension UICollectionView {
    /// The data source the app set: `dataSource`, or nil while the playground's stand-in answers the counts
    /// (PlaygroundCountsDataSource). Whether cells are the app's or the playground's photos is decided by this.
    package var playgroundAppDataSource: UICollectionViewDataSource? {
        dataSource is PlaygroundCountsDataSource ? nil : dataSource
    }

    /// Gives a collection view the playground drives alone a data source answering its counts, unless it has one.
    package func playgroundStandInDataSourceIfNone() {
        guard dataSource == nil else { return }
        let standIn = PlaygroundCountsDataSource()
        playgroundKeep(standIn)  // `dataSource` is weak, as on iOS
        dataSource = standIn
    }
}
