import Testing
import UIKit

/// The UIKit module's `package` hooks and what differs from iOS by design, tested from outside the portable
/// UIKitTests (which may touch no hook).
@Suite struct UIKitHooksTests {
    @Test func spreadCountsCopiesOfTheLastItemOnTheLastLine() {
        #expect(UICollectionViewFlowLayout.playgroundSpread([100], available: 320, spacing: 10, fillAsLast: true) == (0, 3))
        #expect(UICollectionViewFlowLayout.playgroundSpread([100], available: 320, spacing: 10, fillAsLast: false) == (220, 1))
        #expect(UICollectionViewFlowLayout.playgroundSpread([400], available: 320, spacing: 10, fillAsLast: true) == (320, 0))
    }

    /// The playground's counts win over the data source's (the playground owns the items: docs/architecture.md,
    /// "Who owns the data").
    @Test func playgroundCountsWinOverTheDataSource() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewFlowLayout())
        cv.playgroundSectionCounts = [4, 3, 3]
        #expect(cv.numberOfSections == 3 && cv.numberOfItems(inSection: 1) == 3)
        #expect(cv.playgroundFlatIndex(of: IndexPath(item: 1, section: 1)) == 5)
        #expect(cv.playgroundIndexPath(forFlatIndex: 7) == IndexPath(item: 0, section: 2))
    }

    /// A transition layout halfway: every element halfway between its frames in the two layouts, alpha too.
    @Test func transitionLayoutInterpolatesFramesAndAlpha() {
        let from = FixedLayout(frames: [CGRect(x: 0, y: 0, width: 100, height: 100)], alpha: 1)
        let to = FixedLayout(frames: [CGRect(x: 200, y: 100, width: 50, height: 50)], alpha: 0)
        let t = UICollectionViewTransitionLayout(currentLayout: from, nextLayout: to)
        t.transitionProgress = 0.5
        let a = t.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(a?.frame == CGRect(x: 100, y: 50, width: 75, height: 75) && a?.alpha == 0.5)
        #expect(t.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1000, height: 1000))?.map(\.frame)
            == [CGRect(x: 100, y: 50, width: 75, height: 75)])
        #expect(t.collectionViewContentSize == CGSize(width: 175, height: 125))
        t.transitionProgress = 1
        #expect(t.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == to.frames[0])
    }
}

/// Cells at fixed frames; the content is their union.
final class FixedLayout: UICollectionViewLayout {
    let frames: [CGRect]
    let alpha: CGFloat

    init(frames: [CGRect], alpha: CGFloat) {
        self.frames = frames
        self.alpha = alpha
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var collectionViewContentSize: CGSize {
        CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < frames.count else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frames[indexPath.item]
        a.alpha = alpha
        return a
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }
}
