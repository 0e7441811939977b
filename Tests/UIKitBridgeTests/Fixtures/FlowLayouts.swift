import UIKit

// Flow-layout fixtures the adapter's tests share with UIKitTests' flow-layout tests, which keep their own copies
// (those import nothing but UIKit).

/// Sizes from a delegate: item i is 60 + 20·(i mod 3) wide and 40 tall; line spacing 4.
final class WidthsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 60 + 20 * CGFloat(indexPath.item % 3), height: 40)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { 4 }
}

/// Tags aligned to the leading edge: the usual subclass that post-processes `super`'s lines.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var x = sectionInset.left
        var lineY: CGFloat = -1
        return attributes.map { original in
            let a = original.copy() as! UICollectionViewLayoutAttributes
            guard a.representedElementCategory == .cell else { return a }
            if a.frame.minY > lineY { x = sectionInset.left }
            a.frame.origin.x = x
            x += a.frame.width + minimumInteritemSpacing
            lineY = max(lineY, a.frame.maxY)
            return a
        }
    }
}
