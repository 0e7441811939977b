// A profile page's stretchy header: pulled down past the top, the header grows to fill the gap; scrolled up, it
// stays pinned at a collapsed height over the grid. Written the way older apps wrote it, with Objective-C-era
// habits the playground rewrites at load (@objc, dynamic, overrides in an extension, #if os(iOS)): run it with
// --verbose to see the list. Written for LayoutPlayground's examples (docs/uikit.md).
import UIKit

@objcMembers
class StretchyHeaderLayout: UICollectionViewFlowLayout {
    dynamic var collapsedHeight: CGFloat = 64

    override init() {
        super.init()
        headerReferenceSize = CGSize(width: 0, height: 240)
        itemSize = CGSize(width: 120, height: 120)
        minimumLineSpacing = 2
        minimumInteritemSpacing = 2
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension StretchyHeaderLayout {
    @objc override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let offsetY = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        return attributes.map { original in
            let a = original.copy() as! UICollectionViewLayoutAttributes
            guard a.representedElementKind == UICollectionView.elementKindSectionHeader,
                  a.indexPath.section == 0 else { return a }
            #if os(iOS)
            if offsetY < 0 {
                // Pulled down: the header's top follows the view's top and its height fills the gap.
                a.frame = CGRect(x: a.frame.minX, y: offsetY, width: a.frame.width, height: a.frame.height - offsetY)
            } else {
                // Scrolled up: it shrinks to the collapsed height and stays on top.
                let height = max(collapsedHeight, a.frame.height - offsetY)
                a.frame = CGRect(x: a.frame.minX, y: offsetY, width: a.frame.width, height: height)
            }
            a.zIndex = 100
            #else
            a.isHidden = true
            #endif
            return a
        }
    }
}
