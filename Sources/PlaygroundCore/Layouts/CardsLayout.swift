/// The card pager of seed 004 ("iOS card control"): one horizontal row of equal cards, the centered card full size
/// and opaque, its neighbors peeking in at the sides, shorter and faded; scrolling snaps one card per gesture.
///
/// A flow layout with itemSize (cardWidth, cardHeight), minimumLineSpacing lineSpacing and sectionInset
/// left = right = lineSpacing + peek, where peek = ((W − cardWidth) − 2·lineSpacing) / 2: so every card, the first
/// and last too, can sit in the middle of the viewport, at page offset k·(cardWidth + lineSpacing). Each card is
/// scaled along Y only by 1 + 0.1·(1 − |s|) and faded to alpha 1 − 0.4·|s|, where s is its center's distance from
/// the viewport's center in card widths.
///
///     var l = CardsLayout()                        // 600×400 cards, spacing 20: pages every 620 points
///     l.prepare(LayoutContext(viewport: Size(width: 1280, height: 800), itemCount: 24))
///     l.attributes(forItem: IndexPath(item: 0))!.transform.d   // 1.1: card 0 is centered at offset 0
///     l.targetContentOffset(proposed: Point(x: 201, y: 0), velocity: .zero)   // (620, 0): past a third of a card
///
/// Units: points. prepare is O(1) and `attributes(in:)` O(visible cards); the only state kept across prepares is
/// the current page (the seed's previousOffsetX).
public struct CardsLayout: CollectionLayout {
    public static let parameters: [ParameterSpec] = [
        // The seed's kPageCardWidth / kPageCardHeight / kLineSpace values are not in the post; these defaults show
        // one full card and a 320-point peek of each neighbor in the playground's 1280×800 window, and cards of the
        // bundled images' 3:2 landscape shape that stay inside the window when scaled by 1.1.
        ParameterSpec("cardWidth", default: "600", .number(1...10_000, integer: false), "card width, points"),
        ParameterSpec("cardHeight", default: "400", .number(1...10_000, integer: false), "card height, points"),
        ParameterSpec("lineSpacing", default: "20", .number(0...10_000, integer: false),
                      "minimumLineSpacing: gap between cards, points"),
        ParameterSpec("loop", default: "false", .flag,
                      "endless row: slot k shows card k mod n (autoplay turns it on)"),
    ]

    /// Seed 004: `scaleForCell = 1 + 0.1 * (1 - fabs(scaleForDistance))` ("0.1 can be adjusted").
    public static let scaleGain = 0.1
    /// Seed 004: `scaleForAlpha = 1 - fabsf(scaleForDistance) * 0.4`.
    public static let fadePerCardWidth = 0.4
    /// Seed 004: a release past a third of a card width turns the page (`self.itemSize.width / 3.0`).
    public static let pagingFraction = 1.0 / 3.0
    /// Seed 004: `attribute.zIndex = 1`.
    public static let cardZIndex = 1

    public var name: String { "cards" }
    public var scrollAxis: Axis { .horizontal }
    public var cardSize: Size
    public var lineSpacing: Double
    /// An endless row: slot k (any integer) shows card k mod n and pages are unbounded (a true modular loop,
    /// instead of the seed's extra items and repeated sections).
    public var loop: Bool

    // Prepared state, O(1).
    private var context = LayoutContext(viewport: .zero, itemCount: 0)
    /// Section inset on each side, points.
    public private(set) var inset = 0.0
    /// The page offset of page 0, points: 0 as in the seed, unless a card is wider than the viewport (see `prepare`).
    private var pageOrigin = 0.0
    /// The current page (the seed keeps its offset, previousOffsetX; an index cannot drift over many pages).
    public private(set) var currentPage = 0

    public init(cardSize: Size = Size(width: 600, height: 400), lineSpacing: Double = 20, loop: Bool = false) {
        self.cardSize = cardSize
        self.lineSpacing = lineSpacing
        self.loop = loop
    }

    public init(_ p: ParameterValues) {
        self.init(cardSize: Size(width: p.number("cardWidth"), height: p.number("cardHeight")),
                  lineSpacing: p.number("lineSpacing"), loop: p.flag("loop"))
    }

    /// Looping: the slot showing card `i` nearest the page at the prepared offset.
    private func nearestSlot(ofCard i: Int) -> Int {
        let n = context.itemCount, here = page(forOffset: context.contentOffset)
        return here + ((RotatingLayout.wrap(i - here, n) + n / 2) % n) - n / 2
    }

    // MARK: Pages

    /// Distance between neighboring cards and between pages: cardWidth + lineSpacing, points.
    public var step: Double { cardSize.width + lineSpacing }

    /// How far each neighbor of the centered card shows: ((W − cardWidth) − 2·lineSpacing) / 2, points (seed 004's
    /// `width`). Negative when the viewport is narrower than a card and two spacings.
    public var peek: Double { ((context.viewport.width - cardSize.width) - lineSpacing * 2) / 2 }

    /// The number of pages: one per card.
    public var pageCount: Int { context.itemCount }

    private var lastPage: Int { max(0, pageCount - 1) }

    /// The content offset of page `page` (clamped to the pages): page·(cardWidth + lineSpacing), which centers card
    /// `page`.
    ///
    ///     offset(forPage: 2)   // defaults: (1240, 0)
    public func offset(forPage page: Int) -> Point {
        Point(x: pageOrigin + Double(loop ? page : min(max(page, 0), lastPage)) * step, y: 0)
    }

    /// The page whose offset is nearest `offset` (clamped to the pages; 0 when there are none).
    ///
    ///     page(forOffset: Point(x: 900, y: 0))   // defaults: 900 / 620 ≈ 1.45 → 1
    public func page(forOffset offset: Point) -> Int {
        let x = ((offset.x - pageOrigin) / step).rounded()
        return loop ? clampedIndex(x, Int(-2e15), Int(2e15)) : clampedIndex(x, 0, lastPage)
    }

    public func snapPage(for offset: Point) -> Int? { pageCount > 0 ? page(forOffset: offset) : nil }

    public func snapOffset(forPage page: Int) -> Point? { pageCount > 0 ? offset(forPage: page) : nil }

    /// The current page's offset (seed 004's previousOffsetX).
    public var previousOffsetX: Double { offset(forPage: currentPage).x }

    /// Seed 004's one-third rule: past a third of a card beyond the current page's offset, the next page; before a
    /// third of a card before it, the previous page; otherwise the current page. At most one page per gesture,
    /// whatever the velocity (ignored, as in the seed); clamped to the pages. Keeps the result as the current page.
    ///
    ///     // defaults, on page 0: proposed 199 → (0, y); proposed 201 → (620, y)
    public mutating func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        var page = loop ? currentPage : min(max(currentPage, 0), lastPage)
        let previous = offset(forPage: page).x
        let threshold = cardSize.width * Self.pagingFraction
        if proposed.x > previous + threshold {
            page += 1
        } else if proposed.x < previous - threshold {
            page -= 1
        }
        currentPage = loop ? page : min(max(page, 0), lastPage)
        return Point(x: offset(forPage: currentPage).x, y: proposed.y)
    }

    /// Keyboard and programmatic moves: the page nearest where scrolling came to rest becomes the current page.
    public mutating func didSettle(at offset: Point) {
        currentPage = page(forOffset: offset)
    }

    // MARK: Geometry

    private var contentHeight: Double { max(context.viewport.height, cardSize.height) }

    private func centerX(ofCard i: Int) -> Double {
        // Seed 004: a flow layout row: sectionInset.left + i·(itemSize.width + minimumLineSpacing) + width/2.
        inset + Double(i) * step + cardSize.width / 2
    }

    private func card(_ i: Int) -> LayoutAttributes {
        let center = Point(x: centerX(ofCard: i), y: contentHeight / 2)
        // Seed 004, layoutAttributesForElementsInRect: distance from the visible rect's midX, in card widths.
        let distance = (context.contentOffset.x + context.viewport.width / 2) - center.x
        var s = (distance / cardSize.width).magnitude
        if !s.isFinite { s = 0 }
        let scaleY = 1 + Self.scaleGain * (1 - s)
        let alpha = (1 - Self.fadePerCardWidth * s).clamped(to: 0...1)
        return LayoutAttributes(indexPath: IndexPath(item: loop ? RotatingLayout.wrap(i, context.itemCount) : i),
                                center: center, size: cardSize,
                                transform: AffineTransform(scaleX: 1, y: scaleY), alpha: alpha,
                                zIndex: Self.cardZIndex)
    }

    // MARK: CollectionLayout

    /// Stores the context and the insets (seed 004, prepareLayout). When a card is wider than the viewport the
    /// seed's inset, (W − cardWidth)/2, would be negative and put cards before the content's origin; the inset is
    /// then 0 and page offsets start at (cardWidth − W)/2, which still centers each card.
    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        if cardSize.width > context.viewport.width {
            inset = 0
            pageOrigin = (cardSize.width - context.viewport.width) / 2
        } else {
            inset = lineSpacing + peek
            pageOrigin = 0
        }
    }

    /// insetLeft + n·cardWidth + (n − 1)·lineSpacing + insetRight wide (just the insets when empty); the viewport's
    /// height, or a card's when taller.
    public var contentSize: Size {
        let n = Double(context.itemCount)
        let cards = context.itemCount > 0 ? n * cardSize.width + (n - 1) * lineSpacing : 0
        return Size(width: 2 * inset + cards, height: contentHeight)
    }

    /// Page 0 … the last page: 0 … (n − 1)·(cardWidth + lineSpacing); y stays 0.
    public var contentOffsetRange: (min: Point, max: Point) {
        if loop && context.itemCount > 0 {
            return (Point(x: -RotatingLayout.loopLimit, y: 0), Point(x: RotatingLayout.loopLimit, y: 0))
        }
        return (offset(forPage: 0), offset(forPage: lastPage))
    }

    /// The Y scale peaks at 1 + 0.1 (the centered card), reaching 0.05·cardHeight above and below the frame.
    public var drawingOverhang: Double { Self.scaleGain * cardSize.height / 2 }

    /// Scale and alpha depend on the offset, so every scroll re-prepares.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    public func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return card(loop ? nearestSlot(ofCard: indexPath.item) : indexPath.item)
    }

    /// The cards whose untransformed frames meet `rect`, found by index math from rect.minX and rect.maxX.
    /// O(visible cards).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let n = context.itemCount
        guard n > 0 else { return result }
        let row = Rect(center: Point(x: 0, y: contentHeight / 2), size: cardSize)
        guard row.minY <= rect.maxY && rect.minY <= row.maxY else { return result }
        // Card i spans inset + i·step … + cardWidth; one extra candidate on each side covers rounding, and the exact
        // frame test decides, so the answer equals the brute-force filter.
        let (lo, hi) = loop ? (Int(-2e15), Int(2e15)) : (0, n - 1)
        let first = max(lo, clampedIndex((rect.minX - inset - cardSize.width) / step, lo, hi + 1) - 1)
        let last = min(hi, clampedIndex((rect.maxX - inset) / step, lo - 1, hi) + 1)
        guard first <= last else { return result }
        for i in first...last {
            let a = card(i)
            if a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }
}
