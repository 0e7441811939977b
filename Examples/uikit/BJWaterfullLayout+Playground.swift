// BJWaterfullLayout+Playground.swift: what the seed's view controller does, for the playground: it answers the
// layout's delegate with each photo's height at the column's width, and makes the layout.
import UIKit

/// The seed's view controller answers from its data's width-to-height ratio; here the data is the playground's
/// items, whose natural sizes are their photos' (1×1 without photos).
final class PhotoHeights: NSObject, BJWaterfullLayoutDelegate {
    weak var collectionView: UICollectionView?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func BJWaterfullLayout(_ layout: BJWaterfullLayout, index: Int, weight: CGFloat) -> CGFloat {
        guard let natural = collectionView?.playgroundNaturalSize(at: IndexPath(item: index, section: 0)),
              natural.width > 0, natural.height > 0 else { return weight }
        return weight * (natural.height / natural.width)
    }
}

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    BJWaterfullLayout(delegate: PhotoHeights(collectionView: collectionView))
}
