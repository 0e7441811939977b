// CardPagerFlowLayout.swift: seed 004's card pager ("iOS card control"), a UICollectionViewFlowLayout subclass,
// translated from its Objective-C into UIKit Swift. It dumps exactly what the built-in `cards` dumps at its
// defaults, and pages the same way (docs/uikit.md).
//   playground run --layout-file Examples/uikit/CardPagerFlowLayout.swift
import UIKit

// The post leaves kPageCardWidth, kPageCardHeight and kLineSpace out; the built-in `cards` chose these.
let kPageCardWidth: CGFloat = 600
let kPageCardHeight: CGFloat = 400
let kLineSpace: CGFloat = 20

/// The seed's delegate hears the page the pager moves to; implementing it is optional.
@objc protocol CardPagerFlowLayoutDelegate: NSObjectProtocol {
    @objc optional func scrollToPageIndex(_ index: Int)
}

/// One horizontal row of cards: the centered card full size and opaque, its neighbors peeking in at the sides,
/// taller-scaled less and faded; a gesture turns at most one page, past a third of a card.
class CardPagerFlowLayout: UICollectionViewFlowLayout {
    weak var delegate: CardPagerFlowLayoutDelegate?
    private(set) var pageNum = 0
    /// The offset of page 0: 0 as in the seed, unless a card is wider than the view (then the seed's inset would be
    /// negative; the inset is 0 and the pages start at (card width − view width) / 2, which still centers each card).
    private var pageOrigin: CGFloat = 0
    /// The current page's offset.
    private var previousOffsetX: CGFloat { pageOrigin + CGFloat(pageNum) * (kPageCardWidth + kLineSpace) }

    override func prepare() {
        super.prepare()
        scrollDirection = .horizontal
        minimumLineSpacing = kLineSpace
        let viewWidth = collectionView!.frame.size.width
        // How far each neighbor of the centered card shows.
        let width = ((viewWidth - kPageCardWidth) - (kLineSpace * 2)) / 2
        // The first and the last card can sit in the middle.
        let side = kPageCardWidth > viewWidth ? 0 : kLineSpace + width
        pageOrigin = kPageCardWidth > viewWidth ? (kPageCardWidth - viewWidth) / 2 : 0
        sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        itemSize = CGSize(width: kPageCardWidth, height: kPageCardHeight)
    }

    /// Paging at a third of a card, one page per gesture at most.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pages = collectionView.map { $0.numberOfItems(inSection: 0) } ?? 0
        if proposedContentOffset.x > previousOffsetX + itemSize.width / 3.0 && pageNum < pages - 1 {
            pageNum += 1
            delegate?.scrollToPageIndex?(pageNum)
        } else if proposedContentOffset.x < previousOffsetX - itemSize.width / 3.0 && pageNum > 0 {
            pageNum -= 1
            delegate?.scrollToPageIndex?(pageNum)
        }
        var target = proposedContentOffset
        target.x = previousOffsetX
        return target
    }

    /// Scale and alpha change with every scroll.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let superAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let attributes = NSArray(array: superAttributes, copyItems: true) as! [UICollectionViewLayoutAttributes]
        let visibleRect = CGRect(x: collectionView.contentOffset.x, y: collectionView.contentOffset.y,
                                 width: collectionView.frame.size.width, height: collectionView.frame.size.height)
        let offset = visibleRect.midX
        for attribute in attributes {
            let distance = offset - attribute.center.x
            // The nearer the center, the larger.
            let scaleForDistance = distance / itemSize.width
            let scaleForCell = 1 + 0.1 * (1 - abs(scaleForDistance))
            // Along Y only.
            attribute.transform3D = CATransform3DMakeScale(1, scaleForCell, 1)
            attribute.zIndex = 1
            // Fading, kept to 0…1.
            let scaleForAlpha = 1 - abs(scaleForDistance) * 0.4
            attribute.alpha = min(max(scaleForAlpha, 0), 1)
        }
        return attributes
    }
}
