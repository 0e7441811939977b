import Testing
import UIKit

func frames(_ layout: UICollectionViewLayout, section: Int = 0, count: Int) -> [CGRect] {
    (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame }
}

func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat = 100) -> CGRect {
    CGRect(x: x, y: y, width: side, height: side)
}

/// Sizes from a delegate: item i is 60 + 20·(i mod 3) wide and 40 tall; section insets from the layout.
final class WidthsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 60 + 20 * CGFloat(indexPath.item % 3), height: 40)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { 4 }
}

/// Tags aligned to the leading edge: the usual subclass that post-processes `super`'s lines. (UIKitBridgeTests has
/// its own copy: these tests import nothing but UIKit.)
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

@Suite struct UICollectionViewFlowLayoutTests {
    func flow(_ item: CGSize = CGSize(width: 100, height: 100)) -> UICollectionViewFlowLayout {
        let f = UICollectionViewFlowLayout()
        f.itemSize = item
        return f
    }

    @Test func linesFillGreedilyAndTheLastLineLinesUp() {
        let f = flow()
        let cv = collectionView(f, counts: [7])
        defer { withExtendedLifetime(cv) {} }
        // 100 + 10 + 100 + 10 + 100 = 320: three a line, no leftover; the last line's item at the leading edge.
        #expect(frames(f, count: 7) == [square(0, 0), square(110, 0), square(220, 0), square(0, 110), square(110, 110),
                                        square(220, 110), square(0, 220)])
        #expect(f.collectionViewContentSize == CGSize(width: 320, height: 320))
    }

    @Test func leftoverSpaceIsSpreadBetweenTheItems() {
        let f = flow()
        let cv = collectionView(f, width: 350, counts: [5])
        defer { withExtendedLifetime(cv) {} }
        // 30 points left over in a line of three: 15 more between neighbours; the last line keeps the columns.
        #expect(frames(f, count: 5) == [square(0, 0), square(125, 0), square(250, 0), square(0, 110), square(125, 110)])
    }

    @Test func aLineOfOneItemIsCentered() {
        let f = flow(CGSize(width: 200, height: 50))
        let cv = collectionView(f, counts: [3])
        defer { withExtendedLifetime(cv) {} }
        #expect(frames(f, count: 3) == [CGRect(x: 60, y: 0, width: 200, height: 50), CGRect(x: 60, y: 60, width: 200, height: 50),
                                        CGRect(x: 60, y: 120, width: 200, height: 50)])
    }

    @Test func sectionInsetsNarrowTheLines() {
        let f = flow(CGSize(width: 80, height: 80))
        f.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let cv = collectionView(f, counts: [4])
        defer { withExtendedLifetime(cv) {} }
        #expect(frames(f, count: 4) == [square(20, 10, 80), square(110, 10, 80), square(200, 10, 80), square(20, 100, 80)])
        #expect(f.collectionViewContentSize.height == CGFloat(10 + 80 + 10 + 80 + 30))
    }

    @Test func headersAndFootersSpanTheContentWidth() {
        let f = flow()
        f.headerReferenceSize = CGSize(width: 999, height: 50)
        f.footerReferenceSize = CGSize(width: 0, height: 30)
        f.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let cv = collectionView(f, counts: [3, 1])
        defer { withExtendedLifetime(cv) {} }
        let header = { (s: Int) in f.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: s))!.frame }
        let footer = { (s: Int) in f.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                          at: IndexPath(item: 0, section: s))!.frame }
        #expect(header(0) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(frames(f, count: 3)[0] == square(0, 55))
        #expect(footer(0) == CGRect(x: 0, y: 160, width: 320, height: 30))
        #expect(header(1) == CGRect(x: 0, y: 190, width: 320, height: 50))
        #expect(frames(f, section: 1, count: 1) == [square(0, 245)])
        #expect(f.collectionViewContentSize.height == CGFloat(190 + 50 + 5 + 100 + 5 + 30))
        let kinds = (f.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 1000)) ?? [])
            .compactMap(\.representedElementKind)
        #expect(kinds.count == 4)
    }

    @Test func emptySectionsKeepTheirInsets() {
        let f = flow()
        f.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        let cv = collectionView(f, counts: [0, 1])
        defer { withExtendedLifetime(cv) {} }
        #expect(frames(f, section: 1, count: 1) == [square(0, 30)])
    }

    @Test func pinnedHeadersFollowTheBoundsUntilTheirSectionEnds() {
        let f = flow()
        f.headerReferenceSize = CGSize(width: 0, height: 40)
        f.sectionHeadersPinToVisibleBounds = true
        let cv = collectionView(f, counts: [6, 6])
        defer { withExtendedLifetime(cv) {} }
        // Section 0: header 0…40, items 40…250; section 1 starts at 250.
        let header = { f.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 0))! }
        #expect(header().frame.minY == 0)
        cv.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header().frame.minY == 100 && header().zIndex == 1024)
        cv.contentOffset = CGPoint(x: 0, y: 230)
        #expect(header().frame.minY == 210)  // pushed up by the end of its section
        #expect(f.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 231, width: 320, height: 480)))
        let visible = f.layoutAttributesForElements(in: cv.bounds) ?? []
        #expect(visible.contains { $0.representedElementKind != nil && $0.indexPath.section == 0 })
    }

    @Test func horizontalFlowFillsColumns() {
        let f = flow()
        f.scrollDirection = .horizontal
        f.headerReferenceSize = CGSize(width: 30, height: 999)
        let cv = collectionView(f, width: 480, height: 320, counts: [4])
        defer { withExtendedLifetime(cv) {} }
        #expect(frames(f, count: 4) == [square(30, 0), square(30, 110), square(30, 220), square(140, 0)])
        #expect(f.collectionViewContentSize == CGSize(width: 240, height: 320))
        let header = f.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: 0))!
        #expect(header.frame == CGRect(x: 0, y: 0, width: 30, height: 320))
    }

    @Test func delegateSizesAndTheLayoutsFallbacks() {
        let f = flow()
        f.minimumInteritemSpacing = 10
        f.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let delegate = WidthsDelegate()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: f)
        defer { withExtendedLifetime(cv) {} }
        cv.delegate = delegate
        cv.dataSource = kept(FixedCountsDataSource([5]))
        f.prepare()
        // Widths 60, 80, 100, 60, 80 in 300 points: 60+10+80+10+100 = 260 (40 over two gaps); the last line
        // counts one more copy of its last item (60+10+80+10+80 = 240: 60 over two gaps).
        #expect(frames(f, count: 5) == [CGRect(x: 10, y: 0, width: 60, height: 40), CGRect(x: 100, y: 0, width: 80, height: 40),
                                        CGRect(x: 210, y: 0, width: 100, height: 40),
                                        CGRect(x: 10, y: 44, width: 60, height: 40), CGRect(x: 110, y: 44, width: 80, height: 40)])
    }

    @Test func itemsAreCenteredAcrossTheirLine() {
        final class Heights: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 100, height: indexPath.item == 1 ? 100 : 50)
            }
        }
        let f = flow()
        let delegate = Heights()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: f)
        defer { withExtendedLifetime(cv) {} }
        cv.delegate = delegate
        cv.dataSource = kept(FixedCountsDataSource([3]))
        #expect(frames(f, count: 3).map(\.minY) == [25, 0, 25])
    }

    @Test func subclassPostProcessingSuperAlignsTagsLeft() {
        let f = LeftAlignedFlowLayout()
        f.minimumInteritemSpacing = 10
        f.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let delegate = WidthsDelegate()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: f)
        defer { withExtendedLifetime(cv) {} }
        cv.delegate = delegate
        cv.dataSource = kept(FixedCountsDataSource([5]))
        let cells = (f.layoutAttributesForElements(in: cv.bounds) ?? []).map(\.frame)
        #expect(cells == [CGRect(x: 10, y: 0, width: 60, height: 40), CGRect(x: 80, y: 0, width: 80, height: 40),
                          CGRect(x: 170, y: 0, width: 100, height: 40),
                          CGRect(x: 10, y: 44, width: 60, height: 40), CGRect(x: 80, y: 44, width: 80, height: 40)])
    }

    @Test func settingAPropertyInvalidatesTheGeometry() {
        let f = flow()
        let cv = collectionView(f, counts: [2])
        defer { withExtendedLifetime(cv) {} }
        #expect(frames(f, count: 2)[1] == square(110, 0))
        f.itemSize = CGSize(width: 50, height: 50)
        #expect(frames(f, count: 2)[1].width == 50)
        cv.dataSource = kept(FixedCountsDataSource([3]))
        cv.reloadData()
        #expect(f.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) != nil)
    }

    @Test func contentInsetsMarginsAndEstimatedSizes() {
        let f = flow()
        let cv = collectionView(f, width: 340, counts: [4])
        defer { withExtendedLifetime(cv) {} }
        cv.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        // The content is the bounds less the content insets: 320 wide, three a line.
        #expect(f.collectionViewContentSize.width == 320 && frames(f, count: 4)[3] == square(0, 110))
        f.sectionInsetReference = .fromLayoutMargins
        // The 8-point margins come inside: 304 points for the lines hold two items (94 points between them).
        #expect(frames(f, count: 3).map(\.minX) == [8, 212, 8])
        f.estimatedItemSize = CGSize(width: 40, height: 40)
        #expect(frames(f, count: 1)[0].size == CGSize(width: 40, height: 40))
        f.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        #expect(frames(f, count: 1)[0].size == CGSize(width: 100, height: 100))
    }
}
