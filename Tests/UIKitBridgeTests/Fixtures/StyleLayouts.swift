import UIKit

// Layouts written from scratch in the styles public libraries use (none copied), for the adapter's ladder.

/// Masonry: a user protocol refining UICollectionViewDelegate gives each photo's height; columns fill shortest first.
protocol MasonryLayoutDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat) -> CGFloat
}

final class MasonryLayout: UICollectionViewLayout {
    var columns = 2
    var padding: CGFloat = 6
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        cache.removeAll()
        contentHeight = 0
        guard let cv = collectionView, cv.numberOfSections > 0 else { return }
        let columnWidth = cv.bounds.width / CGFloat(columns)
        var yOffsets = [CGFloat](repeating: 0, count: columns)
        let delegate = cv.delegate as? MasonryLayoutDelegate
        for item in 0..<cv.numberOfItems(inSection: 0) {
            let path = IndexPath(item: item, section: 0)
            let column = yOffsets.firstIndex(of: yOffsets.min()!)!
            let photo = delegate?.collectionView(cv, heightForPhotoAt: path, width: columnWidth - 2 * padding) ?? 100
            let frame = CGRect(x: CGFloat(column) * columnWidth, y: yOffsets[column], width: columnWidth,
                               height: photo + 2 * padding)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
            attributes.frame = frame.insetBy(dx: padding, dy: padding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffsets[column] += frame.height
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && indexPath.item < cache.count ? cache[indexPath.item] : nil
    }
}

final class MasonryPhotos: NSObject, MasonryLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        let natural = collectionView.playgroundNaturalSize(at: indexPath)
        return width * natural.height / natural.width
    }
}

/// Apple's circle layout (seed 002's guide): items on a circle, appearing from the center.
final class CircleLayout: UICollectionViewLayout {
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var count = 0

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        let size = cv.frame.size
        count = cv.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
    }

    override var collectionViewContentSize: CGSize { collectionView?.frame.size ?? .zero }

    override func layoutAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.size = CGSize(width: 70, height: 70)
        let angle = 2 * CGFloat.pi * CGFloat(path.item) / CGFloat(max(count, 1))
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        attributes?.center = center
        return attributes
    }
}

/// A sticky header the hand-written way: a flow layout whose section headers stay on top, in a subclass.
final class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        headerReferenceSize = CGSize(width: 0, height: 44)
        itemSize = CGSize(width: 90, height: 90)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cv = collectionView, var attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let sections = Set(attributes.map(\.indexPath.section))
        attributes.removeAll { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        for section in sections.sorted() {
            let path = IndexPath(item: 0, section: section)
            guard let header = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: path)?.copy() as? UICollectionViewLayoutAttributes
            else { continue }
            let count = cv.numberOfItems(inSection: section)
            let first = count > 0 ? layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame.minY ?? 0 : 0
            let last = count > 0 ? layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))?.frame.maxY ?? 0 : 0
            var origin = header.frame.origin
            origin.y = min(max(cv.contentOffset.y, first - header.frame.height), last - header.frame.height)
            header.frame.origin = origin
            header.zIndex = 1024
            attributes.append(header)
        }
        return attributes
    }
}

/// A 3D stack of tabs: each item turned back about x in perspective, overlapping the previous one.
final class TabStackLayout: UICollectionViewLayout {
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private let step: CGFloat = 90, height: CGFloat = 320

    override func prepare() {
        attributes = []
        guard let cv = collectionView else { return }
        for i in 0..<cv.numberOfItems(inSection: 0) {
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = CGRect(x: 16, y: CGFloat(i) * step, width: cv.bounds.width - 32, height: height)
            var t = CATransform3DIdentity
            t.m34 = -1 / 800
            a.transform3D = CATransform3DRotate(t, -.pi / 9, 1, 0, 0)
            a.zIndex = i
            attributes.append(a)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0,
               height: attributes.last.map { $0.frame.maxY } ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < attributes.count ? attributes[indexPath.item] : nil
    }
}

/// A spring flow layout (UIKit Dynamics): attachments for every item; nothing bounces here, items rest.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        let all = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
        _ = cv
        animator.removeAllBehaviors()
        for item in all {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }
}
