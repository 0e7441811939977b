/// The rotating row of seed 000 ("CustomTransformCollecionLayout"): equal items in one horizontal row, all turned
/// by the same angle, which runs once round the circle while the content scrolls by one step.
///
/// Step = itemWidth + margin. Item i is centered at (i·step + w/2, H/2), the current index is
/// cur = trunc((offsetX + W/2) / step), and every item is rotated by 2π·change/step where change is how far the
/// offset has moved past the place where the current item sits centered (see `change(offsetX:)`). The current item
/// has zIndex 1000, the others zIndex cur, exactly as in the seed. A "band" decoration view lies behind the row.
///
///     var l = RotatingLayout()                      // 200×200, margin 10: step 210
///     l.prepare(LayoutContext(viewport: Size(width: 1280, height: 800), contentOffset: Point(x: 105, y: 0),
///                             itemCount: 24))
///     l.currentIndex                                // trunc((105 + 640) / 210) = 3
///     l.change(offsetX: 105)                        // 105 − 3·210 + 640 − 100 = 15 points past item 3 centered
///     l.angle                                       // 2π·15/210 = π/7 ≈ 0.449 radians
///
/// Two seed behaviors are kept on purpose: while cur == 0 and offsetX ≤ 0 nothing turns, so the angle jumps from 0
/// to 2π·(step − w/2)/step when item 1 becomes current (W = 1280: at offsetX = −430, by 110/210 of a turn); and
/// with more than 1000 items the others' zIndex (cur) can exceed the current item's 1000.
///
/// The seed invalidates on every bounds change, so the attributes follow the content offset of the context given
/// to `prepare`; prepare is O(1) (nothing per item is cached) and `attributes(in:)` costs O(visible items).
/// Units: points and radians.
public struct RotatingLayout: CollectionLayout {
    /// The decoration view's kind: one horizontal band behind the whole row.
    public static let bandKind = "band"

    public static let parameters: [ParameterSpec] = [
        // Seed 000, itemSizeWithCollectionView: CGSizeMake(200, 200).
        ParameterSpec("itemWidth", default: "200", .number(1...10_000, integer: false), "item width, points"),
        ParameterSpec("itemHeight", default: "200", .number(1...10_000, integer: false), "item height, points"),
        // Seed 000, marginSizeWithCollectionView: 10.0f.
        ParameterSpec("margin", default: "10", .number(0...10_000, integer: false),
                      "gap between neighboring items, points"),
        ParameterSpec("loop", default: "false", .flag,
                      "endless row: slot k shows item k mod n (autoplay turns it on)"),
    ]

    /// zIndex of the current item (seed 000: `attributes.zIndex = 1000`).
    public static let currentItemZIndex = 1000

    public var name: String { "rotating" }
    public var scrollAxis: Axis { .horizontal }
    /// Item size, points (seed 000: 200×200).
    public var itemSize: Size
    /// Gap between items, points (seed 000: 10).
    public var margin: Double
    /// An endless row: slot k (any integer) shows item k mod n, the offset range is unbounded, and the current
    /// index uses floor instead of the seed's truncation (and drops its cur == 0 rule), so the angle is periodic
    /// and nothing jumps anywhere.
    public var loop: Bool

    // Prepared state: O(1), shared by every item.
    private var context = LayoutContext(viewport: .zero, itemCount: 0)
    private var current = 0
    private var sharedTransform = AffineTransform.identity
    /// The rotation shared by every item at the prepared offset, radians.
    public private(set) var angle = 0.0

    public init(itemSize: Size = Size(width: 200, height: 200), margin: Double = 10, loop: Bool = false) {
        self.itemSize = itemSize
        self.margin = margin
        self.loop = loop
    }

    public init(_ p: ParameterValues) {
        self.init(itemSize: Size(width: p.number("itemWidth"), height: p.number("itemHeight")),
                  margin: p.number("margin"), loop: p.flag("loop"))
    }

    // MARK: The seed's formulas

    /// Distance between neighboring item centers, points: itemWidth + margin (the seed's `animationDistance`).
    public var step: Double { itemSize.width + margin }

    /// The item the seed calls current at content offset `offsetX`: trunc((offsetX + W/2) / step), the integer cast
    /// of `countIndexWithOffsetX:` (toward zero, so it is 0 for −step < offsetX + W/2 < step).
    ///
    ///     currentIndex(offsetX: 0)     // W = 1280, step 210: trunc(640 / 210) = 3
    ///
    /// Never traps: NaN gives 0, and the quotient is clamped to ±2⁵³ before the cast.
    public func currentIndex(offsetX: Double) -> Int {
        let x = (offsetX + context.viewport.width / 2) / step
        return Self.truncatedIndex(loop ? x.rounded(.down) : x)
    }

    /// How far, in points, the offset has moved past the offset where the current item sits centered, in 0 ..< step
    /// for offsets inside the range (seed 000, `layoutAttributesForItemAtIndexPath:`):
    /// change = offsetX − cur·step + W/2 − w/2; when negative, the previous item is the reference:
    /// change = offsetX − (cur − 1)·step + W/2 − w/2; and 0 when cur == 0 and offsetX ≤ 0.
    ///
    ///     change(offsetX: 0)           // W = 1280, 200×200, margin 10: 0 − 630 + 540 = −90 → 0 − 420 + 540 = 120
    ///
    /// A non-finite result (an infinite or NaN offset) counts as 0, so attributes stay finite.
    public func change(offsetX: Double) -> Double {
        let cur = currentIndex(offsetX: offsetX)
        let halves = context.viewport.width / 2 - itemSize.width / 2
        var change = offsetX - Double(cur) * step + halves
        if change < 0 { change = offsetX - Double(cur - 1) * step + halves }
        if cur == 0 && offsetX <= 0 && !loop { change = 0 }
        return change.isFinite ? change : 0
    }

    /// The rotation every item gets at `offsetX`: 2π·change/step, radians (clockwise on screen, y down); 0 if that
    /// overflows (offsets near Double's limit).
    public func angle(offsetX: Double) -> Double {
        let angle = 2 * Double.pi * change(offsetX: offsetX) / step
        return angle.isFinite ? angle : 0
    }

    /// The current index at the prepared content offset.
    public var currentIndex: Int { current }

    // MARK: Geometry

    private var itemCount: Int { context.itemCount }

    /// The content's height: the viewport's, or the item's when it is taller (the seed assumes it is not;
    /// otherwise items would stick out of the content above the origin).
    private var contentHeight: Double { max(context.viewport.height, itemSize.height) }

    private func center(ofItem i: Int) -> Point {
        // Seed 000, initItemsX: i·(w + m) + w/2; center.y = SCREEN_HEIGHT/2.
        Point(x: Double(i) * step + itemSize.width / 2, y: contentHeight / 2)
    }

    /// The cell in slot `k`: item k (or, looping, item k mod n) at slot k's place.
    private func cell(_ k: Int) -> LayoutAttributes {
        LayoutAttributes(indexPath: IndexPath(item: loop ? Self.wrap(k, itemCount) : k), center: center(ofItem: k),
                         size: itemSize, transform: sharedTransform,
                         zIndex: k == current ? Self.currentItemZIndex : current)
    }

    /// k mod n in 0 ..< n.
    static func wrap(_ k: Int, _ n: Int) -> Int { n > 0 ? ((k % n) + n) % n : 0 }

    /// Looping: the slot showing item `i` nearest the current one.
    private func nearestSlot(ofItem i: Int) -> Int {
        let n = itemCount
        return current + ((Self.wrap(i - current, n) + n / 2) % n) - n / 2
    }

    /// The band's zIndex: strictly below every cell. Cells have zIndex 1000 or cur, and cur is negative when the
    /// content is dragged far past the leading edge, so the band goes one below min(cur, 0).
    private var bandZIndex: Int { min(current, 0) - 1 }

    /// The band behind the row: the items' extent (0 … n·step − margin) grown by the margin on every side, so
    /// n·step + margin wide and itemHeight + 2·margin tall, centered on the row.
    private var band: LayoutAttributes {
        var width = Double(itemCount) * step + margin
        var minX = -margin
        if loop {  // endless: three viewports around the current offset
            width = 3 * context.viewport.width
            minX = context.contentOffset.x - context.viewport.width
        }
        return LayoutAttributes(
            indexPath: IndexPath(item: 0), category: .decoration(kind: Self.bandKind),
            center: Point(x: minX + width / 2, y: contentHeight / 2),
            size: Size(width: width, height: itemSize.height + 2 * margin), zIndex: bandZIndex)
    }

    // MARK: CollectionLayout

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        current = currentIndex(offsetX: context.contentOffset.x)
        angle = angle(offsetX: context.contentOffset.x)
        // Seed 000: CGAffineTransformMakeRotation(temp).
        sharedTransform = AffineTransform(rotation: angle)
    }

    /// A cell turned by any angle stays within the circle through its corners: radius √(w² + h²)/2, which reaches
    /// that minus half the smaller side beyond the frame.
    public var drawingOverhang: Double {
        (itemSize.width * itemSize.width + itemSize.height * itemSize.height).squareRoot() / 2
            - min(itemSize.width, itemSize.height) / 2
    }

    /// (n·step, H): the seed's `collectionViewContentSize` (height at least one item).
    public var contentSize: Size { Size(width: Double(itemCount) * step, height: contentHeight) }

    /// From item 0 centered (w/2 − W/2) to the last item centered; y stays 0.
    public var contentOffsetRange: (min: Point, max: Point) {
        if loop && itemCount > 0 { return (Point(x: -Self.loopLimit, y: 0), Point(x: Self.loopLimit, y: 0)) }
        let last = max(0, itemCount - 1)
        return (Point(x: centeredOffsetX(ofItem: 0), y: 0), Point(x: centeredOffsetX(ofItem: last), y: 0))
    }

    /// The offset that puts item `i` in the middle of the viewport: i·step + w/2 − W/2.
    public func centeredOffsetX(ofItem i: Int) -> Double {
        Double(i) * step + itemSize.width / 2 - context.viewport.width / 2
    }

    /// The offset range of a loop: far enough for centuries of autoplay, near enough that a Double still resolves
    /// a thousandth of a point (2⁵³ · 0.001 ≈ 9·10¹²).
    public static let loopLimit = 1e12

    /// Seed 000: `!CGRectEqualToRect(newBounds, self.collectionView.bounds)`; the host asks only on a change.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    /// Seed 000, `targetContentOffsetForProposedContentOffset:`: the current index at the proposed offset (clamped
    /// to the items), centered. The velocity is ignored, as in the seed.
    ///
    ///     targetContentOffset(proposed: Point(x: 0, y: 0), velocity: .zero)   // item 3: 3·210 + 100 − 640 = 90
    /// The page is the seed's current index (the item whose slot holds the viewport's center), clamped to the items.
    /// Looping, the slot (any integer; the item is slot mod n).
    public func snapPage(for offset: Point) -> Int? {
        guard itemCount > 0 else { return nil }
        return loop ? currentIndex(offsetX: offset.x) : min(max(currentIndex(offsetX: offset.x), 0), itemCount - 1)
    }

    public func snapOffset(forPage page: Int) -> Point? {
        guard itemCount > 0 else { return nil }
        return Point(x: centeredOffsetX(ofItem: loop ? page : min(max(page, 0), itemCount - 1)), y: 0)
    }

    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let index = snapPage(for: proposed) ?? 0
        return Point(x: centeredOffsetX(ofItem: index), y: proposed.y)
    }

    public func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        return cell(loop ? nearestSlot(ofItem: indexPath.item) : indexPath.item)
    }

    public func attributes(forDecoration kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == Self.bandKind, indexPath == IndexPath(item: 0), itemCount > 0 else { return nil }
        return band
    }

    public func decorationElements() -> [(kind: String, indexPath: IndexPath)] {
        itemCount > 0 ? [(Self.bandKind, IndexPath(item: 0))] : []
    }

    /// The band, then the cells whose untransformed frames meet `rect` (as UIKit tests frames), found by index
    /// math from rect.minX and rect.maxX. O(visible items).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        guard itemCount > 0 else { return result }
        let band = band
        if band.frame.intersects(rect) { result.append(band) }
        // Every cell has the same vertical extent, so one cell's frame answers for all of them.
        let row = Rect(center: center(ofItem: 0), size: itemSize)
        guard row.minY <= rect.maxY && rect.minY <= row.maxY else { return result }
        // Item i spans i·step … i·step + w: candidates from ⌊(minX − w)/step⌋ to ⌊maxX/step⌋, one wider on each
        // side for rounding; the exact frame test below decides, so the answer equals the brute-force filter.
        let (lo, hi) = loop ? (Int(-2e15), Int(2e15)) : (0, itemCount - 1)
        let first = max(lo, clampedIndex((rect.minX - itemSize.width) / step, lo, hi + 1) - 1)
        let last = min(hi, clampedIndex(rect.maxX / step, lo - 1, hi) + 1)
        guard first <= last else { return result }
        for i in first...last {
            let a = cell(i)
            if a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }

    // MARK: Safe integer conversion

    /// x truncated toward zero as an Int (the Objective-C `NSInteger` cast), NaN → 0 and clamped to ±2⁵³ so the
    /// cast never traps and cur ± 1 never overflows.
    static func truncatedIndex(_ x: Double) -> Int {
        guard x == x else { return 0 }
        let limit = 9_007_199_254_740_992.0  // 2⁵³: the largest range where every integer is a Double
        return Int(x.clamped(to: -limit...limit).rounded(.towardZero))
    }
}
