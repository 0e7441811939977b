// Circle.swift: Apple's CircleLayout sample ("Collection View Programming Guide", WWDC 2012 session 219) as a
// LayoutPlayground layout file. Run it:  playground run --layout-file Examples/layouts/Circle.swift
import Glibc        // sin, cos
import PlaygroundCore

/// Items evenly spaced on a circle in the middle of the viewport. Nothing scrolls: the content is the viewport.
/// Inserted items grow out of the center; deleted ones shrink into it.
struct CircleLayout: CollectionLayout {
    var itemSize: Double
    var center = Point(x: 0, y: 0)
    var radius = 0.0
    var cellCount = 0
    var viewport = Size(width: 0, height: 0)

    var name: String { "circle" }

    /// Apple's sample: the center of the view, a radius of the smaller side / 2.5 (here never so large that an
    /// item leaves the view: the sample's items poke out of a narrow window).
    mutating func prepare(_ context: LayoutContext) {
        viewport = context.viewport
        cellCount = context.itemCount
        let size = contentSize
        center = Point(x: size.width / 2, y: size.height / 2)
        let side = min(size.width, size.height)
        radius = max(0, min(side / 2.5, side / 2 - itemSize / 2))
    }

    /// The viewport (at least one item large).
    var contentSize: Size { Size(width: max(viewport.width, itemSize), height: max(viewport.height, itemSize)) }

    var contentOffsetRange: (min: Point, max: Point) {
        Self.standardOffsetRange(contentSize: contentSize, viewport: viewport)
    }

    func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < cellCount else { return nil }
        let angle = 2 * Double(indexPath.item) * .pi / Double(cellCount)
        var a = LayoutAttributes(cell: indexPath, frame: Rect(x: 0, y: 0, width: itemSize, height: itemSize))
        a.center = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return a
    }

    /// Every item is on screen at once: filter them all (n is small for a circle).
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        (0..<cellCount).compactMap { attributes(forItem: IndexPath(item: $0)) }.filter { $0.frame.intersects(rect) }
    }

    /// Apple's sample: appear from the center, transparent.
    func initialAttributes(forAppearingItem indexPath: IndexPath, in bounds: Rect) -> LayoutAttributes? {
        guard var a = attributes(forItem: indexPath) else { return nil }
        a.alpha = 0
        a.center = center
        return a
    }

    /// Apple's sample: leave into the center, transparent, at a tenth of the size.
    func finalAttributes(forDisappearingItem indexPath: IndexPath, in bounds: Rect) -> LayoutAttributes? {
        guard var a = attributes(forItem: indexPath) else { return nil }
        a.alpha = 0
        a.center = center
        a.transform = AffineTransform(scaleX: 0.1, y: 0.1)
        return a
    }
}

let parameters: [ParameterSpec] = [
    ParameterSpec("itemSize", default: "70", .number(10...400, integer: false), "each item's side, points (Apple: 70)"),
]

func makeLayout(_ p: ParameterValues) -> any CollectionLayout { CircleLayout(itemSize: p.number("itemSize")) }
