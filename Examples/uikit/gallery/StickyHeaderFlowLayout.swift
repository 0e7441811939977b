// Section headers that stay at the top while their section scrolls by and are pushed away by the next one, the way
// many apps did before sectionHeadersPinToVisibleBounds: a flow layout subclass that post-processes super's
// headers. Try it with --sections 5. Written for LayoutPlayground's examples (docs/uikit.md).
import UIKit

final class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 150, height: 110)
        minimumInteritemSpacing = 8
        minimumLineSpacing = 8
        sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 16, right: 8)
        headerReferenceSize = CGSize(width: 0, height: 44)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              var attributes = super.layoutAttributesForElements(in: rect)?.map({ $0.copy() as! UICollectionViewLayoutAttributes })
        else { return nil }
        // Every section with a cell on screen shows its header, even when super did not list it.
        var sections = Set<Int>()
        for a in attributes where a.representedElementCategory == .cell { sections.insert(a.indexPath.section) }
        for a in attributes where a.representedElementKind == UICollectionView.elementKindSectionHeader {
            sections.remove(a.indexPath.section)
        }
        for section in sections {
            if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                at: IndexPath(item: 0, section: section)) {
                attributes.append(header.copy() as! UICollectionViewLayoutAttributes)
            }
        }
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        for header in attributes where header.representedElementKind == UICollectionView.elementKindSectionHeader {
            let section = header.indexPath.section
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
            let height = header.frame.height
            // Below the top of the view, above the section's first cell, and never past its last cell.
            let y = min(max(top, first.frame.minY - height - sectionInset.top), last.frame.maxY - height)
            header.frame.origin.y = y
            header.zIndex = 1024
        }
        return attributes
    }
}
