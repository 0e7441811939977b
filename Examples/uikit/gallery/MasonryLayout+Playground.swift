// The view controller's part of MasonryLayout.swift: it answers the layout's delegate from the photos' sizes
// (the playground's items) and adds a caption under every third photo. It implements one optional requirement and
// leaves the other (numberOfColumns) to the layout's default.
import UIKit

final class PhotoStreamDelegate: NSObject, MasonryLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath,
                        withWidth width: CGFloat) -> CGFloat {
        let natural = collectionView.playgroundNaturalSize(at: indexPath)
        guard natural.width > 0 else { return width }
        return width * natural.height / natural.width
    }

    func collectionView(_ collectionView: UICollectionView, captionHeightForItemAt indexPath: IndexPath) -> CGFloat {
        indexPath.item % 3 == 0 ? 36 : 0
    }
}

/// The delegate lives as long as the layouts made here (the layout holds it weakly, as a view controller would).
private var delegates: [PhotoStreamDelegate] = []

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    let delegate = PhotoStreamDelegate()
    delegates.append(delegate)
    let layout = MasonryLayout()
    layout.numberOfColumns = 3
    layout.delegate = delegate
    return layout
}
