// Tags of different widths, left-aligned (UICollectionViewFlowLayout spreads a line's items across the width; tag
// clouds want them packed to the left): a flow layout subclass that post-processes super, sized by a
// UICollectionViewDelegateFlowLayout. makeLayout at the bottom sets the delegate. Written for LayoutPlayground.
import UIKit

class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    /// Whole lines are asked of super (a line's first tag decides where the others go), then kept to `rect`.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let lines = CGRect(x: 0, y: rect.minY, width: max(collectionViewContentSize.width, rect.maxX), height: rect.height)
        return aligned(super.layoutAttributesForElements(in: lines))?.filter { $0.frame.intersects(rect) }
    }

    private func aligned(_ attributes: [UICollectionViewLayoutAttributes]?) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = attributes else { return nil }
        var left = sectionInset.left
        var lineY: CGFloat = -1
        return attributes.map { original in
            let a = original.copy() as! UICollectionViewLayoutAttributes
            guard a.representedElementCategory == .cell else { return a }
            if a.frame.minY > lineY { left = sectionInset.left }   // a new line
            a.frame.origin.x = left
            left += a.frame.width + minimumInteritemSpacing
            lineY = max(lineY, a.frame.maxY)
            return a
        }
    }
}

/// The tags' widths: a word of 3 to 12 letters at 11 points a letter, plus padding.
final class TagSizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let letters = 3 + (indexPath.item * 7) % 10
        return CGSize(width: CGFloat(letters) * 11 + 24, height: 34)
    }
}

private var sizes: [TagSizes] = []

func makeLayout(_ collectionView: UICollectionView) -> UICollectionViewLayout {
    let delegate = TagSizes()
    sizes.append(delegate)
    collectionView.delegate = delegate
    let layout = LeftAlignedFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    layout.estimatedItemSize = .zero
    return layout
}
