// Deck.swift: a stacked deck of cards as a LayoutPlayground layout file. The front card follows the finger; the
// next ones wait behind it, each a little smaller and lower; a card that is scrolled past slides away to the left.
// Run it:  playground run --layout-file Examples/layouts/Deck.swift
import PlaygroundCore

struct DeckLayout: CollectionLayout {
    var cardWidth: Double
    var cardHeight: Double
    /// How many cards show behind the front one.
    var visibleBehind: Int
    var viewport = Size(width: 0, height: 0)
    var offset = Point(x: 0, y: 0)
    var itemCount = 0

    var name: String { "deck" }
    var scrollAxis: Axis { .horizontal }

    /// One page (a viewport's width) per card.
    mutating func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        offset = context.contentOffset
        itemCount = context.itemCount
    }

    /// The cards behind the front one depend on where scrolling is: lay out again on every move.
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    /// The card's size: as asked, but never wider or taller than 90 % of the viewport.
    var card: Size { Size(width: min(cardWidth, viewport.width * 0.9), height: min(cardHeight, viewport.height * 0.9)) }

    /// One page per card; tall enough for the lowest card of the deck.
    var contentSize: Size {
        Size(width: Double(itemCount) * viewport.width,
             height: max(viewport.height, viewport.height / 2 + 30 * Double(visibleBehind) + card.height / 2))
    }

    /// Scrolling runs along the pages only.
    var contentOffsetRange: (min: Point, max: Point) {
        (Point(x: 0, y: 0), Point(x: Double(max(itemCount - 1, 0)) * viewport.width, y: 0))
    }

    /// The deck's page under `offset` (fractional: 2.5 is halfway from card 2 to card 3).
    func progress(_ offset: Point) -> Double { viewport.width > 0 ? offset.x / viewport.width : 0 }

    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        let i = Double(indexPath.item)
        // Places behind the front card (0: the front card; negative: scrolled past).
        let depth = i - frontProgress
        let page = Point(x: i * viewport.width + viewport.width / 2, y: viewport.height / 2)
        let card = self.card
        var a = LayoutAttributes(cell: indexPath, frame: Rect(x: page.x - card.width / 2, y: page.y - card.height / 2,
                                                                width: card.width, height: card.height))
        if depth > 0 && depth <= Double(visibleBehind + 1) {
            // Waiting in the deck: held at the viewport's center, 30 points lower and 4 % smaller per place; the
            // card past the last visible place fades in as it moves up. Cards further back wait on their pages.
            let shown = min(depth, Double(visibleBehind))
            a.center = Point(x: offset.x + viewport.width / 2, y: viewport.height / 2 + 30 * shown)
            a.transform = AffineTransform(scaleX: 1 - 0.04 * shown, y: 1 - 0.04 * shown)
            a.alpha = max(0, min(1, Double(visibleBehind) + 1 - depth))
        }
        a.zIndex = -indexPath.item
        return a
    }

    /// The deck's position, clamped to the cards (overscroll does not pull the deck apart).
    var frontProgress: Double { min(max(progress(offset), 0), Double(max(itemCount - 1, 0))) }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard itemCount > 0, viewport.width > 0 else { return [] }
        // The cards on the pages `rect` spans, and the ones waiting in the deck.
        let w = viewport.width
        let firstPage = max(0, Int(((rect.minX - card.width) / w).rounded(.down)))
        let lastPage = min(itemCount - 1, Int(((rect.maxX + card.width) / w).rounded(.up)))
        let front = Int(frontProgress.rounded(.down))
        var items = Set(firstPage <= lastPage ? Array(firstPage...lastPage) : [])
        items.formUnion(front...min(itemCount - 1, front + visibleBehind + 2))
        return items.sorted().compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
    }

    /// One card per gesture: rest on the next page in the fling's direction, else the nearest.
    func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        let current = frontProgress.rounded()
        let step: Double = velocity.x > 100 ? 1 : velocity.x < -100 ? -1 : 0
        let page = step == 0 ? progress(proposed).rounded() : current + step
        return snapOffset(forPage: Int(page)) ?? proposed
    }

    func snapPage(for offset: Point) -> Int? { Int(progress(offset).rounded()) }

    func snapOffset(forPage page: Int) -> Point? {
        Point(x: Double(min(max(page, 0), max(itemCount - 1, 0))) * viewport.width, y: 0)
    }
}

let parameters: [ParameterSpec] = [
    ParameterSpec("cardWidth", default: "420", .number(50...2000, integer: false), "card width, points"),
    ParameterSpec("cardHeight", default: "560", .number(50...2000, integer: false), "card height, points"),
    ParameterSpec("visibleBehind", default: "3", .number(0...10, integer: true), "cards showing behind the front one"),
]

func makeLayout(_ p: ParameterValues) -> any CollectionLayout {
    DeckLayout(cardWidth: p.number("cardWidth"), cardHeight: p.number("cardHeight"),
               visibleBehind: p.integer("visibleBehind"))
}
