import UIKit

// Code in the shapes real layout files take (our own), compiled against `import UIKit` only: if a commonly used
// API is missing, this file stops compiling.

/// A decoration view as Apple's sample registers it.
final class RoundedBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }
}

/// Tags sized by their text, in a flow layout made in a function, as a view controller would.
final class TagSizes: NSObject, UICollectionViewDelegateFlowLayout {
    let tags = ["swift", "uikit", "collection", "layout", "linux", "playground"]

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let text = tags[indexPath.item % tags.count]
        let size = (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        return CGSize(width: ceil(size.width) + 24, height: 32)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }
}

/// A paging layout with the usual helpers: content insets set in prepare, RTL checks, trait checks, animations.
final class PeekingPagerLayout: UICollectionViewFlowLayout {
    private var lastSize: CGSize = .zero

    override func awakeFromNib() {
        super.awakeFromNib()
        scrollDirection = .horizontal
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, collectionView.bounds.size != lastSize else { return }
        lastSize = collectionView.bounds.size
        let isPad = UIDevice.current.userInterfaceIdiom == .pad || collectionView.traitCollection.horizontalSizeClass == .regular
        let width = collectionView.bounds.width * (isPad ? 0.5 : 0.8)
        itemSize = CGSize(width: width, height: collectionView.bounds.height * 0.7)
        let inset = (collectionView.bounds.width - width) / 2
        collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
        let rtl = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            || UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
            || UIView.userInterfaceLayoutDirection(for: collectionView.semanticContentAttribute) == .rightToLeft
        _ = rtl
        let scale = collectionView.traitCollection.displayScale
        minimumLineSpacing = (16 * scale).rounded() / scale
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            collectionView.layoutIfNeeded()
        })
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let pitch = itemSize.width + minimumLineSpacing
        let offset = proposedContentOffset.x + collectionView.contentInset.left
        var index = (offset / pitch).rounded()
        if velocity.x > 0.5 { index = ceil(offset / pitch) } else if velocity.x < -0.5 { index = floor(offset / pitch) }
        return CGPoint(x: index * pitch - collectionView.contentInset.left, y: proposedContentOffset.y)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = NSArray(array: super.layoutAttributesForElements(in: rect) ?? [], copyItems: true)
                as? [UICollectionViewLayoutAttributes] else { return nil }
        let visible = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        for a in attributes where a.frame.intersects(visible) {
            let distance = abs(visible.midX - a.center.x)
            let ratio = min(distance / collectionView.bounds.width, 1)
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 1000
            t = CATransform3DRotate(t, ratio * .pi / 6 * (a.center.x < visible.midX ? 1 : -1), 0, 1, 0)
            a.transform3D = CATransform3DScale(t, 1 - ratio * 0.1, 1 - ratio * 0.1, 1)
            a.zIndex = Int((1 - ratio) * 10)
        }
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! UICollectionViewFlowLayoutInvalidationContext
        context.invalidateFlowLayoutDelegateMetrics = newBounds.size != collectionView?.bounds.size
        return context
    }
}

/// An Objective-C translation's spelling.
final class LegacyNamesLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let a = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        if elementKind == UICollectionElementKindSectionHeader { a?.zIndex = 1024 }
        a?.transform = CGAffineTransformMakeScale(1, 1)
        a?.frame = CGRectMake(0, 0, 10, 10).insetBy(dx: 0, dy: 0)
        return a
    }
}
