internal import RealModule

/// A Cover Flow row (iTunes 7, 2006; iCarousel's `iCarouselTypeCoverFlow` is the open-source model): one
/// horizontal row of equal items, one page per item; the centered item lies flat and in front, the items beside it
/// turn about their vertical axis to face the middle, in perspective. The playground's one 3D layout.
///
/// Item i rests at x = inset + i·spacing (inset = max(W, itemWidth)/2, so page k's offset is k·spacing when the item
/// fits the viewport), y = H/2. For s = (center.x − (offset.x + W/2)) / spacing, its position in pages from the
/// viewport's center:
/// - angle θ = −tilt·ease(s), with ease(s) = s·(3 − s²)/2 for |s| ≤ 1 and ±1 beyond (smooth, 0 at the center,
///   ±tilt from one page out; right-hand items turn their outer edge toward the viewer, as Cover Flow does);
/// - transform3D = perspective(eyeDistance) · rotationY(θ);
/// - transform = a uniform scale k = 1 / (1 + |sin θ|·itemWidth / (2·eyeDistance)), applied before the 3D
///   transform. It makes the near edge exactly as tall as the item and the far edge shorter, so the projected quad
///   never leaves the untransformed frame (any parameters): rect queries on frames miss nothing drawn, and no
///   corner ever falls behind the eye;
/// - zIndex 1000 − round(|s|·10): the centered item on top, then outward; alpha 1.
///
/// Projected corners in closed form (relative to the center, a = |sin θ|·w/(2d)): the near edge at
/// x = ±cos θ·w/2 with half-height h/2; the far edge at x = ∓cos θ·(w/2)/(1 + 2a) with half-height
/// (h/2)/(1 + 2a).
///
///     var l = CoverflowLayout()                    // 300×300, spacing 120, tilt 60°, eye 800
///     l.prepare(LayoutContext(viewport: Size(width: 1280, height: 800), itemCount: 24))
///     l.attributes(forItem: IndexPath(item: 0))!.zIndex   // 1000: centered at offset 0, flat
///     l.angle(s: 1)                                // −π/3: item 1 turns its right (outer) edge toward the viewer
///     l.targetContentOffset(proposed: Point(x: 170, y: 0), velocity: .zero)   // (120, 0): item 1 is nearest
///
/// Units: points, degrees for `tilt` (radians inside). prepare is O(1) (nothing per item is cached) and
/// `attributes(in:)` O(visible items); every scroll re-prepares, since the transforms follow the offset.
public struct CoverflowLayout: CollectionLayout {
    public static let parameters: [ParameterSpec] = [
        // Square covers, as album art is; 300 points leave room for about four side covers each way in 1280×800.
        ParameterSpec("itemWidth", default: "300", .number(1...10_000, integer: false), "item width, points"),
        ParameterSpec("itemHeight", default: "300", .number(1...10_000, integer: false), "item height, points"),
        // iCarousel's cover flow spaces side items by a quarter of an item width (iCarouselOptionSpacing 0.25) plus a
        // gap at the center; here the centers are evenly spaced, so 120 points (0.4 of an item) lets every turned side
        // item (75 + 56.6 ≈ 132 points wide on screen with the default tilt and eye) overlap the next a little.
        ParameterSpec("spacing", default: "120", .number(1...10_000, integer: false),
                      "distance between neighboring item centers (one page), points"),
        // iCarousel's tilt 0.9 of 90° is 81°; Cover Flow's covers look closer to 60°, which keeps the images legible.
        ParameterSpec("tilt", default: "60", .number(0...90, integer: false),
                      "how far side items turn about the vertical axis, degrees"),
        // iCarousel's perspective is m34 = −1/500 (an eye 500 points away); 800 points, 2⅔ item widths, is milder:
        // at 60° the far edge is 0.755 of the near one (1/(1 + 2a), a = sin 60°·300/1600).
        ParameterSpec("eyeDistance", default: "800", .number(1...100_000, integer: false),
                      "perspective: the eye's distance from the row, points"),
    ]

    /// zIndex of the centered item; each tenth of a page away lowers it by one.
    public static let centerZIndex = 1000

    public var name: String { "coverflow" }
    public var scrollAxis: Axis { .horizontal }
    public var itemSize: Size
    /// Distance between neighboring item centers, points: one page.
    public var spacing: Double
    /// The side items' turn, degrees.
    public var tilt: Double
    /// The perspective's eye distance, points.
    public var eyeDistance: Double

    // Prepared state, O(1).
    private var context = LayoutContext(viewport: .zero, itemCount: 0)
    /// Item 0's center x: max(W, itemWidth)/2, points.
    public private(set) var inset = 0.0

    public init(itemSize: Size = Size(width: 300, height: 300), spacing: Double = 120, tilt: Double = 60,
                eyeDistance: Double = 800) {
        self.itemSize = itemSize
        self.spacing = spacing
        self.tilt = tilt
        self.eyeDistance = eyeDistance
    }

    public init(_ p: ParameterValues) {
        self.init(itemSize: Size(width: p.number("itemWidth"), height: p.number("itemHeight")),
                  spacing: p.number("spacing"), tilt: p.number("tilt"), eyeDistance: p.number("eyeDistance"))
    }

    // MARK: Pages

    private var itemCount: Int { context.itemCount }
    private var lastPage: Int { max(0, itemCount - 1) }

    /// The content offset of page 0: inset − W/2, which is 0 unless an item is wider than the viewport.
    private var pageOrigin: Double { inset - context.viewport.width / 2 }

    /// The content offset that centers item `page` (clamped to the items): pageOrigin + page·spacing.
    ///
    ///     offset(forPage: 2)   // defaults, 1280 wide: (240, 0)
    public func offset(forPage page: Int) -> Point {
        Point(x: pageOrigin + Double(min(max(page, 0), lastPage)) * spacing, y: 0)
    }

    /// The item whose centered offset is nearest `offset` (clamped to the items; 0 when there are none).
    ///
    ///     page(forOffset: Point(x: 170, y: 0))   // defaults: 170 / 120 ≈ 1.42 → 1
    public func page(forOffset offset: Point) -> Int {
        clampedIndex(((offset.x - pageOrigin) / spacing).rounded(), 0, lastPage)
    }

    public func snapPage(for offset: Point) -> Int? { itemCount > 0 ? page(forOffset: offset) : nil }

    public func snapOffset(forPage page: Int) -> Point? { itemCount > 0 ? offset(forPage: page) : nil }

    /// The item nearest the proposed offset, centered; the velocity is ignored (the projection already carries it).
    /// y is kept.
    ///
    ///     targetContentOffset(proposed: Point(x: 179, y: 0), velocity: .zero)   // defaults: (120, 0)
    public func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        Point(x: offset(forPage: page(forOffset: proposed)).x, y: proposed.y)
    }

    // MARK: The turn

    /// ease(s) = s·(3 − s²)/2 on −1…1 and ±1 beyond: odd, 0 at 0, ±1 with zero slope at ±1 (so the turn eases in
    /// and stops smoothly one page out). NaN counts as 0.
    public static func ease(_ s: Double) -> Double {
        guard s == s else { return 0 }
        let c = s.clamped(to: -1...1)
        return c * (3 - c * c) / 2
    }

    /// The turn about the y axis, radians, at s pages right of the viewport's center: −tilt·ease(s). Negative for
    /// right-hand items, which brings their right (outer) edge toward the viewer.
    public func angle(s: Double) -> Double { -tilt * Double.pi / 180 * Self.ease(s) }

    /// The uniform scale applied before the projection: 1 / (1 + |sin θ|·itemWidth / (2·eyeDistance)); it keeps the
    /// near edge exactly itemHeight tall.
    public func scale(angle: Double) -> Double {
        1 / (1 + abs(Double.sin(angle)) * itemSize.width / (2 * eyeDistance))
    }

    /// perspective(eyeDistance) · rotationY(angle).
    public func transform3D(angle: Double) -> Transform3D {
        Transform3D.perspective(eyeDistance: eyeDistance).multiplied(by: .rotationY(angle))
    }

    /// 1000 − round(|s|·10), with |s| capped at 10⁹ (NaN as 0) so the conversion never traps.
    public static func zIndex(s: Double) -> Int {
        let d = s == s ? Swift.min(s.magnitude, 1e9) : 0
        return centerZIndex - Int((d * 10).rounded())
    }

    // MARK: Geometry

    private var contentHeight: Double { max(context.viewport.height, itemSize.height) }

    private func centerX(ofItem i: Int) -> Double { inset + Double(i) * spacing }

    /// How many pages right of the viewport's center item `i` sits at the prepared offset.
    public func s(ofItem i: Int) -> Double {
        (centerX(ofItem: i) - (context.contentOffset.x + context.viewport.width / 2)) / spacing
    }

    private func cell(_ i: Int) -> LayoutAttributes {
        let s = s(ofItem: i)
        let angle = angle(s: s)
        let k = scale(angle: angle)
        return LayoutAttributes(indexPath: IndexPath(item: i),
                                center: Point(x: centerX(ofItem: i), y: contentHeight / 2), size: itemSize, transform: AffineTransform(scaleX: k, y: k),
                                transform3D: transform3D(angle: angle), zIndex: Self.zIndex(s: s))
    }

    // MARK: CollectionLayout

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        inset = max(context.viewport.width, itemSize.width) / 2
    }

    /// 2·inset + (n − 1)·spacing wide (one viewport, or one item when wider, for 0 or 1 items); the viewport's
    /// height, or an item's when taller.
    public var contentSize: Size {
        Size(width: 2 * inset + Double(lastPage) * spacing, height: contentHeight)
    }

    /// Page 0 … the last page; y stays 0.
    public var contentOffsetRange: (min: Point, max: Point) { (offset(forPage: 0), offset(forPage: lastPage)) }

    /// The turn follows the offset, so every scroll re-prepares.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    public func attributes(forItem indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        return cell(indexPath.item)
    }

    /// The items whose untransformed frames meet `rect` (closed bounds), found by index math: item i spans
    /// inset + i·spacing ± itemWidth/2. The drawn quads lie inside these frames. O(visible items).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        guard itemCount > 0 else { return result }
        let row = Rect(center: Point(x: 0, y: contentHeight / 2), size: itemSize)
        guard row.minY <= rect.maxY && rect.minY <= row.maxY else { return result }
        // Candidates ⌊(minX − inset − w/2)/spacing⌋ … ⌊(maxX − inset + w/2)/spacing⌋, one wider on each side for
        // rounding; the exact frame test decides, so the answer equals the brute-force filter.
        let half = itemSize.width / 2
        let first = max(0, clampedIndex((rect.minX - inset - half) / spacing, 0, itemCount) - 1)
        let last = min(itemCount - 1, clampedIndex((rect.maxX - inset + half) / spacing, -1, itemCount - 1) + 1)
        guard first <= last else { return result }
        for i in first...last {
            let a = cell(i)
            if a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }
}
