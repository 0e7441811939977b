import UIKit

/// A flow layout naming three types of its repository that are not here (UIKitPlaceholderTypes): a cell by its
/// metatype, a collection view subclass it casts to, and a delegate protocol it keeps and its view controller adopts.
final class NamesItsRepositoryTypes: UICollectionViewFlowLayout {
    weak var delegate: CarouselLayoutDelegate?
    let cellIdentifier = String(describing: CarouselCell.self)

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 100, height: 50)
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        // The playground's collection view is no CarouselCollectionView: the cast fails, as for any other view.
        if let carousel = collectionView as? CarouselCollectionView {
            itemSize = carousel.preferredItemSize
        }
    }
}

final class CarouselAdopter: NSObject, CarouselLayoutDelegate {}
