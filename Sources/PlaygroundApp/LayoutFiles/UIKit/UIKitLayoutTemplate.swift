import Foundation

/// The file `playground new-layout --uikit NAME` writes: a UICollectionViewFlowLayout subclass in UIKit's own API,
/// as it would sit in an Xcode project (docs/uikit.md). `__Type__` is replaced by the class name.
enum UIKitLayoutTemplate {
    static let text = #"""
// __Type__.swift: a UIKit layout, as it would be in an iOS app; LayoutPlayground runs it unchanged (docs/uikit.md).
// Run it:  playground run --layout-file __Type__.swift
// Save this file while the window is open and the window becomes the new version.
import UIKit

/// A horizontal carousel: one row of items, the one at the center full size and opaque, the others smaller and
/// fainter the further they are from it. A fling rests with an item centered.
final class __Type__: UICollectionViewFlowLayout {
    /// The scale and alpha of an item one item-width or more from the center.
    let sideScale: CGFloat = 0.8
    let sideAlpha: CGFloat = 0.5

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 220, height: 300)
        minimumLineSpacing = 24
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Inset the section so that the first and the last item can reach the center.
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let side = max(0, (collectionView.bounds.width - itemSize.width) / 2)
        let top = max(0, (collectionView.bounds.height - itemSize.height) / 2)
        sectionInset = UIEdgeInsets(top: top, left: side, bottom: top, right: side)
    }

    /// Every scroll changes the scales: ask for new attributes on every bounds change.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// The flow layout's frames, scaled and faded by the distance of each item's center from the view's center.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let reach = itemSize.width + minimumLineSpacing
        return attributes.map { original in
            let a = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(abs(a.center.x - centerX) / reach, 1)
            let scale = 1 - (1 - sideScale) * distance
            a.transform = CGAffineTransform(scaleX: scale, y: scale)
            a.alpha = 1 - (1 - sideAlpha) * distance
            a.zIndex = Int((1 - distance) * 10)
            return a
        }
    }

    /// Rest with the item nearest the proposed center at the center.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let centerX = proposedContentOffset.x + collectionView.bounds.width / 2
        let visible = CGRect(x: proposedContentOffset.x, y: 0,
                             width: collectionView.bounds.width, height: collectionView.bounds.height)
        let nearest = super.layoutAttributesForElements(in: visible)?
            .filter { $0.representedElementCategory == .cell }
            .min { abs($0.center.x - centerX) < abs($1.center.x - centerX) }
        guard let nearest else { return proposedContentOffset }
        return CGPoint(x: proposedContentOffset.x + nearest.center.x - centerX, y: proposedContentOffset.y)
    }
}

"""#

    /// The template for class `typeName`.
    static func text(typeName: String) -> String {
        text.replacingOccurrences(of: "__Type__", with: typeName)
    }
}
